import { flatten, type FlatModel } from './flat.js';
import type { OutcomeClass, TurnModel } from './model.js';

/**
 * The high turn totals of a costly model, where every decision point that
 * may bank banks, but after hot dice and where a must-roll rule forbids it.
 *
 * A turn solver fills its grid from the cap down. At a level where every
 * bankable row other than every die (`dice`) banks, those rows hold the
 * total itself, so an option leading to any of them is worth the total plus
 * its points, whichever row: of a roll's options into them only the one
 * with the most points counts. `live` is the turn model with those options
 * collapsed into one (row 1, as good as any of them) and the rolls that then
 * offer the same choices merged: the rows still to solve there (every die,
 * must-roll rows) read it at a fraction of the cost. With spicy dice (63
 * sets of dice, 80,000 options a level) a level costs about 1 ms, and the
 * live rows of every die only a few µs: the default cap of 38,400 levels
 * takes under a second instead of 45.
 *
 * Whether the bankable rows do bank at a level is checked there before the
 * level is solved so (see `TurnGrids`): by the bound of {@link TailModel.bound},
 * or where it is not enough by rolling them exactly. The first level where
 * one would roll ends the tail: from there down every row is solved.
 */
export interface TailModel {
  /** The model's outcome classes with the options into bankable rows (not every die) collapsed. */
  readonly live: FlatModel;
  /** The chance that a roll of n dice (roll state n) scores: 1 minus farkles and roll effects. */
  readonly scores: Float64Array;
  /** Per roll state, the expected most steps of a roll: each scoring class at its largest option. */
  readonly most: Float64Array;
}

/** A level costs this many options or more: the tail pays. */
const COSTLY_OPTIONS = 20_000;

function collapsed(model: TurnModel, classes: readonly OutcomeClass[]): OutcomeClass[] {
  const { dice } = model;
  const merged = new Map<string, { ways: number; options: number[] }>();
  for (const c of classes) {
    let bankSteps = -1;
    const kept = new Map<number, [number, number]>();
    for (let o = 0; o < c.options.length; o += 2) {
      const steps = c.options[o] ?? 0;
      const row = c.options[o + 1] ?? 0;
      if (row < dice) bankSteps = Math.max(bankSteps, steps);
      else kept.set(steps * 256 + row, [steps, row]);
    }
    if (bankSteps >= 0) kept.set(bankSteps * 256 + 1, [bankSteps, 1]);
    const options = [...kept.keys()].sort((a, b) => a - b).flatMap((id) => kept.get(id) ?? []);
    const id = options.join(',');
    const entry = merged.get(id);
    if (entry === undefined) merged.set(id, { ways: c.ways, options });
    else entry.ways += c.ways;
  }
  return [...merged.values()].map(({ ways, options }): OutcomeClass => ({ ways, options: Int32Array.from(options) }));
}

const tails = new WeakMap<TurnModel, TailModel | null>();

/**
 * The tail of a model whose levels are costly (20,000 options or more, as
 * with spicy dice), or `null`: with fewer, or with a single die (no row to
 * collapse), every level is solved whole, as it always was. Cached per model.
 */
export function tailOf(model: TurnModel): TailModel | null {
  const known = tails.get(model);
  if (known !== undefined) return known;
  const flat = flatten(model);
  let options = 0;
  for (const classes of model.outcomes) for (const c of classes) options += c.options.length / 2;
  let tail: TailModel | null = null;
  if (options >= COSTLY_OPTIONS && model.dice > 1) {
    const live: TurnModel = { ...model, outcomes: model.outcomes.map((classes) => collapsed(model, classes)) };
    const scores = Float64Array.from({ length: model.dice + 1 }, (_, n) => (n === 0 ? 0 : 1 - flat.ends(n, 1, 1, 1)));
    const most = Float64Array.from({ length: model.dice + 1 }, (_, n) => {
      const rolls = model.rolls?.[n] ?? 6 ** n;
      let sum = 0;
      for (const c of model.outcomes[n] ?? []) {
        let top = 0;
        for (let o = 0; o < c.options.length; o += 2) top = Math.max(top, c.options[o] ?? 0);
        sum += (c.ways / rolls) * top;
      }
      return sum;
    });
    tail = { live: flatten(live), scores, most };
  }
  tails.set(model, tail);
  return tail;
}

/**
 * An upper bound on rolling roll state n at a total of `total` points: each
 * scoring roll is worth at most the total plus its largest option's points
 * plus `gain`, the most any row read is worth above banking there; `ends`
 * is the weighted value of the rolls that end the turn.
 */
export function rollBound(tail: TailModel, n: number, total: number, step: number, gain: number, ends: number): number {
  return ends + (tail.scores[n] ?? 0) * (total + gain) + (tail.most[n] ?? 0) * step;
}
