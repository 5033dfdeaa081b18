import { FarkleError, describe, isArray } from '../../errors.js';
import { resolveRules } from '../../rules/define.js';
import { sharingSolver } from './solution.js';
import type { WinChanceSolution } from './types.js';

const EXPECTED = 'a solution from optimalWinChance, restoreWinChance, solveWinChance or decodeWinTable';

function refuse(path: string, message: string): never {
  throw new FarkleError('invalid-options', message, path);
}

/** One field of a solution, read once; a getter or a proxy that throws is refused at its path. */
function field(value: object, key: string, path: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch (error) {
    return refuse(`${path}.${key}`, `expected ${EXPECTED}, but reading this field threw ${error instanceof Error ? error.name : describe(error)}`);
  }
}

function method(value: object, key: string, path: string): (...args: unknown[]) => unknown {
  const read = field(value, key, path);
  if (typeof read !== 'function') return refuse(`${path}.${key}`, `expected a function, got ${describe(read)}`);
  return (...args: unknown[]) => (read as (...args: unknown[]) => unknown).apply(value, args);
}

/**
 * A solved two-player table given by a caller (`winBot`'s argument,
 * `adviseGame`'s `solution` option), checked when it is given, not when it
 * is first used: an object whose `rules` are a valid rule set, whose
 * `target` is a positive whole number and whose `winChance` and `choices`
 * are functions. Each field is read once, into the copy returned (behind
 * which stands the original's solver, where the library made the original).
 *
 * @throws {FarkleError} `invalid-options` at `path` (or the bad field under it).
 */
export function givenSolution(value: unknown, path: string): WinChanceSolution {
  // A revoked proxy is an object that cannot be read: its first field is refused.
  if (typeof value !== 'object' || value === null || isArray(value)) return refuse(path, `expected ${EXPECTED}, got ${describe(value)}`);
  const given = value;
  let rules: WinChanceSolution['rules'];
  try {
    rules = resolveRules(field(given, 'rules', path) as WinChanceSolution['rules']);
  } catch (error) {
    if (!(error instanceof FarkleError) || error.code === 'invalid-options') throw error;
    const inner = error.path === undefined || error.path === 'rules' ? '' : `.${error.path}`;
    return refuse(`${path}.rules${inner}`, `expected the rules the table was solved for (${error.code}: ${error.message})`);
  }
  const target = field(given, 'target', path);
  if (typeof target !== 'number' || !Number.isSafeInteger(target) || target < 1) return refuse(`${path}.target`, `expected a positive whole number, got ${describe(target)}`);
  const opponent = field(given, 'opponentWinChance', path);
  const copy: WinChanceSolution = {
    rules,
    target,
    step: field(given, 'step', path) as number,
    tolerance: field(given, 'tolerance', path) as number,
    firstPlayerWinChance: field(given, 'firstPlayerWinChance', path) as number,
    table: field(given, 'table', path) as Float64Array,
    winChance: method(given, 'winChance', path) as WinChanceSolution['winChance'],
    choices: method(given, 'choices', path) as WinChanceSolution['choices'],
    ...(opponent === undefined ? {} : { opponentWinChance: method(given, 'opponentWinChance', path) as NonNullable<WinChanceSolution['opponentWinChance']> }),
  };
  return sharingSolver(copy, given);
}
