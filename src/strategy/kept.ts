import { contentOf } from '../game/trust/pinned.js';
import { bytesMap } from '../recent.js';
import type { Rules } from '../rules/types.js';
import { heldBytes } from './held-bytes.js';
import { optimalWinChance, type WinChanceSolution } from './race/win-chance.js';
import { solverBehind } from './race/solution.js';
import { turnModelByDie } from './turn/spicy-model.js';
import type { AbortSignalLike } from '../abort.js';
import { turnModel } from './turn/model.js';
import { tableFor } from '../scoring/table.js';
import { SeatsSolver } from './seats/solver.js';

/**
 * The bytes of solutions kept by default: 256 MiB, some 400 solved
 * 10,000-point classic games (0.58 MB each, its table and its solver's
 * arrays, as {@link heldBytes} weighs them), or the largest a bot solves on
 * first use (classic to 99,999 points, a table of 32 MB) a few times over.
 */
export const DEFAULT_SOLUTION_BYTES = 256 * 2 ** 20;

interface Kept {
  readonly value: unknown;
  readonly bytes: number;
}

/**
 * What bots and advice solved on first use, by the content of the rules (a
 * state restored from JSON carries an equal rule set, often a new object)
 * and what was solved: the least recently used go first past the bytes
 * `configureCache({ solutionBytes })` allows. Each weighs what it holds
 * ({@link heldBytes}): its tables, its solver's arrays, and the rule set's
 * turn model and scoring table, which it keeps alive through its rules.
 */
const kept = bytesMap<string, Kept>(DEFAULT_SOLUTION_BYTES, (entry) => entry.bytes);

/**
 * The value kept for `what` under rules of this content, made by `make` and
 * weighed by what it and `holds(value)` hold ({@link heldBytes}) when there
 * is none. `what` names the value and everything it depends on besides the
 * rules. The rules must be the library's (resolved), so that their content
 * reads the same for equal rule sets.
 */
export function keptFor<T>(what: string, rules: Rules, make: () => T, holds: (value: T) => readonly unknown[] = () => []): T {
  const entry = kept.use(`${what}\n${contentOf(rules)}`, () => {
    const value = make();
    // What is compiled for the rules lives while they do, and a kept value holds them: it weighs as its own.
    return { value, bytes: heldBytes(value, ...holds(value), rules, turnModel(rules), tableFor(rules)) };
  });
  return entry.value as T;
}

/**
 * The two-player game to the target solved as a bot or advice solves it
 * (`ignoreUnsupported`, the default tolerance), kept by content: callers
 * check first that what the solver would ignore does not matter to them.
 */
export function keptWinChance(rules: Rules, target: number, signal?: AbortSignalLike): WinChanceSolution {
  return keptFor(
    `optimalWinChance ${target}`,
    rules,
    () => optimalWinChance(rules, { target, ignoreUnsupported: true, signal }),
    (solution) => [solverBehind(solution), turnModelByDie(rules)],
  );
}

/** The game of three to six players solved (the rules checked by the caller), kept by content. */
export function keptSeats(rules: Rules, players: number, target: number, tolerance: number, signal?: AbortSignalLike): SeatsSolver {
  return keptFor(`seats ${players} ${target} ${tolerance}`, rules, () => {
    // A signal stops the solve (nothing is kept then); it is not part of what the value depends on.
    const solver = new SeatsSolver(rules, players, target, tolerance, undefined, signal);
    solver.solve();
    return solver;
  });
}
