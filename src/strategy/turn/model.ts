import type { Rules } from '../../rules/types.js';
import { rollsOfSize } from '../../scoring/rolls.js';
import { tableFor } from '../../scoring/table.js';
import { holdsSet } from '../../scoring/sets.js';
import type { Splitter } from '../../scoring/split.js';
import { choosableKeeps } from './keeps.js';

/**
 * One class of outcomes of rolling n dice: the rolls that offer the same
 * choices. `options` holds every distinct pair (points in steps, value row)
 * of the roll's legal keeps. None is pruned: fewer points for the same dice
 * left can be worth more (a total that stops short of the target, or of a
 * solver's cap, is not the same game as one past it).
 */
export interface OutcomeClass {
  readonly ways: number;
  /** Flattened pairs: [steps, row, steps, row, ...]; see {@link rowOf} for the row. */
  readonly options: Int32Array;
}

/** The outcomes of rolling each number of dice, for solvers that look ahead over turn totals. */
export interface TurnModel {
  /** Dice in the set (`rules.dice`): rolls of 1 to `dice` dice; hot dice rolls them all again. */
  readonly dice: number;
  /** Points per step: the greatest common divisor of every combination's and keep's points. */
  readonly step: number;
  /** `outcomes[n]`: the scoring outcome classes of rolling n dice (index 0 unused). */
  readonly outcomes: readonly (readonly OutcomeClass[])[];
  /** `farkleWays[n]`: rolls of n dice that score nothing (and have no roll effect). */
  readonly farkleWays: readonly number[];
  /** `lostWays[n]`: rolls of n dice whose roll effect ends the turn with its total lost ('loseTurn', 'loseScore'). */
  readonly lostWays: readonly number[];
  /** `wonWays[n]`: rolls of n dice whose roll effect wins the game at once. */
  readonly wonWays: readonly number[];
  /** The largest points a single roll can score, in steps. */
  readonly maxSteps: number;
  /** Whether some option leads to a decision point where banking is not allowed (see {@link rowOf}). */
  readonly mustRoll: boolean;
  /** `rolls[n]`: the equally likely rolls of roll state n, where it is not n dice (6^n): a model by die identity's sets of dice. */
  readonly rolls?: readonly number[];
}

/**
 * The value row an option leads to: `next` (the dice to roll next, 1 to
 * `dice`) where the player may bank, or `dice + 1 + next` where a must-roll
 * rule forbids banking. Solvers keep a table of values per row, the rows
 * past `dice` holding the value of rolling on, so that a must-roll option is
 * one more table read and costs nothing in the inner loop.
 */
export function rowOf(dice: number, next: number, mustRoll: boolean): number {
  return mustRoll ? dice + 1 + next : next;
}

