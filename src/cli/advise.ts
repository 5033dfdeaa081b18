import type { Die, Face } from '../dice.js';
import { FarkleError, describe } from '../errors.js';
import { createGame } from '../game/create.js';
import type { GameState, RolledDie } from '../game/types.js';
import type { Rules } from '../rules/types.js';
import { scoreRoll } from '../scoring/score-roll.js';
import type { GameAdvice } from '../strategy/advice/advice.js';
import { adviseJson, winRows, winTables, type AdvisedRoll, type WinRows } from './advise-json.js';
import { printJson, sideLines } from './json.js';
import { optimalTurn, type KeepAdvice, type NumberedDie } from '../strategy/turn/optimal-turn.js';
import { decimal, dice, percent, points, table, type Io } from './format.js';
import { gameRules, parseCount, parseList } from './options.js';
import { effectLine, parseDice, showRoll } from './score.js';

export interface AdviseOptions {
  readonly rules: string | undefined;
  readonly turn: string | undefined;
  readonly onBoard: boolean;
  /** `--scores`: the banked scores, the player advised first, then the others in turn order. */
  readonly scores?: string | undefined;
  /** `--final-round`: the target has been hit; the others below it still play one turn each. */
  readonly finalRound?: boolean | undefined;
  readonly target?: string | undefined;
  /** `--force`: run a solve estimated over ten minutes. */
  readonly force?: boolean | undefined;
  /** `--die-numbers`: with spicy dice, which die (1 to the rules' dice) shows each face typed. */
  readonly dieNumbers?: string | undefined;
  /** Whether to read the installed farkle-rules-tables package (`--no-tables`: false). */
  readonly tables?: boolean | undefined;
  /** `--json`: print one JSON value ({@link adviseJson}), the side lines on standard error. */
  readonly json?: boolean | undefined;
}

/** The scores of `--scores`, each a whole number (a penalty may leave one below zero). */
function parseScores(value: string): number[] {
  const scores = parseList(value).map((word) => (/^-?\d+$/.test(word.replaceAll('_', '')) ? Number(word.replaceAll('_', '')) : Number.NaN));
  if (scores.length < 2 || scores.length > 12 || scores.some((s) => !Number.isSafeInteger(s))) {
    throw new FarkleError('invalid-options', `expected 2 to 12 whole-number scores separated by commas, got ${describe(value)}`, '--scores');
  }
  return scores;
}

function faceTyped(die: Die): Face {
  return typeof die === 'number' ? die : (die.face ?? 1);
}

/**
 * With spicy dice, which die each die typed is (die d shows its red face on a d): the numbers of
 * `--die-numbers`, or 1, 2, ... in the order typed; a spicy mark must say what the die shows.
 * `null` without spicy dice.
 */
function numberedRoll(rules: Rules, roll: readonly Die[], value: string | undefined): NumberedDie[] | null {
  if (!rules.spicyDice) {
    if (value === undefined) return null;
    throw new FarkleError('invalid-options', `expected --die-numbers only with spicy dice (${rules.name} has none)`, '--die-numbers');
  }
  const numbers = value === undefined ? roll.map((_, i) => i + 1) : parseList(value).map((word) => (/^\d+$/.test(word) ? Number(word) : Number.NaN));
  const bad = numbers.some((n, i) => !(n >= 1 && n <= rules.dice) || numbers.indexOf(n) !== i);
  if (bad || numbers.length !== roll.length) {
    const why = `expected ${roll.length} distinct die numbers from 1 to ${rules.dice}, one per die typed, got ${describe(value)}`;
    throw new FarkleError('invalid-options', why, '--die-numbers');
  }
  return roll.map((die, i): NumberedDie => {
    const face = faceTyped(die);
    const number = numbers[i] ?? 1;
    const typed = typeof die === 'object' && die.spicy === true;
    if (typed !== (face === number)) {
      const order = value === undefined ? ' (the dice typed are dice 1, 2, ... in order: --die-numbers says which they are)' : '';
      throw new FarkleError('invalid-die', `die ${number} shows its red face on a ${number} only: write ${face}${typed ? '' : '*'}${order}`, `dice[${i}]`);
    }
    return { id: number - 1, face, spicy: typed };
  });
}

