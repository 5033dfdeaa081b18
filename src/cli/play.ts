import type { Bot } from '../bots/random.js';
import { FarkleError } from '../errors.js';
import { applyAction } from '../game/apply.js';
import { bankMinimum } from '../game/turn/bank.js';
import { diceLeft } from '../game/turn/dice-left.js';
import { createGame } from '../game/create.js';
import { legalActions } from '../game/legal/list.js';
import type { Action, GameEvent, GameState, PlayerState, RolledDie } from '../game/types.js';
import { describeEvent, diceBoxes, diceIndices, endsTurn, scoreSheet } from './events.js';
import { dice, points, shown, type Io } from './format.js';
import { gameRules, parseMaxTurns, parsePlayers, parseSeed, rulesLabel, stoppedLine } from './options.js';
import { hintLines } from './play-hint.js';
import { PLAY_HELP, parseCommand, type Command } from './play-input.js';
import { botCannotPlay, nearBotNotes, seatBot } from './seats.js';
import { solvingWinBot } from '../bots/solving-win.js';
import { useWinTables } from '../strategy/advice/tables.js';
import { installedTable, tableNote } from './installed-tables.js';
import { winBotNote } from './win-bot-note.js';

export interface PlayOptions {
  readonly rules: string | undefined;
  readonly players: string | undefined;
  readonly seed: string | undefined;
  readonly target: string | undefined;
  readonly maxTurns: string | undefined;
  /** Whether to read the installed farkle-rules-tables package (`--no-tables`: false). */
  readonly tables?: boolean | undefined;
}

/** A game at the terminal: the state, who is a bot, and where lines go. */
interface Session {
  readonly io: Io;
  readonly bots: readonly (Bot | null)[];
  state: GameState;
}

function turnHeader(state: GameState, event: GameEvent & { type: 'turnStarted' }): string {
  const player = state.players[event.player] as PlayerState;
  const carry = event.offer?.kind === 'farkle' ? ' to carry on' : '';
  const offer = event.offer === null ? '' : `, offered ${dice(event.offer.dice.length)} worth ${points(event.offer.total)}${carry}`;
  return `\n-- turn ${state.turnNumber}: ${player.name} (${points(player.score)}${offer}) --`;
}

/** Prints what the last transition did; a person's roll is drawn as boxes with indices to keep by. */
function report(session: Session, turnEnded: boolean): void {
  const { io, state } = session;
  const events = state.events;
  const sheetAt = turnEnded ? events.findIndex(endsTurn) : -1;
  // Indices go under the roll a person now picks dice from: the last one shown, if it still shows.
  const picking = state.turn.phase === 'rolled' || state.turn.phase === 'secondChance';
  let lastShown = -1;
  if (picking) for (let i = 0; i < events.length; i++) if (showsRoll(events[i] as GameEvent)) lastShown = i;
  events.forEach((event, i) => {
    if (i === sheetAt) io.out(scoreSheet(state));
    if (event.type === 'turnStarted') io.out(turnHeader(state, event));
    else if (showsRoll(event) && session.bots[event.player] === null) {
      const { label, dice } = shownRoll(event);
      io.out(`  ${label} ${diceBoxes(dice)}`);
      if (i === lastShown) io.out(`${' '.repeat(label.length + 3)}${diceIndices(dice.length)}`);
    } else {
      const line = describeEvent(event, state);
      if (line !== null) io.out(line);
    }
  });
  if (turnEnded && sheetAt < 0) io.out(scoreSheet(state));
}

type RollEvent = GameEvent & { type: 'rolled' | 'rerolled' | 'secondChance' };

/** Events after which a roll is showing: a throw, clear combo's throw again, a second chance. */
function showsRoll(event: GameEvent): event is RollEvent {
  return event.type === 'rolled' || event.type === 'rerolled' || event.type === 'secondChance';
}

/** The whole roll an event leaves showing, and the words before it. */
function shownRoll(event: RollEvent): { label: string; dice: readonly RolledDie[] } {
  if (event.type === 'rolled') return { label: 'rolls', dice: event.dice };
  return { label: event.type === 'rerolled' ? 'rolls again:' : 'second chance:', dice: event.roll };
}

function act(session: Session, action: Action): void {
  const before = session.state;
  session.state = applyAction(before, action);
  report(session, session.state.turnNumber !== before.turnNumber || session.state.over);
}

/** The prompt: whose turn, where it stands, and the commands that apply now. */
function prompt(state: GameState): string {
  const { turn } = state;
  const name = (state.players[turn.player] as PlayerState).name;
  if (turn.phase === 'rolled') return `${name}, keep which dice? (faces, or #indices) > `;
  if (turn.phase === 'secondChance') return `${name}, hold which dice for a second chance? (2 or more), or a accept > `;
  if (turn.phase === 'clearing') return `${name}, r roll ${dice(turn.reroll.length)} again > `;
  const legal = legalActions(state);
  const can = (type: Action['type']): boolean => legal.some((a) => a.type === type);
  const choices: string[] = [];
  if (can('roll')) choices.push(`r roll ${diceLeft(turn, state.rules.dice)}`);
  const buys = legal.flatMap((a) => (a.type === 'buy' ? [a.count] : []));
  if (buys.length > 0) choices.push(buys.length === 1 ? 'buy 1' : `buy 1-${Math.max(...buys)}`);
  if (can('highStakes') && turn.offer !== null) choices.push(`stakes (${dice(turn.offer.dice.length)} for ${points(turn.offer.total)})`);
  if (can('carryOn') && turn.offer !== null) choices.push(`carry (${dice(turn.offer.dice.length)} for ${points(turn.offer.total)})`);
  if (can('bank')) choices.push('b bank');
  else if (turn.phase === 'kept') choices.push(`bank from ${points(bankMinimum(state, state.players[turn.player] as PlayerState))}`);
  const total = turn.phase === 'kept' ? `turn ${points(turn.total)}: ` : '';
  return `${name}, ${total}${choices.join(', ')} > `;
}

