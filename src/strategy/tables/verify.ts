import { winPlan, solverOf } from '../race/win-chance.js';
import type { WinChanceSolution } from '../race/types.js';

/** What {@link solvedAgain} found: the states it solved again and the largest difference from the table. */
export interface SolvedAgain {
  readonly states: number;
  readonly largest: number;
}

/**
 * Solves `samples` states of a table again from the table's own values (a
 * copy of it): each state's turn reads the chances its ends lead to, as the
 * solver's last pass read them, and finds the state's chance again. A table
 * that is the solve's (to its tolerance) gives it back to within that; a
 * compact one, whose every value is within its error e of the solve's, to
 * within 2e; a table damaged or of another game, far from it. States are
 * drawn from the reachable ones by a fixed generator (`seed`), so a check
 * repeats. For the tables' check in CI (`npm run tables:check`).
 * @internal
 */
export function solvedAgain(solution: WinChanceSolution, samples: number, seed = 1): SolvedAgain {
  const plan = winPlan(solution.rules, { target: solution.target, tolerance: solution.tolerance });
  const table = Float64Array.from(solution.table);
  const { turns } = solverOf(plan, table).core;
  const { space, width } = turns;
  // As a pass after the first: a farkle that costs points reads the state it leads to, not the first pass's guess.
  if (turns.penalties !== null) turns.penalties.pass = 1;
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  let largest = 0;
  let found = 0;
  for (let tries = 0; found < samples && tries < samples * 1000; tries++) {
    const s = next() % space.states;
    if (!turns.reachable(space.mover(s), space.opponent(s), space.tagOf(s))) continue;
    turns.prepare(s);
    turns.settle(s, Number.NaN);
    for (let c = 0; c < width; c++) largest = Math.max(largest, Math.abs((table[s * width + c] ?? 0) - (solution.table[s * width + c] ?? 0)));
    // Put back: a later state reads the table as the file has it. A lives table's solve of a state also
    // writes the offers of its pair of scores (both orders' at once, in the solve): the whole table goes back.
    if (width === 1) table[s] = solution.table[s] ?? 0;
    else table.set(solution.table);
    found++;
  }
  return { states: found, largest };
}