/** The game the advice is asked about: the advised player (seat 0) with this roll showing. */
function gameAt(rules: Rules, roll: readonly Die[], numbered: readonly NumberedDie[] | null, turnTotal: number, scores: readonly number[], options: AdviseOptions): GameState {
  const game = createGame({ rules, players: scores.map((_, i) => (i === 0 ? 'you' : `player ${i + 1}`)), seed: 1, firstPlayer: 0 });
  const first = rules.dice - roll.length;
  const rolled: RolledDie[] = roll.map((die, i) => {
    const face = faceTyped(die);
    return { id: numbered?.[i]?.id ?? first + i, face, spicy: typeof die === 'object' && die.spicy === true, wild: typeof die === 'object' && 'wild' in die };
  });
  const hits = (score: number): boolean => (rules.end.trigger === 'exceed' ? score > rules.end.target : score >= rules.end.target);
  const queue = scores.map((score, seat) => ({ score, seat })).filter(({ score, seat }) => seat > 0 && !hits(score));
  if (options.finalRound === true && queue.length === scores.length - 1) {
    throw new FarkleError('invalid-options', `expected another player at or past the target of ${points(rules.end.target)} in the final round`, '--scores');
  }
  return {
    ...game,
    players: game.players.map((player, i) => ({ ...player, score: scores[i] ?? 0, onBoard: i === 0 ? options.onBoard : (scores[i] ?? 0) !== 0 })),
    turn: { ...game.turn, phase: 'rolled', total: turnTotal, roll: rolled, rollable: rolled.map((d) => d.id), rolls: 1 },
    endgame: options.finalRound === true ? { kind: 'finalRound', queue: queue.map(({ seat }) => seat) } : null,
  };
}

/** How the chances were found: `exact, final round`. */
export function adviceMethod(advice: GameAdvice): string {
  const method = advice.method === 'finalRound' ? 'final round' : advice.method === 'table' ? 'solved table' : 'estimate';
  return advice.exact ? `exact, ${method}` : method;
}

/** The keeps ranked by the chance to win (from the table of the game, if any), and what to do after each. */
function winLines(state: GameState, roll: readonly Die[], { advice, rows: found }: WinRows, note: string | null): string[] {
  const rows = [['  keep', 'turn', 'win chance', 'then']];
  for (const { keep, winChance, then } of found) {
    rows.push([`  ${keptDice(keep, roll)}`, points(keep.turnTotal), percent(winChance, 1), then === 'bank' ? 'bank' : `roll ${dice(keep.diceToRoll)}`]);
  }
  const left = state.endgame?.queue.length ?? 0;
  const where = state.endgame === null ? '' : left === 0 ? '; your turn ends the game' : `; final round, ${left} more to play`;
  const scores = state.players.map((p, i) => `${points(p.score)}${i === 0 ? ' (yours)' : ''}`).join(', ');
  const heading = [`Scores ${scores}${where}.`, ...(note === null ? [] : [note]), `Every legal keep by your chance to win (${adviceMethod(advice)}):`];
  return ['', ...heading, table(rows, 'lrrl')];
}

function faceOf(die: Die): number {
  // The wild die shows no value: last.
  return typeof die === 'number' ? die : (die.face ?? 7);
}

/** The kept dice as typed, spicy ones marked: `4* 4 4 1`. */
export function keptDice(advice: KeepAdvice, roll: readonly Die[]): string {
  const dice = advice.keep.dice.map((i) => roll[i] as Die);
  return showRoll(dice.sort((a, b) => faceOf(a) - faceOf(b)));
}

/** What the best keep is worth each way: `bank 600.0, roll 3 dice on 545.3`. */
export function choiceValues(advice: KeepAdvice): string {
  const refused = advice.mustRoll ? 'banking not allowed after this keep' : 'banking not allowed yet';
  const bank = advice.bankValue === null ? refused : `bank ${points(advice.bankValue)}`;
  return `${bank}, roll ${dice(advice.diceToRoll)} on ${decimal(advice.rollValue)}`;
}

/** One sentence: which dice to keep and what to do next. */
export function adviceSentence(advice: KeepAdvice, roll: readonly Die[]): string {
  const { keep, turnTotal, diceToRoll } = advice;
  const then = advice.then === 'bank' ? 'bank' : `roll ${dice(diceToRoll)} on`;
  return `keep ${keptDice(advice, roll)} for ${points(keep.points)} (turn total ${points(turnTotal)}), then ${then}`;
}

/** The dice to roll after a keep: how many, or with spicy dice their numbers (`2,5`; `all` after hot dice). */
function toRoll(advice: KeepAdvice, dieNumbers: boolean): string {
  if (!dieNumbers || advice.rollable === null || advice.diceToRoll === 0) return String(advice.diceToRoll);
  return advice.keep.remaining === 0 ? 'all' : advice.rollable.map((id) => id + 1).join(',');
}

