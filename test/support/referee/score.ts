/**
 * The referee's scoring, from the brute-force oracle (`../oracle.ts`,
 * written from RULES.md's tables): the legal keeps of a roll, their points,
 * and the sets they hold, which clear combo and roll-after-a-set read.
 *
 * A set (HOUSE-RULES rows 19, 20; the README's reading) is three or more dice
 * of one face inside one combination of the keep's best split: three to six
 * of a kind, four of a kind and a pair, two triplets, a full house's three,
 * four of a kind counted as two of three pairs. A straight or a six-dice
 * nothing is no set. When several splits score best, a face is a set if one
 * of them holds it as a set (three 1s in the classic table are three of a
 * kind, though three single 1s score as much).
 */
import type { Face, ScoringRules } from '../../../src/index.js';
import { Oracle, groupPoints, setPartitions, type OracleDie } from '../oracle.js';

/** A legal keep of a roll: the faces kept (ascending), what they score, the faces kept as sets. */
export interface RefereeKeep {
  readonly faces: readonly Face[];
  readonly points: number;
  readonly sets: readonly Face[];
}

const plain = (faces: readonly Face[]): OracleDie[] => faces.map((face) => ({ face, spicy: false }));

/** Every multiset of `faces` (as ascending face lists, each once). */
function subMultisets(faces: readonly Face[]): Face[][] {
  const sorted = [...faces].sort((a, b) => a - b);
  const seen = new Map<string, Face[]>();
  for (let mask = 1; mask < 1 << sorted.length; mask++) {
    const pick = sorted.filter((_, i) => (mask >> i) & 1);
    seen.set(pick.join(), pick);
  }
  return [...seen.values()];
}

export class Scorer {
  private readonly oracle: Oracle;
  private readonly keepsByRoll = new Map<string, RefereeKeep[]>();
  private readonly setsByKeep = new Map<string, Face[]>();

  constructor(private readonly scoring: ScoringRules) {
    this.oracle = new Oracle(scoring);
  }

  /** Every legal keep of a roll showing `faces`, once per multiset of faces; none for a farkle. */
  keeps(faces: readonly Face[]): readonly RefereeKeep[] {
    const key = [...faces].sort((a, b) => a - b).join();
    const known = this.keepsByRoll.get(key);
    if (known !== undefined) return known;
    const out: RefereeKeep[] = [];
    for (const kept of subMultisets(faces)) {
      const points = this.oracle.split(plain(kept));
      if (points !== null) out.push({ faces: kept, points, sets: this.sets(kept, points) });
    }
    this.keepsByRoll.set(key, out);
    return out;
  }

  /** Whether nothing in a roll showing `faces` scores. */
  farkles(faces: readonly Face[]): boolean {
    return this.keeps(faces).length === 0;
  }

  /** The keep of exactly these faces, or `null` when one of them does not score. */
  keepOf(faces: readonly Face[]): RefereeKeep | null {
    const key = [...faces].sort((a, b) => a - b).join();
    return this.keeps(faces).find((keep) => keep.faces.join() === key) ?? null;
  }

  /** The faces held as sets by some best split of `kept`, scoring `points` (ascending). */
  private sets(kept: readonly Face[], points: number): Face[] {
    const key = kept.join();
    const known = this.setsByKeep.get(key);
    if (known !== undefined) return known;
    const found = new Set<Face>();
    for (const split of setPartitions(plain(kept))) {
      const each = split.map((group) => groupPoints(group, this.scoring));
      if (each.some((p) => p === null) || each.reduce<number>((sum, p) => sum + (p ?? 0), 0) !== points) continue;
      for (const group of split) {
        for (const die of group) if (group.filter((other) => other.face === die.face).length >= 3) found.add(die.face);
      }
    }
    const out = [...found].sort((a, b) => a - b);
    this.setsByKeep.set(key, out);
    return out;
  }
}
