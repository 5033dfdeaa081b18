/**
 * Every list of `players` scores below `goal` (a table index, the scores
 * as its digits in base `goal`, seat 0 lowest) grouped by their total:
 * the indices of total t are `order[starts[t]]` up to `order[starts[t + 1]]`.
 */
export function listsByTotal(goal: number, players: number): { order: Int32Array; starts: Int32Array } {
  const count = goal ** players;
  const totals = new Int32Array(count);
  const top = players * (goal - 1);
  const starts = new Int32Array(top + 2);
  const digits = new Int32Array(players);
  let total = 0;
  for (let index = 0; index < count; index++) {
    totals[index] = total;
    (starts[total + 1] as number)++;
    // The next index: carry like an odometer.
    for (let p = 0; p < players; p++) {
      if ((digits[p] as number) + 1 < goal) {
        digits[p] = (digits[p] as number) + 1;
        total++;
        break;
      }
      total -= goal - 1;
      digits[p] = 0;
    }
  }
  for (let t = 1; t < starts.length; t++) starts[t] = (starts[t] as number) + (starts[t - 1] as number);
  const order = new Int32Array(count);
  const next = starts.slice(0, top + 1);
  for (let index = 0; index < count; index++) {
    const t = totals[index] as number;
    order[next[t] as number] = index;
    next[t] = (next[t] as number) + 1;
  }
  return { order, starts };
}
