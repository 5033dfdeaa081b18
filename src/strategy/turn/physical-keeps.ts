import type { Die } from '../../dice.js';
import type { Keep } from '../../scoring/types.js';

/** A die's label for telling keeps apart: its face, and whether it shows red (face * 2 + red). */
function labelOf(die: Die): number {
  if (typeof die === 'number') return die * 2;
  return (die.face ?? 0) * 2 + (die.spicy === true ? 1 : 0);
}

/** Every way to pick `count` of `items`, in order. */
function choose(items: readonly number[], count: number): number[][] {
  if (count === 0) return [[]];
  const out: number[][] = [];
  for (let i = 0; i + count <= items.length; i++) {
    for (const rest of choose(items.slice(i + 1), count - 1)) out.push([items[i] as number, ...rest]);
  }
  return out;
}

/**
 * Every keep of a roll by physical dice, as a game lists them where dice are
 * told apart (spicy dice): scoring lists one keep per set of faces shown
 * (a plain 5 on die 2 or on die 3 alike), but which die stays to be rolled
 * decides its red face. Each keep of `keeps` becomes one keep per set of
 * roll positions showing the same faces (red or not), its `dice`,
 * `faces` and combinations moved onto those positions; in the order given,
 * the keep scoring found first.
 */
export function physicalKeeps(roll: readonly Die[], keeps: readonly Keep[]): Keep[] {
  const labels = roll.map(labelOf);
  const positions = new Map<number, number[]>();
  labels.forEach((label, i) => positions.set(label, [...(positions.get(label) ?? []), i]));
  const out: Keep[] = [];
  for (const keep of keeps) {
    // The kept positions of each label, and every way to take as many of that label's dice.
    const kept = new Map<number, number[]>();
    for (const i of keep.dice) kept.set(labels[i] ?? 0, [...(kept.get(labels[i] ?? 0) ?? []), i]);
    let picks: Map<number, number>[] = [new Map<number, number>()];
    for (const [label, from] of kept) {
      const ways = choose(positions.get(label) ?? [], from.length);
      picks = picks.flatMap((pick) => ways.map((way) => new Map([...pick, ...way.map((to, j): [number, number] => [from[j] ?? 0, to])])));
    }
    for (const moved of picks) {
      const at = (i: number): number => moved.get(i) ?? i;
      const order = keep.dice.map((i, j) => [at(i), j] as const).sort((a, b) => a[0] - b[0]);
      out.push({
        ...keep,
        dice: order.map(([i]) => i),
        faces: order.map(([, j]) => keep.faces[j] ?? 1),
        combinations: keep.combinations.map((c) => ({ ...c, dice: c.dice.map(at) })),
      });
    }
  }
  return out;
}
