import { FACES, type Face } from '../dice.js';
import type { ScoringRules } from '../rules/types.js';
import { facesOf, listPatterns, type Pattern } from './patterns.js';
import type { CombinationKind } from './types.js';

/**
 * A multiset of dice: per face (index 0 for face 1) how many dice, and how
 * many of those are spicy, and how many wild dice besides (0 or 1; a wild
 * die is in no face's count). Identity within a face and spiciness does not
 * matter to scoring, so every question about a roll is asked of its multiset.
 */
export interface DiceSet {
  readonly counts: readonly number[];
  readonly spicy: readonly number[];
  readonly wild: number;
}

/** A combination of a canonical keep, before it is tied to positions in an input. */
export interface CanonCombination {
  readonly kind: CombinationKind;
  readonly faces: readonly Face[];
  /** For each entry of `faces`, whether that die is a spicy one. */
  readonly spicyAt: readonly boolean[];
  readonly spicy: number;
  /** The index in `faces` of the wild die, standing for that face; -1 when it has none. */
  readonly wildAt: number;
  readonly points: number;
}

/** A legal keep of a multiset with the best split of its dice. */
export interface CanonKeep extends DiceSet {
  readonly size: number;
  readonly points: number;
  readonly combinations: readonly CanonCombination[];
}

interface Split {
  readonly points: number;
  readonly combinations: readonly CanonCombination[];
}

const EMPTY: Split = { points: 0, combinations: [] };
const NO_SPICY = [[0, 0, 0, 0, 0, 0]] as const;

/** A unique number per multiset: per face the digit `count * 7 + spicy`, base 49, below the wild count. */
export function setKey(set: DiceSet): number {
  let key = set.wild;
  for (let f = 5; f >= 0; f--) key = key * 49 + (set.counts[f] as number) * 7 + (set.spicy[f] as number);
  return key;
}

function sizeOf(set: DiceSet): number {
  return set.counts.reduce((a, b) => a + b, 0);
}

/**
 * Finds best splits: the highest-scoring way to cut a multiset into
 * combinations of the table, every die in exactly one of them, by exhaustive
 * search rather than a greedy pass. Each search remembers the splits of the
 * multisets inside the one asked about, and forgets them once answered: the
 * answers are kept where they are used (a multiset's template, shared by
 * content), so a table's splitter holds nothing between calls (but within a
 * turn model's build, whose rolls' sub-multisets recur from roll to roll).
 */
export class Splitter {
  readonly patterns: readonly Pattern[];
  private readonly byLowestFace: readonly (readonly Pattern[])[];
  /** The splits found by the search under way, cleared once it answers (a turn model's build sets one that keeps them, see `holdingSplits`). */
  memo = new Map<number, Split | null>();

  constructor(readonly scoring: ScoringRules) {
    this.patterns = listPatterns(scoring);
    this.byLowestFace = FACES.map((face) => this.patterns.filter((p) => p.faces[0] === face));
  }

  /** Whether some combination of the table fits inside the multiset. */
  anyFits(set: DiceSet): boolean {
    return this.patterns.some((p) => fits(p, set));
  }

  /** The best split using every die, or `null` when some die cannot score. */
  split(set: DiceSet): Split | null {
    return this.forget(this.exact(set, setKey(set)));
  }

  /** `answer`, once the splits remembered to find it are forgotten (a held memo's `clear` does nothing: what it keeps stays right, a split depending only on its multiset). */
  private forget<T>(answer: T): T {
    this.memo.clear();
    return answer;
  }

  private exact(set: DiceSet, key: number): Split | null {
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const found = this.search(set, key);
    this.memo.set(key, found);
    return found;
  }

  private search(set: DiceSet, key: number): Split | null {
    if (set.wild > 0) return this.wildSearch(set);
    const lowest = set.counts.findIndex((c) => c > 0);
    if (lowest < 0) return EMPTY;
    const { spicyMultiplier } = this.scoring;
    let best: Split | null = null;
    for (const pattern of this.byLowestFace[lowest] ?? []) {
      if (!fits(pattern, set)) continue;
      for (const spicyUsed of spicyChoices(pattern, set)) {
        // Keys are linear in the counts, so the rest's key needs no new arrays unless it is new.
        const restKey = key - setKey({ counts: pattern.counts, spicy: spicyUsed, wild: 0 });
        // A remembered null (the rest cannot score) is an answer too, not a miss.
        const known = this.memo.get(restKey);
        const rest = known !== undefined ? known : this.exact(subtract(set, pattern.counts, spicyUsed), restKey);
        if (rest === null) continue;
        const spicy = spicyUsed.reduce((a, b) => a + b, 0);
        const points = pattern.points * spicyMultiplier ** spicy + rest.points;
        // On equal points the split with fewer, larger combinations reads as players say it: "three 1s", not "1, 1, 1".
        if (best === null || points > best.points || (points === best.points && rest.combinations.length + 1 < best.combinations.length)) {
          best = { points, combinations: [canonCombination(pattern, spicyUsed, spicyMultiplier), ...rest.combinations] };
        }
      }
    }
    if (best === null && this.scoring.sixDiceFarkle !== null && sizeOf(set) === 6 && !this.anyFits(set)) {
      return this.sixDiceFarkle(set, this.scoring.sixDiceFarkle);
    }
    return best;
  }

