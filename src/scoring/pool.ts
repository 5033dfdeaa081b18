import { deepFreeze } from '../freeze.js';
import { scoreOfKeep } from './template.js';
import { COMBINATION_KINDS, type Combination, type Keep, type RollScore } from './types.js';

/** A list of at most six numbers 0..6 as one number: base-8 digits shifted by one, so lengths differ. */
function code(values: readonly number[]): number {
  let out = 0;
  for (const value of values) out = out * 8 + value + 1;
  return out;
}

/**
 * Deduplicates frozen results of plain rolls by content, so that caches of
 * many rolls stay small: all ordered rolls together hold only a few thousand
 * distinct keeps and combinations. For one table, a plain keep is fixed by
 * its dice, their faces and the dice left over; a combination by its kind,
 * dice and faces (plain rolls hold no wild die). Keys are exact numbers built from those.
 */
export class Pool {
  private readonly combinations = new Map<number, Combination>();
  private readonly keeps = new Map<number, Keep>();
  private readonly scores = new Map<Keep, RollScore>();
  /** Farkles and rolls with an effect: no dice kept, so fixed by the effect and the dice left. */
  private readonly unkept = new Map<string, RollScore>();

  private combination(c: Combination): Combination {
    const key = (code(c.dice) * 2 ** 18 + code(c.faces)) * 16 + COMBINATION_KINDS.indexOf(c.kind);
    let shared = this.combinations.get(key);
    if (shared === undefined) {
      shared = deepFreeze(c);
      this.combinations.set(key, shared);
    }
    return shared;
  }

  keep(k: Keep): Keep {
    // The dice ascend, so their mask fixes them: a small integer key (the faces' code, 18 bits).
    let mask = 0;
    for (const index of k.dice) mask |= 1 << index;
    const key = ((code(k.faces) * 64 + mask) << 3) + k.remaining;
    let shared = this.keeps.get(key);
    if (shared === undefined) {
      const { dice, faces, points, remaining } = k;
      const combinations = k.combinations.map((c) => this.combination(c));
      shared = deepFreeze({ dice, faces, points, combinations, remaining });
      this.keeps.set(key, shared);
    }
    return shared;
  }

  score(s: RollScore): RollScore {
    if (s.dice.length === 0) {
      const key = `${s.effect ?? 'farkle'} ${s.remaining}`;
      let shared = this.unkept.get(key);
      if (shared === undefined) {
        shared = deepFreeze(s);
        this.unkept.set(key, shared);
      }
      return shared;
    }
    const keep = this.keep(s);
    let shared = this.scores.get(keep);
    if (shared === undefined) {
      shared = deepFreeze(scoreOfKeep(keep));
      this.scores.set(keep, shared);
    }
    return shared;
  }
}
