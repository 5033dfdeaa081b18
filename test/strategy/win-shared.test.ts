/**
 * A win-chance solve shared by threads through the main entry's neutral
 * functions: planned here, its parts solved on Node worker threads (the
 * TypeScript part run through tsx), the table equal to optimalWinChance's;
 * a stop from the planning thread and a failing part stop every part; and
 * bad input to the planner and to a part.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defineRules,
  optimalWinChance,
  planSharedWinChance,
  restoreWinChance,
  solveSharedWinChance,
  stopSharedWinChance,
  type SharedWinChancePlan,
  type WinChanceOptions,
} from '../../src/index.js';
import { sharedSolveError } from '../../src/strategy/race/shared/outcome.js';
import { expectFarkleError } from '../support/helpers.js';
import type { SharedPartData, SharedPartMessage } from './shared-part.js';

const script = new URL('./shared-worker.mjs', import.meta.url);

/** Runs every part of a plan on its own worker thread; each part's messages, once it has ended. `onMessage` may act on them. */
function runParts(plan: SharedWinChancePlan, extra: Partial<SharedPartData> = {}, onMessage?: (message: SharedPartMessage) => void): Promise<SharedPartMessage[][]> {
  const parts = Array.from({ length: plan.parts }, (_, part) => {
    const worker = new Worker(script, { workerData: { plan, part, progress: part === 0, ...(part === 0 ? extra : {}) } satisfies SharedPartData });
    const heard: SharedPartMessage[] = [];
    return new Promise<SharedPartMessage[]>((resolve, reject) => {
      worker.on('message', (message: SharedPartMessage) => {
        heard.push(message);
        onMessage?.(message);
        if (message.type !== 'progress') void worker.terminate().then(() => { resolve(heard); });
      });
      worker.on('error', reject);
    });
  });
  return Promise.all(parts);
}

/** The largest difference between two tables of the same length. */
function largestDifference(a: Float64Array, b: Float64Array): number {
  expect(a.length).toBe(b.length);
  let largest = 0;
  for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return largest;
}

describe('a shared solve on two worker threads', () => {
  it.each([
    ['zilch', { target: 300 }],
    ['classic', { target: 1500 }],
    ['zilch', { target: 800 }],
  ] as const)('%s %o: the table equals optimalWinChance bit for bit (penalty sweeps too), and part 0 hears progress up to 1', async (rules, options: WinChanceOptions) => {
    const plan = planSharedWinChance(rules, { ...options, parts: 2 });
    const [first, second] = await runParts(plan);
    expect(second).toEqual([{ type: 'done' }]);
    const done = (first ?? []).filter((message) => message.type === 'progress').map((message) => message.done);
    expect(done.at(-1)).toBe(1);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(first?.at(-1)).toEqual({ type: 'done' });
    const alone = optimalWinChance(rules, options);
    const shared = restoreWinChance(plan.rules, plan.options, new Float64Array(plan.table));
    expect(largestDifference(shared.table, alone.table)).toBe(0);
    expect(Buffer.from(shared.table.buffer).equals(Buffer.from(alone.table.buffer))).toBe(true);
    expect(shared.firstPlayerWinChance).toBe(alone.firstPlayerWinChance);
  }, 120_000);

  it('stopSharedWinChance from the planning thread stops both parts with aborted', async () => {
    const plan = planSharedWinChance('zilch', { target: 800, parts: 2 });
    let stopped = false;
    const ends = await runParts(plan, {}, (message) => {
      if (message.type === 'progress' && !stopped) {
        stopped = true;
        stopSharedWinChance(plan);
      }
    });
    for (const heard of ends) expect(heard.at(-1)).toEqual(expect.objectContaining({ type: 'failed', code: 'aborted' }));
    // Stopped from outside, every part says aborted: that is the solve's error, once both have ended.
    const [first, second] = ends.map((heard) => heard.at(-1));
    expect(sharedSolveError([first], false)).toBeUndefined();
    expect(sharedSolveError([first, second], true)).toBe(first);
  }, 120_000);

  it('a part that fails stops the other, which would otherwise wait for it at the next diagonal for ever', async () => {
    const plan = planSharedWinChance('zilch', { target: 800, parts: 2 });
    const [first, second] = await runParts(plan, { failAt: 0.05 });
    expect(first?.at(-1)).toEqual({ type: 'failed', code: null, message: 'progress failed' });
    expect(second?.at(-1)).toEqual(expect.objectContaining({ type: 'failed', code: 'aborted' }));
    // Whichever end the starting thread hears first, the solve's error is the cause, not the stop it caused.
    const [failed, stopped] = [first?.at(-1), second?.at(-1)];
    expect(sharedSolveError([stopped], false)).toBeUndefined();
    expect(sharedSolveError([stopped, failed], false)).toBe(failed);
    expect(sharedSolveError([failed], false)).toBe(failed);
  }, 120_000);
});

