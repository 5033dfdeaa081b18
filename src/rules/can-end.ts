import { listPatterns } from '../scoring/patterns.js';
import { grouped } from './checks.js';
import type { Rules, ScoringRules, TurnRules } from './types.js';
import { turnReach, type TurnReach } from './turn-reach.js';

/*
 * Rule sets under which no game can reach its end, refused by validation.
 *
 * A game ends when a bank hits the target (at once, or after the final round
 * it starts), when a 'win' roll effect is rolled, or when lives run out. Each
 * refusal below is a proof that none of these can ever happen, for every
 * number of players and every roll of the dice: a rule set is refused only
 * when no game under it can end, however lucky the dice. Where it cannot be
 * proved, a rule set is accepted, and `simulate` and the CLI's games stop at
 * a turn limit.
 *
 * - No bank: no turn can ever reach a point where it may bank a total of at
 *   least the bank minimum (the entry, for everyone's first bank): a minimum
 *   above what any turn can score, must-roll rules that follow every keep,
 *   roll effects that take every scoring roll (see `turnReach`).
 * - An exact target off the grid: every points value a keep can score is a
 *   multiple of the grid (50 in classic), and so is every score, but for
 *   penalties (which move scores by their points) and the floor; a target no
 *   score can equal is never hit.
 * - An exact target below the bank minimum: every bank adds at least the
 *   minimum, and with no score below the lowest a penalty can leave, every
 *   bank would pass the target.
 *
 * Penalties and score-losing rolls never keep a game from ending by
 * themselves: a game with lucky dice meets none of them.
 */

/** A reason no game can end: the path of the rule to blame, and why. */
export interface EndProblem {
  readonly path: string;
  readonly message: string;
}

/** The greatest common divisor of two whole numbers of at least 0. */
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The grid of every points value a keep of at most `dice` dice can score: the greatest common divisor of the table's points. */
function gridOf(scoring: ScoringRules, dice: number): number {
  let grid = dice === 6 ? (scoring.sixDiceFarkle ?? 0) : 0;
  for (const pattern of listPatterns(scoring)) if (pattern.faces.length <= dice) grid = gcd(grid, pattern.points);
  return grid;
}

/**
 * The reach of a turn, at once where the rules leave no doubt: with a face
 * that scores alone and no roll effects, a turn keeps that one die from any
 * roll (no set, so no must-roll rule follows it unless it is hot dice) and
 * can do so again and again through hot dice, so it banks any total; with
 * one die, only if a bank may follow hot dice. A die that scores nothing
 * alone farkles a roll of one die. Otherwise the search: with `few`, the
 * quick look at a few rolls, whose findings are possible but may miss some.
 */
function reachOf(rules: Rules, few: boolean): TurnReach {
  const { scoring, dice, turn } = rules;
  const singles = Object.values(scoring.singles);
  const free = scoring.rollEffects.length === 0 && !turn.keepEveryScoringDie && singles.some((points) => points > 0) && (dice >= 2 || !turn.rollAfterHotDice);
  if (!free) return turnReach(rules, few);
  // Lives lost only by a farkle of every die ask the search whether such a roll farkles.
  const allDice = rules.lives !== null && rules.lives.farkle === 0 && rules.lives.sixDiceFarkle > 0;
  const junk = singles.some((points) => points === 0);
  return { bankable: Infinity, farkles: junk, farklesAllDice: allDice && turnReach(rules).farklesAllDice, wins: false };
}

/** Whether a game can end without a bank: a 'win' roll, or lives that farkles can take. */
function endsOtherwise(rules: Rules, reach: TurnReach): boolean {
  if (reach.wins) return true;
  const { lives } = rules;
  if (lives === null) return false;
  return (lives.farkle > 0 && reach.farkles) || (lives.sixDiceFarkle > 0 && reach.farklesAllDice);
}

