/**
 * Which error a solve shared by threads ends with. A part that fails raises
 * the stop flag, and every other part then stops with `aborted`, which says
 * only that it was stopped; their errors may reach the thread that started
 * the solve before the cause does. So the first error that is not `aborted`
 * is the solve's; an `aborted` is, only once every part has ended without
 * another (then the solve was stopped from outside, by `stopSharedWinChance`).
 *
 * No import, and errors read by shape: `solveWinChance` and the playground's
 * page (which bundles this file, its errors rebuilt from workers' messages)
 * tell the same error.
 */

/** Whether an error is a part's `aborted`: it was stopped, by another part or from outside. */
function stopped(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { readonly code?: unknown }).code === 'aborted';
}

/**
 * The error a shared solve ends with, from its parts' errors in the order
 * they came (`ended`: every part has ended): the first that is not
 * `aborted`, at once; else, once every part has ended, the first; else
 * `undefined`, since the cause may still come (and without errors, none).
 */
export function sharedSolveError<E>(errors: readonly E[], ended: boolean): E | undefined {
  const cause = errors.findIndex((error) => !stopped(error));
  if (cause >= 0) return errors[cause];
  return ended ? errors[0] : undefined;
}