/** The dice to roll next and whether banking is forbidden, of a row from {@link rowOf}. */
export function fromRow(dice: number, row: number): { next: number; mustRoll: boolean } {
  return row > dice ? { next: row - dice - 1, mustRoll: true } : { next: row, mustRoll: false };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

const models = new WeakMap<Rules, TurnModel>();

/** A memo of splits that a search does not clear: the splitter keeps every split while it is set. */
class KeptSplits<K, V> extends Map<K, V> {
  override clear(): void {
    // Kept until the build ends: `holdingSplits` then drops the whole map.
  }
}

/**
 * Runs `work` (a turn model's build) with the splitter keeping every split
 * it finds, its own memo back (and the kept one dropped) however `work`
 * ends: the keeps of every roll then search each sub-multiset once. What it
 * keeps is bounded by the multisets of the model's dice (924 plain, the
 * empty one too; 8,989 with spicy dice, at most one red die a face).
 */
export function holdingSplits<T>(splitter: Splitter, work: () => T): T {
  if (splitter.memo instanceof KeptSplits) return work();
  const own = splitter.memo;
  splitter.memo = new KeptSplits();
  try {
    return work();
  } finally {
    splitter.memo = own;
  }
}

/**
 * Builds (once per rule set) the outcome classes of rolling one to
 * `rules.dice` plain dice: the keeps a player may choose (only the largest
 * under `turn.keepEveryScoringDie`), whether each forbids banking next
 * (`turn.rollAfterHotDice`, `turn.rollAfterSet`), and the rolls that end the
 * turn by a roll effect rather than by scoring nothing.
 */
export function turnModel(rules: Rules): TurnModel {
  const known = models.get(rules);
  if (known !== undefined) return known;
  const table = tableFor(rules);
  // Its rolls' keeps share sub-multisets: each is split once over the build.
  const model = holdingSplits(table.splitter, () => buildModel(rules, table));
  models.set(rules, model);
  return model;
}

/** The greatest common divisor of the points of every combination of a table: where a model's step starts. */
function combinationStep(table: ReturnType<typeof tableFor>): number {
  let step = 0;
  for (const pattern of table.splitter.patterns) step = gcd(pattern.points, step);
  return step;
}

/**
 * A rule set's points per step (`TurnModel.step`), without building its
 * turn model where the combinations decide it: every keep of plain dice
 * scores a sum of combinations' points and the six-dice farkle's, so where
 * that is a multiple of the combinations' step, the model's step is theirs.
 * Otherwise (and with no combination), the model is built for it. What a
 * table file's plan needs: its turn model waits for the first decision.
 */
export function turnStep(rules: Rules): number {
  const known = models.get(rules);
  if (known !== undefined) return known.step;
  const step = combinationStep(tableFor(rules));
  const six = rules.scoring.sixDiceFarkle ?? 0;
  if (step === 0 || six % step !== 0) return turnModel(rules).step;
  return step;
}

function buildModel(rules: Rules, table: ReturnType<typeof tableFor>): TurnModel {
  const { dice, turn } = rules;
  let step = combinationStep(table);
  const raw: { ways: number; keeps: [number, number][] }[][] = [[]];
  const farkleWays = [0];
  const lostWays = [0];
  const wonWays = [0];
  let mustRoll = false;
  for (let n = 1; n <= dice; n++) {
    const rolls: { ways: number; keeps: [number, number][] }[] = [];
    let farkles = 0;
    let lost = 0;
    let won = 0;
    for (const { set, ways } of rollsOfSize(n)) {
      const template = table.templateOf(set);
      const { effect } = template;
      if (effect !== null) {
        if (effect === 'win') won += ways;
        else lost += ways;
        continue;
      }
      const keeps = choosableKeeps(rules, template.keeps);
      if (keeps.length === 0) {
        farkles += ways;
        continue;
      }
      const options = keeps.map((keep): [number, number] => {
        step = gcd(keep.points, step);
        const hot = keep.remaining === 0;
        const must = (hot && turn.rollAfterHotDice) || (turn.rollAfterSet && holdsSet(keep.combinations.flatMap((c) => template.combinations[c] ?? [])));
        mustRoll ||= must;
        return [keep.points, rowOf(dice, hot ? dice : keep.remaining, must)];
      });
      rolls.push({ ways, keeps: options });
    }
    raw.push(rolls);
    farkleWays.push(farkles);
    lostWays.push(lost);
    wonWays.push(won);
  }
  step = Math.max(step, 1);
  let maxSteps = 0;
  const outcomes = raw.map((rolls) => {
    const classes = new Map<string, { ways: number; options: number[] }>();
    for (const { ways, keeps } of rolls) {
      const distinct = new Map<number, [number, number]>();
      for (const [points, row] of keeps) distinct.set(points * 16 + row, [points / step, row]);
      const options = [...distinct.keys()].sort((a, b) => a - b).flatMap((id) => distinct.get(id) ?? []);
      for (let i = 0; i < options.length; i += 2) maxSteps = Math.max(maxSteps, options[i] ?? 0);
      const id = options.join(',');
      const entry = classes.get(id);
      if (entry === undefined) classes.set(id, { ways, options });
      else entry.ways += ways;
    }
    return [...classes.values()].map(({ ways, options }): OutcomeClass => ({ ways, options: Int32Array.from(options) }));
  });
  return { dice, step, outcomes, farkleWays, lostWays, wonWays, maxSteps, mustRoll };
}
