import type { TurnModel } from './model.js';

/**
 * One number of dice's outcome classes in flat typed arrays, for the
 * solvers' inner loops. Every class has at least one option (a roll that
 * keeps nothing is a farkle, not a class): the loops start from the first.
 */
export interface FlatRoll {
  /** Probability of each class. */
  readonly chance: Float64Array;
  /** Where each class's options start in `steps`/`row`; one extra entry closes the last. */
  readonly start: Int32Array;
  readonly steps: Int32Array;
  readonly row: Int32Array;
}

/** The outcome classes of a roll of `n` dice, flat (shared by the turn solvers). */
export function flattenRoll(model: TurnModel, n: number): FlatRoll {
  const classes = model.outcomes[n] ?? [];
  const rolls = model.rolls?.[n] ?? 6 ** n;
  const chance = Float64Array.from(classes, (c) => c.ways / rolls);
  const start = new Int32Array(classes.length + 1);
  const steps: number[] = [];
  const row: number[] = [];
  classes.forEach((c, i) => {
    start[i] = steps.length;
    for (let o = 0; o < c.options.length; o += 2) {
      steps.push(c.options[o] ?? 0);
      row.push(c.options[o + 1] ?? 0);
    }
  });
  start[classes.length] = steps.length;
  return { chance, start, steps: Int32Array.from(steps), row: Int32Array.from(row) };
}