  /**
   * The best split of a multiset holding the wild die (`Rules.wildDie`): the
   * wild die stands for one face and the dice are then scored as plain ones.
   * When the other dice hold a pair or more of some face, it must stand for
   * one of those faces; otherwise for any face. The best such choice wins
   * (ties: fewer combinations, then the lower face).
   */
  private wildSearch(set: DiceSet): Split | null {
    const paired = FACES.filter((face) => (set.counts[face - 1] ?? 0) >= 2);
    let best: Split | null = null;
    let bestFace: Face = 1;
    for (const face of paired.length > 0 ? paired : FACES) {
      const counts = set.counts.map((count, f) => (f === face - 1 ? count + 1 : count));
      const plain = { counts, spicy: set.spicy, wild: 0 };
      const split = this.exact(plain, setKey(plain));
      if (split === null) continue;
      if (best === null || split.points > best.points || (split.points === best.points && split.combinations.length < best.combinations.length)) {
        best = split;
        bestFace = face;
      }
    }
    return best === null ? null : { points: best.points, combinations: markWild(best.combinations, bestFace) };
  }

  private sixDiceFarkle(set: DiceSet, points: number): Split | null {
    if (points <= 0) return null;
    const whole: Pattern = { kind: 'sixDiceFarkle', counts: set.counts, faces: facesOf(set.counts), points, code: -1 };
    const part = canonCombination(whole, set.spicy, this.scoring.spicyMultiplier);
    return { points: part.points, combinations: [part] };
  }

  /**
   * Every legal keep of a multiset, distinct by the dice kept, best first:
   * most points, then most dice, then a fixed order of multisets.
   */
  keeps(roll: DiceSet): CanonKeep[] {
    const found: { keep: CanonKeep; key: number }[] = [];
    forEachSubset(roll, (sub, size, key) => {
      const split = size === 0 ? null : this.exact(sub, key);
      if (split === null) return;
      found.push({ keep: { counts: [...sub.counts], spicy: [...sub.spicy], wild: sub.wild, size, points: split.points, combinations: split.combinations }, key });
    });
    found.sort((a, b) => b.keep.points - a.keep.points || b.keep.size - a.keep.size || a.key - b.key);
    return this.forget(found.map(({ keep }) => keep));
  }
}

export function fits(pattern: Pattern, set: DiceSet): boolean {
  for (let f = 0; f < 6; f++) if ((pattern.counts[f] as number) > (set.counts[f] as number)) return false;
  return true;
}

function subtract(set: DiceSet, counts: readonly number[], spicy: readonly number[]): DiceSet {
  return {
    counts: set.counts.map((c, f) => c - (counts[f] ?? 0)),
    spicy: set.spicy.map((s, f) => s - (spicy[f] ?? 0)),
    wild: set.wild,
  };
}

/** The combinations of a plain split, the first one holding `face` taking the wild die as its last die of that face. */
function markWild(combinations: readonly CanonCombination[], face: Face): CanonCombination[] {
  const at = combinations.findIndex((c) => c.faces.includes(face));
  return combinations.map((c, i) => (i === at ? { ...c, wildAt: c.faces.lastIndexOf(face) } : c));
}

/** Every way to choose how many of a pattern's dice, per face, are spicy ones from the set. */
export function spicyChoices(pattern: Pattern, set: DiceSet): readonly (readonly number[])[] {
  if (set.spicy.every((s) => s === 0)) return NO_SPICY;
  let choices: number[][] = [[]];
  for (let f = 0; f < 6; f++) {
    const need = pattern.counts[f] as number;
    const spicy = set.spicy[f] as number;
    const plain = (set.counts[f] as number) - spicy;
    const low = Math.max(0, need - plain);
    const high = Math.min(need, spicy);
    const next: number[][] = [];
    for (const choice of choices) for (let u = low; u <= high; u++) next.push([...choice, u]);
    choices = next;
  }
  return choices;
}

/**
 * Calls `visit` with every sub-multiset of a multiset, the empty one
 * included, with its size and key. The set passed is scratch space, valid only
 * during the call: preparing a table visits tens of thousands of them.
 */
function forEachSubset(set: DiceSet, visit: (sub: DiceSet, size: number, key: number) => void): void {
  const sub = { counts: [0, 0, 0, 0, 0, 0], spicy: [0, 0, 0, 0, 0, 0], wild: 0 };
  const walk = (f: number, size: number, key: number): void => {
    if (f < 0) {
      visit(sub, size, key);
      return;
    }
    const count = set.counts[f] as number;
    const spicyHere = set.spicy[f] as number;
    for (let k = 0; k <= count; k++) {
      for (let s = Math.max(0, k - (count - spicyHere)); s <= Math.min(k, spicyHere); s++) {
        sub.counts[f] = k;
        sub.spicy[f] = s;
        walk(f - 1, size + k, key * 49 + k * 7 + s);
      }
    }
  };
  // The wild count first, then the highest face, so that the key accumulates in the digit order of setKey.
  for (let wild = 0; wild <= set.wild; wild++) {
    sub.wild = wild;
    walk(5, wild, wild);
  }
}

export function canonCombination(pattern: Pattern, spicyUsed: readonly number[], multiplier: number): CanonCombination {
  const spicyAt = pattern.faces.map((face, i) => i - pattern.faces.indexOf(face) < (spicyUsed[face - 1] ?? 0));
  const spicy = spicyUsed.reduce((a, b) => a + b, 0);
  return { kind: pattern.kind, faces: pattern.faces, spicyAt, spicy, wildAt: -1, points: pattern.points * multiplier ** spicy };
}
