import { randomBot } from '../bots/random.js';
import { applyAction } from '../game/apply.js';
import { createGame } from '../game/create.js';
import { recordAction, replayGame, startRecord, type GameRecord } from '../game/record/record.js';
import type { GameState } from '../game/types.js';
import { describeEvent, endsTurn, scoreLine } from './events.js';
import type { Io } from './format.js';
import { printJson } from './json.js';
import { gameRules, parseMaxTurns, parsePlayers, parseSeed, rulesLabel, stoppedLine } from './options.js';

export interface DemoOptions {
  readonly rules: string | undefined;
  readonly seed: string | undefined;
  readonly players: string | undefined;
  readonly target: string | undefined;
  readonly maxTurns: string | undefined;
  /** `--json`: the game's record (what `analyze` reads) instead of the play by play. */
  readonly json?: boolean | undefined;
}

function print(state: GameState, io: Io, from = 0, to = state.events.length): void {
  for (const event of state.events.slice(from, to)) {
    const line = describeEvent(event, state);
    if (line !== null) io.out(line);
  }
}

/** `demo --json`: the same game as a record, `startRecord` then `recordAction` for each move; a game stopped at the turn limit says so on standard error. */
function recordedGame(options: Parameters<typeof startRecord>[0], maxTurns: number, io: Io): GameRecord {
  let record = startRecord(options);
  let state = replayGame(record);
  while (!state.over) {
    if (state.turnNumber > maxTurns) {
      io.err(stoppedLine(maxTurns));
      break;
    }
    record = recordAction(record, randomBot(state));
    state = replayGame(record);
  }
  return record;
}

/**
 * `farkle-rules demo` (and `npm start`): two random-legal players play a game, printed turn by
 * turn; a game still going after `--max-turns` turns is stopped, and says so. `--json`: its record.
 */
export function demoCommand(options: DemoOptions, io: Io): number {
  const rules = gameRules(options.rules, options.target);
  const players = parsePlayers(options.players ?? 'Ann,Bob');
  const maxTurns = parseMaxTurns(options.maxTurns);
  const game = { rules, players, seed: parseSeed(options.seed) };
  if (options.json === true) {
    printJson(io, recordedGame(game, maxTurns, io));
    return 0;
  }
  let state = createGame(game);
  io.out(`farkle-rules demo: ${rulesLabel(options.rules, rules)}, ${players.join(' vs ')}, seed ${state.seed}, random legal play`);
  print(state, io);
  while (!state.over) {
    const turn = state.turnNumber;
    if (turn > maxTurns) {
      io.out(stoppedLine(maxTurns));
      break;
    }
    state = applyAction(state, randomBot(state));
    // The events of a transition that ends a turn also start the next one: scores go between.
    const next = state.events.findIndex(endsTurn);
    print(state, io, 0, next < 0 ? state.events.length : next);
    if (state.turnNumber !== turn || state.over) io.out(`  scores: ${scoreLine(state)}`);
    if (next >= 0) print(state, io, next, state.events.length);
  }
  return 0;
}
