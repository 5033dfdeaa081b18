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
