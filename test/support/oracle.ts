/**
 * An independent, brute-force Farkle scorer written from RULES.md and
 * HOUSE-RULES.md, used as the reference the library is compared with. It
 * shares nothing with `src/` but types. It is meant to be obviously correct,
 * not fast:
 *
 * - a group of dice is a combination when its face counts match a row of the
 *   table (`groupScores`), worth the row's points times multiplier^spicy; a
 *   full house is three of one face and two of another;
 * - a keep scores the best of all set partitions of its dice into
 *   combinations (`Oracle.split`); a keep holding the wild die scores the best
 *   of the keeps it makes when it shows each face it may stand for: one of the
 *   faces the other dice hold two or more of, or any face if they hold no pair;
 * - the best keep of a roll is the best over all its non-empty subsets
 *   (`Oracle.bestKeep`), ties going to more dice;
 * - a whole roll whose faces (no wild die) are exactly a roll effect's
 *   pattern has that effect and no keeps (`Oracle.effect`).
 */
import type { CombinationKind, Die, Face, RollEffectKind, ScoringRules } from '../../src/index.js';
import { FACE_LIST } from './tables.js';

/** A die as the oracle sees it. The wild die's `face` means nothing. */
export interface OracleDie {
  readonly face: Face;
  readonly spicy: boolean;
  readonly wild?: boolean;
}

/** The wild die. */
export const WILD: OracleDie = { face: 1, spicy: false, wild: true };

/** One way a group of dice is a combination of the table. */
export interface GroupScore {
  readonly kind: CombinationKind;
  readonly points: number;
}

export function toOracleDice(dice: readonly Die[]): OracleDie[] {
  return dice.map((die) => {
    if (typeof die === 'number') return { face: die, spicy: false };
    if ('wild' in die) return WILD;
    return { face: die.face, spicy: die.spicy };
  });
}

/** A die written as text: `5`, `5*` when spicy, `W` for the wild die. */
export function dieText(die: OracleDie): string {
  if (die.wild === true) return 'W';
  return die.spicy ? `${die.face}*` : String(die.face);
}

/** The multiset of some dice as text, e.g. `1,1*,5`: equal for equal multisets, whatever the order. */
export function diceKey(dice: readonly OracleDie[]): string {
  return dice.map(dieText).sort().join(',');
}

/** How many dice of each face, index 0 for face 1. */
function faceCounts(dice: readonly OracleDie[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const die of dice) counts[die.face - 1] = (counts[die.face - 1] ?? 0) + 1;
  return counts;
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Every way `group` (all of it) is one combination of the table, with its
 * points. Empty when the group is not a combination. Rows worth 0 are not
 * combinations.
 */
export function groupScores(group: readonly OracleDie[], scoring: ScoringRules): GroupScore[] {
  const out: GroupScore[] = [];
  const spicy = group.filter((die) => die.spicy).length;
  const add = (kind: CombinationKind, base: number | null | undefined): void => {
    if (base !== null && base !== undefined && base > 0) out.push({ kind, points: base * scoring.spicyMultiplier ** spicy });
  };
  const counts = faceCounts(group);
  const present = FACE_LIST.filter((face) => (counts[face - 1] ?? 0) > 0);
  // The multiplicities of the faces present, smallest first: [2, 4] is "four of one face and two of another".
  const shape = present.map((face) => counts[face - 1] ?? 0).sort((a, b) => a - b);
  const size = group.length;

  if (present.length === 1) {
    const face = present[0]!;
    if (size === 1) add('single', scoring.singles[face]);
    if (size === 3) add('threeOfAKind', scoring.threeOfAKind?.[face]);
    if (size === 4) add('fourOfAKind', scoring.fourOfAKind?.[face]);
    if (size === 5) add('fiveOfAKind', scoring.fiveOfAKind?.[face]);
    if (size === 6) {
      add('sixOfAKind', scoring.sixOfAKind?.[face]);
      if (scoring.fourOfAKindCountsAsTwoPairs) add('threePairs', scoring.threePairs);
    }
  }
  if (shape.every((count) => count === 1)) {
    for (const straight of scoring.straights) {
      if (straight.faces.length === size && straight.faces.every((face) => (counts[face - 1] ?? 0) === 1)) {
        add('straight', straight.points);
      }
    }
  }
  if (size === 6) {
    if (sameNumbers(shape, [2, 2, 2])) add('threePairs', scoring.threePairs);
    if (sameNumbers(shape, [2, 4])) {
      add('fourOfAKindAndPair', scoring.fourOfAKindAndPair);
      if (scoring.fourOfAKindCountsAsTwoPairs) add('threePairs', scoring.threePairs);
    }
    if (sameNumbers(shape, [3, 3])) add('twoTriplets', scoring.twoTriplets);
  }
  const fullHouse = scoring.fullHouse;
  if (size === 5 && sameNumbers(shape, [2, 3]) && fullHouse !== null) {
    const triple = present.find((face) => counts[face - 1] === 3)!;
    add('fullHouse', fullHouse.points + (fullHouse.plusThreeOfAKind ? (scoring.threeOfAKind?.[triple] ?? 0) : 0));
  }
  return out;
}

/** The best points of `group` as one combination, or `null` when it is none. */
export function groupPoints(group: readonly OracleDie[], scoring: ScoringRules): number | null {
  const scores = groupScores(group, scoring);
  return scores.length === 0 ? null : Math.max(...scores.map((score) => score.points));
}

/** Every set partition of `items` (Bell(n) of them): lists of non-empty, disjoint groups covering all items. */
export function setPartitions<T>(items: readonly T[]): T[][][] {
  const [first, ...rest] = items;
  if (first === undefined) return [[]];
  const out: T[][][] = [];
  for (const partition of setPartitions(rest)) {
    out.push([[first], ...partition]);
    partition.forEach((_, i) => {
      out.push(partition.map((group, j) => (j === i ? [first, ...group] : group)));
    });
  }
  return out;
}

/** Every non-empty subset of positions 0..n-1, as ascending index lists. */
export function indexSubsets(n: number): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 2 ** n; mask++) {
    out.push([...Array(n).keys()].filter((i) => (mask >> i) & 1));
  }
  return out;
}