describe('a shared solve of one part, on this thread', () => {
  it('needs no waiting, and equals optimalWinChance (high stakes: offers in the table)', () => {
    const highStakes = defineRules({ highStakes: true });
    const plan = planSharedWinChance(highStakes, { target: 600, parts: 1 });
    const heard: number[] = [];
    solveSharedWinChance(plan, 0, { onProgress: (done) => heard.push(done) });
    expect(heard.at(-1)).toBe(1);
    const alone = optimalWinChance(highStakes, { target: 600 });
    expect(largestDifference(new Float64Array(plan.table), alone.table)).toBeLessThanOrEqual(1e-12);
  });

  it('a plan is solved once: a part run again is refused, and the solve stopped', () => {
    const plan = planSharedWinChance('classic', { target: 500, parts: 1 });
    solveSharedWinChance(plan, 0);
    const solved = new Float64Array(plan.table).slice();
    expect(expectFarkleError(() => { solveSharedWinChance(plan, 0); }, 'invalid-options', 'part').message).toMatch(/run already/);
    expect(new Float64Array(plan.table)).toEqual(solved);
    const two = planSharedWinChance('classic', { target: 500, parts: 2 });
    stopSharedWinChance(two);
    expectFarkleError(() => { solveSharedWinChance(two, 1); }, 'aborted');
    // Part 1 has run (and stopped): given again, to another thread, it is refused.
    expectFarkleError(() => { solveSharedWinChance(two, 1); }, 'invalid-options', 'part');
  });

  it('a signal that fired stops it with aborted, and raises the stop for every part', () => {
    const plan = planSharedWinChance('classic', { target: 500, parts: 2 });
    const controller = new AbortController();
    controller.abort('enough');
    expect(expectFarkleError(() => { solveSharedWinChance(plan, 0, { signal: controller.signal }); }, 'aborted').message).toMatch(/enough/);
    expectFarkleError(() => { solveSharedWinChance(plan, 1); }, 'aborted');
  });

  it('a part whose signal fires while another part never starts stops with aborted, instead of waiting for it for ever', () => {
    const plan = planSharedWinChance('classic', { target: 500, parts: 2 });
    // A deadline read by the waiting part itself: this thread runs no events while it waits.
    const deadline = Date.now() + 300;
    const signal = {
      get aborted() {
        return Date.now() > deadline;
      },
      reason: 'deadline',
    };
    expectFarkleError(() => { solveSharedWinChance(plan, 0, { signal }); }, 'aborted');
    // Stopped near its deadline, not after a long wait; and the stop is raised for the part that never came.
    expect(Date.now() - deadline).toBeLessThan(5000);
    expectFarkleError(() => { solveSharedWinChance(plan, 1); }, 'aborted');
  });

  it('stopSharedWinChance before a part starts stops it', () => {
    const plan = planSharedWinChance('zilch', { target: 300, parts: 1 });
    stopSharedWinChance(plan);
    expect(expectFarkleError(() => { solveSharedWinChance(plan, 0); }, 'aborted').message).toMatch(/stopSharedWinChance/);
  });
});