/** The rules whose relaxing would let some turn bank, in the order they are blamed, and why each keeps every turn from it. */
const BLAMED: readonly (readonly [keyof TurnRules | 'rollEffects', string])[] = [
  ['rollEffects', 'the roll effects take every roll a bank could start from'],
  ['rollAfterHotDice', 'every keep a turn can make is hot dice, after which it must roll again'],
  ['rollAfterSet', 'every keep a turn can make holds a set, after which it must roll again'],
  ['keepEveryScoringDie', 'keeping every scoring die leaves no turn a point where it may bank'],
  ['clearCombo', 'the faces clear combo rolls again keep every turn below the bank minimum'],
];

/** Why no turn can ever bank, blaming the first rule without which one could. */
function noBank(rules: Rules, need: number, reach: TurnReach): EndProblem {
  for (const [rule, why] of BLAMED) {
    const relaxed = rule === 'rollEffects' ? { ...rules, scoring: { ...rules.scoring, rollEffects: [] } } : { ...rules, turn: { ...rules.turn, [rule]: false } };
    if (turnReach(relaxed).bankable >= need) return { path: rule === 'rollEffects' ? 'scoring.rollEffects' : `turn.${rule}`, message: `no game could end: ${why}, so nobody could ever bank` };
  }
  const { entry, minimum } = rules.bank;
  const path = entry >= minimum ? 'bank.entry' : 'bank.minimum';
  const most = reach.bankable === -Infinity ? 'no turn can reach a point where it may bank' : `the most a turn can bank is ${grouped(reach.bankable)} points`;
  return { path, message: `no game could end: ${most}, below the ${grouped(need)} needed for a first bank, so nobody could ever bank` };
}

/** The lowest score a player can be left with: below 0 only by penalties of points, down to the floor. */
function lowestScore(rules: Rules): number {
  const points = [rules.farklePenalty?.points, rules.allDiceFarkle?.points].some((p) => typeof p === 'number' && p > 0);
  if (!points) return 0;
  return rules.scoreFloor === null ? -Infinity : Math.min(0, rules.scoreFloor);
}

/** Why an exact target can never be hit, or `null`. */
function exactProblem(rules: Rules): EndProblem | null {
  const { end, bank, scoring, dice, scoreFloor, farklePenalty, allDiceFarkle } = rules;
  const { target } = end;
  // Scores move by what keeps score, by penalties' points, and fall to 0 or to the floor.
  let step = gridOf(scoring, dice);
  for (const penalty of [farklePenalty?.points, allDiceFarkle?.points]) if (typeof penalty === 'number' && penalty > 0) step = gcd(step, penalty);
  const lowers = farklePenalty !== null || allDiceFarkle !== null || scoring.rollEffects.some((effect) => effect.effect === 'loseScore');
  const starts = [0, ...(scoreFloor !== null && lowers ? [scoreFloor] : [])];
  if (step > 1 && !starts.some((score) => (((target - score) % step) + step) % step === 0)) {
    const floor = starts.length > 1 ? `, or the floor of ${grouped(scoreFloor ?? 0)} plus one,` : '';
    return { path: 'end.target', message: `no game could end: every score is a multiple of ${grouped(step)}${floor} so none can ever be exactly ${grouped(target)}` };
  }
  const lowest = lowestScore(rules);
  if (target - lowest < bank.minimum) {
    return { path: 'end.target', message: `no game could end: every bank adds at least the bank minimum of ${grouped(bank.minimum)}, so every bank would pass the exact target of ${grouped(target)}` };
  }
  return null;
}

/**
 * Why no game under `rules` (checked value by value already) can reach its
 * end, or `null` when some game can: see the proofs above.
 */
export function endProblem(rules: Rules): EndProblem | null {
  const need = Math.max(rules.bank.entry, rules.bank.minimum);
  const exact = rules.end.trigger === 'exact' ? exactProblem(rules) : null;
  // What the quick look finds possible is: most rule sets are shown able to end by a few rolls.
  const seen = reachOf(rules, true);
  if ((seen.bankable >= need && exact === null) || endsOtherwise(rules, seen)) return null;
  const reach = reachOf(rules, false);
  if (endsOtherwise(rules, reach)) return null;
  if (reach.bankable < need) return noBank(rules, need, reach);
  return exact;
}