/** A legal keep as the oracle knows it. */
export interface OracleKeep {
  readonly key: string;
  readonly size: number;
  readonly points: number;
}

/** The reference scorer for one scoring table. Results are memoised per multiset. */
export class Oracle {
  private readonly splits = new Map<string, number | null>();
  private readonly keepsByRoll = new Map<string, Map<string, OracleKeep>>();

  constructor(readonly scoring: ScoringRules) {}

  /** The best partition of exactly these dice into combinations, without the six-dice-farkle rule. */
  private partitionPoints(dice: readonly OracleDie[]): number | null {
    let best: number | null = null;
    for (const partition of setPartitions(dice)) {
      let total = 0;
      let valid = true;
      for (const group of partition) {
        const points = groupPoints(group, this.scoring);
        if (points === null) {
          valid = false;
          break;
        }
        total += points;
      }
      if (valid && (best === null || total > best)) best = total;
    }
    return best;
  }

  /** Whether no combination at all can be found among these dice. */
  nothingScores(dice: readonly OracleDie[]): boolean {
    return indexSubsets(dice.length).every((subset) => groupPoints(subset.map((i) => dice[i]!), this.scoring) === null);
  }

  /**
   * The faces the wild die may stand for among `others`: the faces they hold
   * two or more of, or every face when they hold no pair.
   */
  static wildFaces(others: readonly OracleDie[]): Face[] {
    const paired = FACE_LIST.filter((face) => others.filter((die) => die.face === face).length >= 2);
    return paired.length > 0 ? paired : [...FACE_LIST];
  }

  /**
   * The points of keeping exactly these dice: the best split of all of them,
   * or `null` when some die cannot score. The six-dice-farkle house rule makes
   * six dice of which nothing scores one combination. With the wild die, the
   * best over the faces it may stand for, scored as plain dice.
   */
  split(dice: readonly OracleDie[]): number | null {
    const key = diceKey(dice);
    if (this.splits.has(key)) return this.splits.get(key) ?? null;
    const others = dice.filter((die) => die.wild !== true);
    if (others.length < dice.length) {
      let best: number | null = null;
      for (const face of Oracle.wildFaces(others)) {
        const points = this.split([...others, { face, spicy: false }]);
        if (points !== null && (best === null || points > best)) best = points;
      }
      this.splits.set(key, best);
      return best;
    }
    let points = dice.length === 0 ? null : this.partitionPoints(dice);
    const bonus = this.scoring.sixDiceFarkle;
    if (points === null && dice.length === 6 && bonus !== null && bonus > 0 && this.nothingScores(dice)) {
      points = bonus * this.scoring.spicyMultiplier ** dice.filter((die) => die.spicy).length;
    }
    this.splits.set(key, points);
    return points;
  }

  /** The effect of a whole roll: its faces, with no wild die, are exactly some effect's pattern. */
  effect(roll: readonly OracleDie[]): RollEffectKind | null {
    if (roll.some((die) => die.wild === true)) return null;
    const faces = roll.map((die) => die.face).sort((a, b) => a - b);
    for (const { faces: pattern, effect } of this.scoring.rollEffects) {
      if (sameNumbers([...pattern].sort((a, b) => a - b), faces)) return effect;
    }
    return null;
  }

