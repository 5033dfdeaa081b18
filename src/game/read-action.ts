import { readList, readRecord } from '../read.js';

const ACTION_KEYS = ['type', 'player', 'dice', 'count', 'hold'];
const DIE_KEYS = ['face', 'spicy', 'wild'];

/**
 * A copy of an object as `readRecord` makes it, plus the keys the engine
 * reads that `for...in` does not list (a getter on a class, a non-enumerable
 * property): every key the check and the game read, each read once.
 */
function readKnown(value: unknown, known: readonly string[], lists?: readonly string[]): unknown {
  const copy = readRecord(value, lists);
  if (copy === value) return copy;
  const record = copy as Record<string, unknown>;
  for (const key of known) {
    if (Object.prototype.hasOwnProperty.call(record, key)) continue;
    const field: unknown = (value as Record<string, unknown>)[key];
    if (field !== undefined) record[key] = lists?.includes(key) === true ? (readList(field) ?? field) : field;
  }
  return copy;
}

/**
 * The action a caller passed, read once into a plain copy before it is
 * checked: every key read once, the `dice` and `hold` arrays copied by index
 * (never through their iterator), and each die object in `dice` copied too.
 * Checking and applying the copy means a getter or a Proxy cannot show the
 * check one keep and the game another (the same die kept twice, a roll with a
 * repeated die). Anything that is not an object is returned as is, for the
 * check to refuse.
 */
export function readAction(action: unknown): unknown {
  const copy = readKnown(action, ACTION_KEYS, ['dice', 'hold']);
  if (copy === action) return copy;
  const dice = (copy as { dice?: unknown }).dice;
  if (Array.isArray(dice)) {
    for (let i = 0; i < dice.length; i++) dice[i] = readKnown(dice[i], DIE_KEYS);
  }
  return copy;
}
