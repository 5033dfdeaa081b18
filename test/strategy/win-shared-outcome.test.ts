/**
 * Which error a shared solve ends with (`sharedSolveError`, the rule
 * `solveWinChance` and the playground's page share): a part stopped because
 * another failed says only `aborted`, so the cause is told in its place,
 * whatever order the parts' errors come in; an `aborted` is the solve's own
 * error only once every part has ended without another.
 */
import { describe, expect, it } from 'vitest';
import { FarkleError } from '../../src/index.js';
import { sharedSolveError } from '../../src/strategy/race/shared/outcome.js';

const stopped = new FarkleError('aborted', 'the shared solve was stopped');
const otherStop = new FarkleError('aborted', 'stopped by its AbortSignal');
const unsupported = new FarkleError('unsupported-rules', 'not modelled');
const memory = new RangeError('Array buffer allocation failed');
// As a page rebuilds a worker's error from its message: read by its code, not its class.
const posted = { type: 'failed', code: 'aborted', message: 'the shared solve was stopped' };

describe('sharedSolveError', () => {
  it.each([
    ['no error yet, parts running', [], false, undefined],
    ['every part solved', [], true, undefined],
    ['a real error, at once', [memory], false, memory],
    ['a real error after a stop: the cause', [stopped, memory], false, memory],
    ['a FarkleError after stops: the cause', [stopped, otherStop, unsupported], false, unsupported],
    ['two real errors: the first', [unsupported, memory], false, unsupported],
    ['only stops, parts still running: wait for the cause', [stopped, otherStop], false, undefined],
    ['only stops, every part ended: the first stop', [otherStop, stopped], true, otherStop],
    ['a plain object with code aborted is a stop too', [posted], false, undefined],
    ['a thrown string is a real error', [posted, 'out of memory'], false, 'out of memory'],
    ['null is a real error', [posted, null], false, null],
  ] as const)('%s', (_name, errors, ended, expected) => {
    expect(sharedSolveError<unknown>(errors, ended)).toBe(expected);
  });

  it('the cause wins in every order the errors can come in', () => {
    const errors = [stopped, otherStop, memory];
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) {
      const heard = order.map((index) => errors[index]);
      expect(sharedSolveError(heard, true)).toBe(memory);
      // Told as soon as it came, not only once every part has ended.
      expect(sharedSolveError(heard.slice(0, heard.indexOf(memory) + 1), false)).toBe(memory);
    }
  });
});