describe('bad input to a shared solve', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the planner checks parts, and the rules and options as optimalWinChance does', () => {
    for (const parts of [0, 65, 1.5, '2', undefined, Number.NaN]) expectFarkleError(() => planSharedWinChance('classic', { parts } as never), 'invalid-options', 'parts');
    expectFarkleError(() => planSharedWinChance('classic', { parts: 2, workers: 2 } as never), 'invalid-options');
    expectFarkleError(() => planSharedWinChance('classic', { parts: 2, target: 0 }), 'invalid-options', 'target');
    expectFarkleError(() => planSharedWinChance('classic', { parts: 2, tolerance: 0.5 }), 'invalid-options', 'tolerance');
    expectFarkleError(() => planSharedWinChance('classic', { parts: 2, onProgress: () => undefined } as never), 'invalid-options');
    expectFarkleError(() => planSharedWinChance(defineRules({ turn: { carryOn: true } }), { parts: 2 }), 'unsupported-rules');
    expectFarkleError(() => planSharedWinChance('nonsense' as never, { parts: 2 }), 'unknown-preset');
    expectFarkleError(() => planSharedWinChance('classic', null as never), 'invalid-options');
  });

  it('without SharedArrayBuffer (a page not cross-origin isolated) the planner says how to get it', () => {
    vi.stubGlobal('SharedArrayBuffer', undefined);
    const error = expectFarkleError(() => planSharedWinChance('classic', { target: 500, parts: 2 }), 'invalid-options');
    expect(error.message).toMatch(/Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp/);
  });

  it('a part checks its number', () => {
    const plan = planSharedWinChance('classic', { target: 500, parts: 2 });
    for (const part of [-1, 2, 0.5, '0', undefined]) expectFarkleError(() => { solveSharedWinChance(plan, part as never); }, 'invalid-options', 'part');
    expectFarkleError(() => { solveSharedWinChance(plan, 0, { workers: 2 } as never); }, 'invalid-options');
    expectFarkleError(() => { solveSharedWinChance(plan, 0, { onProgress: 'often' } as never); }, 'invalid-options', 'onProgress');
    expectFarkleError(() => { solveSharedWinChance(plan, 0, { signal: 'stop' } as never); }, 'invalid-options', 'signal');
  });

  it('a part refuses a plan the planner did not make, or whose buffers are not the sizes its rules and options need', () => {
    const plan = planSharedWinChance('classic', { target: 500, parts: 2 });
    const tampered = (changes: Record<string, unknown>) => ({ ...plan, ...changes }) as never;
    for (const notPlan of [null, undefined, {}, 'plan', { ...plan, format: 'other' }]) {
      expectFarkleError(() => { solveSharedWinChance(notPlan as never, 0); }, 'invalid-options', 'plan');
      expectFarkleError(() => { stopSharedWinChance(notPlan as never); }, 'invalid-options', 'plan');
    }
    // Sent as JSON, the buffers are plain objects.
    expectFarkleError(() => { solveSharedWinChance(JSON.parse(JSON.stringify(plan)) as never, 0); }, 'invalid-options', 'plan.meeting');
    expectFarkleError(() => { solveSharedWinChance(tampered({ table: new SharedArrayBuffer(8) }), 0); }, 'invalid-options', 'plan.table');
    expectFarkleError(() => { solveSharedWinChance(tampered({ table: new ArrayBuffer(plan.table.byteLength) }), 0); }, 'invalid-options', 'plan.table');
    // The same table for a larger target: its size no longer fits the options.
    expectFarkleError(() => { solveSharedWinChance(tampered({ options: { ...plan.options, target: 1000 } }), 0); }, 'invalid-options', 'plan.table');
    expectFarkleError(() => { solveSharedWinChance(tampered({ meeting: new SharedArrayBuffer(8) }), 0); }, 'invalid-options', 'plan.meeting');
    expectFarkleError(() => { solveSharedWinChance(tampered({ parts: 3, meeting: new SharedArrayBuffer(20) }), 0); }, 'invalid-options', 'plan.numbers');
    expectFarkleError(() => { solveSharedWinChance(tampered({ parts: 0 }), 0); }, 'invalid-options', 'parts');
    expectFarkleError(() => { solveSharedWinChance(tampered({ options: null }), 0); }, 'invalid-options', 'plan.options');
    expectFarkleError(() => { solveSharedWinChance(tampered({ options: { ...plan.options, tolerance: 1 } }), 0); }, 'invalid-options', 'tolerance');
    expectFarkleError(() => { solveSharedWinChance(tampered({ rules: { ...plan.rules, dice: 9 } }), 0); }, 'invalid-rules');
    // None of these touched the table.
    expect(new Float64Array(plan.table).every((value) => value === 0)).toBe(true);
  });

  it('a plan that cannot be read, or whose buffers only claim to be shared, is invalid-options, never a raw error', () => {
    const plan = planSharedWinChance('classic', { target: 500, parts: 2 });
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const revokedOptions = Proxy.revocable({}, {});
    revokedOptions.revoke();
    const throwing = { ...plan, get rules(): never { throw new Error('no rules here'); } };
    for (const unreadable of [revoked.proxy, { ...plan, options: revokedOptions.proxy }, throwing]) {
      expectFarkleError(() => { solveSharedWinChance(unreadable as never, 0); }, 'invalid-options', 'plan');
      expectFarkleError(() => { stopSharedWinChance(unreadable as never); }, 'invalid-options', 'plan');
    }
    const revokedBuffer = Proxy.revocable({}, {});
    revokedBuffer.revoke();
    // An object tagged as a SharedArrayBuffer with the right byteLength, and a plain ArrayBuffer so tagged, are not shared memory.
    const posing = { [Symbol.toStringTag]: 'SharedArrayBuffer', byteLength: plan.meeting.byteLength };
    const tagged = Object.defineProperty(new ArrayBuffer(plan.meeting.byteLength), Symbol.toStringTag, { value: 'SharedArrayBuffer' });
    for (const meeting of [revokedBuffer.proxy, posing, tagged]) {
      expectFarkleError(() => { solveSharedWinChance({ ...plan, meeting } as never, 0); }, 'invalid-options', 'plan.meeting');
      expectFarkleError(() => { stopSharedWinChance({ ...plan, meeting } as never); }, 'invalid-options', 'plan.meeting');
    }
  });

  it('a plan is frozen: edited after the solve, restoreWinChance would misread its table', () => {
    const plan = planSharedWinChance('classic', { target: 500, parts: 1 });
    expect(Object.isFrozen(plan)).toBe(true);
    expect(Object.isFrozen(plan.options)).toBe(true);
    expect(() => { (plan as { parts: number }).parts = 2; }).toThrow(TypeError);
  });

  it('a part given bad rules, options or table in a plan with a good meeting place stops the other parts', () => {
    const plan = planSharedWinChance('classic', { target: 500, parts: 2 });
    expectFarkleError(() => { solveSharedWinChance({ ...plan, rules: { ...plan.rules, dice: 9 } }, 0); }, 'invalid-rules');
    // Part 1 of the same plan would wait for part 0 for ever: it stops at once.
    expectFarkleError(() => { solveSharedWinChance(plan, 1); }, 'aborted');
  });
});