/** A FarkleError's message without the machine path in front: the player typed no path. */
function reason(error: FarkleError): string {
  const path = error.path === undefined ? '' : `${error.path}: `;
  return error.message.startsWith(path) ? error.message.slice(path.length) : error.message;
}

/** Carries out one typed command: the player moved, is asked again, or stopped the game. */
function obey(session: Session, command: Command): 'moved' | 'again' | 'stop' {
  const { io, state } = session;
  switch (command.kind) {
    case 'empty':
      return 'again';
    case 'help':
      io.out(PLAY_HELP);
      return 'again';
    case 'hint':
      for (const line of hintLines(state)) io.out(line);
      return 'again';
    case 'scores':
      io.out(scoreSheet(state));
      return 'again';
    case 'quit':
      io.out(`${(state.players[state.turn.player] as PlayerState).name} quits: the game stops here.`);
      return 'stop';
    case 'error':
      io.out(`  Cannot do that: ${command.message}.`);
      return 'again';
    case 'action':
      try {
        act(session, command.action);
        return 'moved';
      } catch (error) {
        if (!(error instanceof FarkleError)) throw error;
        io.out(`  Cannot do that: ${reason(error)}.`);
        return 'again';
      }
  }
}

/** A bot's move; a bot that cannot play these rules is named. */
function botMove(bot: Bot, state: GameState): Action {
  try {
    return bot(state);
  } catch (error) {
    throw botCannotPlay(error, `the bot ${(state.players[state.turn.player] as PlayerState).name}`);
  }
}

/** Reads lines until the player has made a move; `false` when the game should stop (quit or end of input). */
async function humanMove(session: Session, lines: AsyncIterator<string>): Promise<boolean> {
  const { io } = session;
  for (;;) {
    const text = prompt(session.state);
    if (io.prompt === undefined) io.out(text);
    else io.prompt(text);
    const next = await lines.next();
    if (next.done === true) {
      io.out('');
      io.out('End of input: the game stops here.');
      return false;
    }
    // Shown back cleaned and cut: piped input may hold escape bytes or a 10 MB line.
    if (io.echo === true) io.out(shown(next.value));
    const outcome = obey(session, parseCommand(next.value, session.state));
    if (outcome !== 'again') return outcome === 'moved';
  }
}

/**
 * Registers the installed table of a two-player game for the `win` bots and the hints (which
 * read tables registered with `useWinTables`), and says so; `false` when there is none, or no
 * seat would read it (no person, no `win` bot).
 */
async function registerTable(state: GameState, bots: readonly (Bot | null)[], io: Io, use: boolean): Promise<boolean> {
  const reads = bots.some((bot) => bot === null || bot === solvingWinBot);
  const installed = state.players.length === 2 && reads ? await installedTable(state.rules, io, use) : null;
  if (installed === null) return false;
  useWinTables([installed.solution]);
  io.out(tableNote(installed.entry));
  return true;
}

/**
 * `farkle-rules play`: a game at the terminal between people and bots. Player names that are bot
 * names (random, greedy, optimal, threshold:N, win) are played by bots; any other name is a person,
 * who types moves on `input`. The game ends at its end, on `q`, when input runs out, or when it
 * is still going after `--max-turns` turns (it is stopped, and says so). The installed
 * farkle-rules-tables package's table of the game, if it has one, plays the `win` bots and
 * gives the hints' chances (`--no-tables`: not).
 */
export async function playCommand(options: PlayOptions, io: Io, input: AsyncIterable<string>): Promise<number> {
  const rules = gameRules(options.rules, options.target);
  const players = parsePlayers(options.players ?? 'Player,optimal');
  const maxTurns = parseMaxTurns(options.maxTurns);
  const bots = players.map(seatBot);
  nearBotNotes(players, io);
  const session: Session = { io, bots, state: createGame({ rules, players, seed: parseSeed(options.seed) }) };
  const people = players.filter((_, seat) => bots[seat] === null);
  io.out(`farkle-rules play: ${rulesLabel(options.rules, rules)}, ${players.join(' vs ')}, seed ${session.state.seed}`);
  let registered = false;
  const lines = input[Symbol.asyncIterator]();
  try {
    registered = await registerTable(session.state, bots, io, options.tables !== false);
    if (!registered) winBotNote(rules, players.length, bots.filter((bot) => bot === solvingWinBot).length, io);
    if (people.length > 0) io.out('Keep dice by face (1 5 5) or index (#0 #1 #2); r roll, b bank, h hint, ? help.');
    report(session, false);
    while (!session.state.over) {
      if (session.state.turnNumber > maxTurns) {
        io.out(stoppedLine(maxTurns));
        io.out(scoreSheet(session.state));
        return 0;
      }
      const bot = bots[session.state.turn.player] ?? null;
      if (bot !== null) act(session, botMove(bot, session.state));
      else if (!(await humanMove(session, lines))) {
        io.out(scoreSheet(session.state));
        return 0;
      }
    }
    return 0;
  } finally {
    if (registered) useWinTables([]);
    await lines.return?.();
  }
}