  /** Every distinct legal keep of a roll (by multiset), keyed by `diceKey`. A roll with an effect has none. */
  keeps(roll: readonly OracleDie[]): Map<string, OracleKeep> {
    const known = this.keepsByRoll.get(diceKey(roll));
    if (known !== undefined) return known;
    const out = new Map<string, OracleKeep>();
    if (this.effect(roll) !== null) {
      this.keepsByRoll.set(diceKey(roll), out);
      return out;
    }
    for (const subset of indexSubsets(roll.length)) {
      const kept = subset.map((i) => roll[i]!);
      const points = this.split(kept);
      const key = diceKey(kept);
      if (points !== null) out.set(key, { key, size: kept.length, points });
    }
    this.keepsByRoll.set(diceKey(roll), out);
    return out;
  }

  /** The best keep of a roll: most points, then most dice; `null` for a farkle. */
  bestKeep(roll: readonly OracleDie[]): OracleKeep | null {
    let best: OracleKeep | null = null;
    for (const keep of this.keeps(roll).values()) {
      if (best === null || keep.points > best.points || (keep.points === best.points && keep.size > best.size)) best = keep;
    }
    return best;
  }

  /**
   * Every combination present in a roll (overlaps allowed), as `kind|dice`
   * text such as `threeOfAKind|1,1,1`, distinct by kind and multiset. A
   * combination with the wild die is listed once per face it may stand for
   * among the combination's other dice, as `threeOfAKind|3,3,W=3`. A roll
   * with an effect has none.
   */
  combinationsPresent(roll: readonly OracleDie[]): Set<string> {
    const out = new Set<string>();
    if (this.effect(roll) !== null) return out;
    for (const subset of indexSubsets(roll.length)) {
      const group = subset.map((i) => roll[i]!);
      const others = group.filter((die) => die.wild !== true);
      if (others.length === group.length) {
        for (const { kind } of groupScores(group, this.scoring)) out.add(`${kind}|${diceKey(group)}`);
        continue;
      }
      for (const face of Oracle.wildFaces(others)) {
        for (const { kind } of groupScores([...others, { face, spicy: false }], this.scoring)) {
          out.add(`${kind}|${wildKey(others, face)}`);
        }
      }
    }
    if (out.size === 0 && roll.length === 6 && this.split(roll) !== null) out.add(`sixDiceFarkle|${diceKey(roll)}`);
    return out;
  }
}

/** A group with the wild die standing for `face`, as text: the other dice's key, then `W=face`. */
export function wildKey(others: readonly OracleDie[], face: Face): string {
  return [diceKey(others), `W=${face}`].filter((part) => part !== '').join(',');
}

/** Every multiset of `n` plain faces, each as an ascending list. */
export function faceMultisets(n: number, from: Face = 1): Face[][] {
  if (n === 0) return [[]];
  return FACE_LIST.filter((face) => face >= from).flatMap((face) =>
    faceMultisets(n - 1, face).map((rest) => [face, ...rest]),
  );
}

/** Every multiset of 1 to `most` plain faces: 923 of them for six dice, 461 for five. */
export function allFaceMultisets(most = 6): Face[][] {
  return [1, 2, 3, 4, 5, 6].filter((n) => n <= most).flatMap((n) => faceMultisets(n));
}

/** Every multiset of 1 to `most` dice holding the wild die (the other dice plain, listed first). */
export function wildMultisets(most = 6): OracleDie[][] {
  return [0, 1, 2, 3, 4, 5].filter((n) => n < most).flatMap((n) => faceMultisets(n).map((faces) => [...toOracleDice(faces), WILD]));
}

/**
 * Every multiset of 1 to 6 dice that holds at least one spicy die, at most
 * one spicy die per face (the physical spicy set has one red face per value).
 * Plain dice come first, then the spicy ones.
 */
export function spicyMultisets(): OracleDie[][] {
  const out: OracleDie[][] = [];
  const walk = (faceIndex: number, dice: OracleDie[]): void => {
    const face = FACE_LIST[faceIndex];
    if (face === undefined) {
      if (dice.length > 0 && dice.some((die) => die.spicy)) out.push(dice);
      return;
    }
    for (let plain = 0; plain + dice.length <= 6; plain++) {
      for (const spicy of [0, 1]) {
        if (plain + spicy + dice.length > 6) continue;
        const more: OracleDie[] = [
          ...Array.from({ length: plain }, () => ({ face, spicy: false })),
          ...Array.from({ length: spicy }, () => ({ face, spicy: true })),
        ];
        walk(faceIndex + 1, [...dice, ...more]);
      }
    }
  };
  walk(0, []);
  return out;
}

/** Every ordered roll of `n` plain dice: 6^n of them. */
export function orderedRolls(n: number): Face[][] {
  let rolls: Face[][] = [[]];
  for (let i = 0; i < n; i++) rolls = rolls.flatMap((roll) => FACE_LIST.map((face) => [...roll, face]));
  return rolls;
}

/** Dice as the library takes them: plain faces stay numbers, spicy dice become `{ face, spicy: true }`, the wild die `{ wild: true }`. */
export function toLibraryDice(dice: readonly OracleDie[]): Die[] {
  return dice.map((die) => (die.wild === true ? { wild: true } : die.spicy ? { face: die.face, spicy: true } : die.face));
}