function adviceTable(advice: readonly KeepAdvice[], roll: readonly Die[], dieNumbers: boolean): string {
  const rows = [['  keep', 'points', 'turn', dieNumbers ? 'dice to roll' : 'to roll', 'bank', 'roll on', 'best']];
  for (const a of advice) {
    rows.push([
      `  ${keptDice(a, roll)}`,
      points(a.keep.points),
      points(a.turnTotal),
      toRoll(a, dieNumbers),
      a.bankValue === null ? '-' : points(a.bankValue),
      decimal(a.rollValue),
      a.then,
    ]);
  }
  return table(rows, 'lrrrrrl');
}

/**
 * `farkle-rules advise 1 1 5 2 3 4 --turn 350 [--rules NAME] [--not-on-board] [--scores 1500,3050
 * [--final-round] [--target N]] [--die-numbers 2,4,6] [--no-tables]`: the optimal keep and next step for the
 * turn's points, and with scores, every keep ranked by the chance to win ({@link adviseGame}),
 * from the installed farkle-rules-tables package's table of the game where it has one. With
 * spicy dice the dice are told apart: `--die-numbers` says which die shows each face typed.
 * A number, or with `--scores` a promise of it.
 */
export function adviseCommand(words: readonly string[], options: AdviseOptions, io: Io): number | Promise<number> {
  const rules = gameRules(options.rules, options.target);
  if (options.finalRound === true && options.scores === undefined) {
    throw new FarkleError('invalid-options', 'expected --scores with --final-round: the scores decide the final round', '--final-round');
  }
  const scores = options.scores === undefined ? null : parseScores(options.scores);
  const roll: Die[] = parseDice(words);
  const turnTotal = parseCount('turn', options.turn, 0, 0);
  const numbered = numberedRoll(rules, roll, options.dieNumbers);
  const policy = optimalTurn(rules, { onBoard: options.onBoard });
  const advice = policy.advise(numbered ?? roll, turnTotal);
  const { effect } = scoreRoll(roll, rules);
  if (options.json === true) return printAdviseJson({ rules, dice: roll, turnTotal, onBoard: options.onBoard, minimum: policy.minimum, effect }, advice, scores, numbered, options, io);
  const need = policy.minimum > 0 ? ` (${points(policy.minimum)} to bank)` : '';
  const board = `${options.onBoard ? 'on the board' : 'not on the board'}${need}`;
  io.out(`Roll ${showRoll(roll)}, turn total ${points(turnTotal)}; ${rules.name} rules, ${board}`);
  const best = advice[0];
  if (effect !== null) {
    io.out(effectLine(effect));
    return 0;
  }
  if (best === undefined) {
    io.out(`Farkle: no die scores${turnTotal > 0 ? `; the turn total of ${points(turnTotal)} is lost` : ''}.`);
    return 0;
  }
  io.out(`Best: ${adviceSentence(best, roll)}.`);
  io.out(`  Expected points this turn: ${choiceValues(best)}.`);
  io.out('');
  io.out(`Every legal keep (${advice.length}), valued by optimal play of the rest of the turn:`);
  io.out(adviceTable(advice, roll, numbered !== null));
  if (scores === null) return 0;
  // With scores, a promise: the installed tables are looked for first.
  const game = gameAt(rules, roll, numbered, turnTotal, scores, options);
  return winTables(game, options, io).then(({ tables, note }) => {
    for (const line of winLines(game, roll, winRows(game, advice, tables), note)) io.out(line);
    return 0;
  });
}

/** `advise --json`: the win chances too when the scores were given and something can be kept; the side lines on standard error. */
function printAdviseJson(roll: AdvisedRoll, advice: readonly KeepAdvice[], scores: readonly number[] | null, numbered: readonly NumberedDie[] | null, options: AdviseOptions, io: Io): number | Promise<number> {
  if (scores === null || roll.effect !== null || advice.length === 0) {
    printJson(io, adviseJson(roll, advice, null));
    return 0;
  }
  const state = gameAt(roll.rules, roll.dice, numbered, roll.turnTotal, scores, options);
  const side = sideLines(io, true);
  return winTables(state, options, side).then(({ tables, note }) => {
    if (note !== null) side.out(note);
    printJson(io, adviseJson(roll, advice, { state, found: winRows(state, advice, tables) }));
    return 0;
  });
}
