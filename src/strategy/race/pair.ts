/**
 * Solves `P(i, j)` and `P(j, i)` of a two-player table together, into
 * `win` (a goal × goal table): they depend on each other only through
 * farkles. `turn(i, j, farkle)` is the value of a turn of i against j when a
 * farkle is worth `farkle`, as `[p, b]`: its value and the chance weight of
 * the farkle in it. With the policy fixed, each value is linear in the
 * other's: that pair of equations is solved exactly, and the policy found
 * again, until neither value moves by `tolerance`. The plain solver and the
 * one with high stakes' offers share it.
 */
export function solvePairInto(win: Float64Array, goal: number, i: number, j: number, tolerance: number, turn: (i: number, j: number, farkle: number) => readonly [number, number]): void {
  // Start from the solved neighbours one step up: the policy is then usually right at once.
  let x = j + 1 < goal ? (win[i * goal + j + 1] ?? 0.5) : i + 1 < goal ? (win[(i + 1) * goal + j] ?? 0.5) : 0.5;
  let y = i + 1 < goal ? (win[j * goal + i + 1] ?? 0.5) : j + 1 < goal ? (win[(j + 1) * goal + i] ?? 0.5) : 0.5;
  for (let round = 0; round < 100; round++) {
    const [px, bx] = turn(i, j, 1 - y);
    const ax = px - bx * (1 - y);
    if (i === j) {
      const next = (ax + bx) / (1 + bx);
      const done = Math.abs(next - x) < tolerance;
      x = next;
      y = next;
      if (done) break;
      continue;
    }
    const [py, by] = turn(j, i, 1 - x);
    const ay = py - by * (1 - x);
    const nextX = (ax + bx - bx * ay - bx * by) / (1 - bx * by);
    const nextY = ay + by - by * nextX;
    const done = Math.abs(nextX - x) < tolerance && Math.abs(nextY - y) < tolerance;
    x = nextX;
    y = nextY;
    if (done) break;
  }
  win[i * goal + j] = x;
  win[j * goal + i] = y;
}

/**
 * Calls `solve(i, j)` for the pairs of one diagonal of a goal × goal table
 * (pairs with the same total, index 0 the highest), or every `parts`-th of
 * them from `part`: pairs of a diagonal depend only on higher diagonals, so
 * threads sharing the table can solve its parts at once.
 */
export function forPairsOfDiagonal(goal: number, index: number, part: number, parts: number, solve: (i: number, j: number) => void): void {
  const sum = 2 * goal - 2 - index;
  let nth = 0;
  for (let i = Math.max(0, sum - goal + 1); i <= sum - i; i++, nth++) if (nth % parts === part) solve(i, sum - i);
}

/** Solves a table diagonal by diagonal, the highest total first, reporting progress after each; `check` runs after each (to stop). */
export function solveByDiagonals(solver: { readonly diagonals: number; solveDiagonal(index: number): void }, onProgress?: (done: number) => void, check?: () => void): void {
  const { diagonals } = solver;
  for (let d = 0; d < diagonals; d++) {
    solver.solveDiagonal(d);
    check?.();
    onProgress?.((d + 1) / diagonals);
  }
}
