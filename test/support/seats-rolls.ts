/**
 * The rolls of the seats reference (`seats-reference.ts`): the reference
 * roll model as flat arrays, and the chance that one turn gains a number of
 * steps (how far past a lead the reference follows a turn).
 */
import type { RollModel } from './strategy.js';

/** A roll of n dice as flat arrays: per class its chance and its keeps (points in steps, dice next). */
export interface FlatRolls {
  readonly chance: number[];
  readonly start: number[];
  readonly points: number[];
  readonly next: number[];
  readonly ended: number;
}

export function flatRolls(model: RollModel): FlatRolls[] {
  const out: FlatRolls[] = [];
  for (let n = 0; n <= model.dice; n++) {
    const flat: FlatRolls = { chance: [], start: [], points: [], next: [], ended: ((model.farkles[n] ?? 0) + (model.lost[n] ?? 0)) / 6 ** n };
    for (const c of model.classes[n] ?? []) {
      flat.chance.push(c.weight / 6 ** n);
      flat.start.push(flat.points.length);
      for (const o of c.options) {
        if (o.mustRoll === true) throw new Error('the seats reference does not model keeps that forbid banking');
        flat.points.push(o.points / model.step);
        flat.next.push(o.next);
      }
    }
    flat.start.push(flat.points.length);
    out.push(flat);
  }
  return out;
}

/** The chance of at least r steps in one fresh turn, whatever the player does: `gain[r]`, until it falls below `below`. */
export function gainChance(model: RollModel, below: number): number[] {
  const rolls = flatRolls(model);
  const dice = model.dice;
  // need[n][r]: the best chance of r more steps from a roll of n dice, never banking.
  const need: number[][] = Array.from({ length: dice + 1 }, () => [1]);
  const at = (n: number, r: number): number => (r <= 0 ? 1 : (need[n]?.[r] ?? 0));
  for (let r = 1; ; r++) {
    for (let n = 1; n <= dice; n++) {
      const { chance, start, points, next } = rolls[n] as FlatRolls;
      let sum = 0;
      chance.forEach((p, i) => {
        let best = 0;
        for (let o = start[i] ?? 0; o < (start[i + 1] ?? 0); o++) best = Math.max(best, at(next[o] ?? 0, r - (points[o] ?? 0)));
        sum += p * best;
      });
      (need[n] as number[])[r] = sum;
    }
    if (Math.max(...need.slice(1).map((row) => row[r] ?? 0)) < below) return need[dice] as number[];
  }
}
