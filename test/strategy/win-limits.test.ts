/**
 * The win solver's limits and cancellation: every numeric option is checked
 * before any work, and a signal stops a solve with `aborted`. The threaded
 * solve (`solveWinChance`) runs from the build (`npm run build` first;
 * skipped, or failed under CI, where dist/ is missing or older than src/:
 * see test/support/build.ts): it stops its workers on a signal and leaves
 * the calling thread free even on one worker.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { optimalWinChance, type FarkleError } from '../../src/index.js';
import type * as MainEntry from '../../src/index.js';
import type * as NodeEntry from '../../src/node.js';
import { buildGate } from '../support/build.js';
import { expectFarkleError } from '../support/helpers.js';

describe('optimalWinChance: limits and signal', () => {
  it('a target past 2,000 steps of the grid is refused before any work, with the most it takes', () => {
    const error = expectFarkleError(() => optimalWinChance('classic', { target: 1e15 }), 'invalid-options', 'target');
    expect(error.message).toContain('99999');
    expectFarkleError(() => optimalWinChance('yarkle', { target: 1e7 }), 'invalid-options', 'target');
  });

  it('a signal that has fired stops it before it starts', () => {
    const controller = new AbortController();
    controller.abort('not now');
    const error = expectFarkleError(() => optimalWinChance('classic', { target: 500, signal: controller.signal }), 'aborted');
    expect(error.message).toContain('not now');
  });

  it('a signal whose aborted turns true by itself stops it part way, on either solver', () => {
    for (const rules of ['classic', 'yarkle'] as const) {
      let reads = 0;
      const deadline = {
        get aborted() {
          reads++;
          return reads > 3;
        },
      } as unknown as AbortSignal;
      let progress = 0;
      expectFarkleError(() => optimalWinChance(rules, { target: 1000, signal: deadline, onProgress: (done) => (progress = done) }), 'aborted');
      expect(progress).toBeLessThan(1);
    }
  });

  it('a signal that is not one is refused', () => {
    const error = expectFarkleError(() => optimalWinChance('classic', { target: 500, signal: 'stop' as unknown as AbortSignal }), 'invalid-options');
    expect(error.path).toBe('signal');
  });
});

const dist = new URL('../../dist/', import.meta.url);
const build = buildGate(['index.js', 'node.js', 'win-worker.js']);

describe.skipIf(build.skip)(`solveWinChance (built): threads, signal, a free calling thread${build.note}`, () => {
  beforeEach(() => {
    build.check();
  });

  const load = async (): Promise<{ main: typeof MainEntry; node: typeof NodeEntry }> => ({
    main: (await import(new URL('index.js', dist).href)) as typeof MainEntry,
    node: (await import(new URL('node.js', dist).href)) as typeof NodeEntry,
  });

  it('on one worker the calling thread keeps running timers while it solves', async () => {
    const { main, node } = await load();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const solved = await node.solveWinChance('classic', { target: 1000, workers: 1 });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
    expect([...solved.table]).toEqual([...main.optimalWinChance('classic', { target: 1000 }).table]);
  }, 120_000);

  it('with farkle penalties, two workers sweep to the same table as optimalWinChance', async () => {
    const { main, node } = await load();
    const rules = main.defineRules({ bank: { entry: 0 }, farklePenalty: { farkles: 2, points: 100 }, scoreFloor: -100, end: { finalRound: false } });
    const threaded = await node.solveWinChance(rules, { target: 200, workers: 2 });
    const single = main.optimalWinChance(rules, { target: 200 });
    for (let i = 0; i < single.table.length; i++) expect(Math.abs((threaded.table[i] ?? 0) - (single.table[i] ?? 0))).toBeLessThan(1e-11);
  }, 120_000);

  it('a signal rejects with aborted and stops the workers; one fired before starts none', async () => {
    const { main, node } = await load();
    const controller = new AbortController();
    const solving = node.solveWinChance('classic', { target: 5000, workers: 2, signal: controller.signal });
    setTimeout(() => {
      controller.abort();
    }, 50);
    const error: unknown = await solving.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(main.FarkleError);
    expect((error as FarkleError).code).toBe('aborted');
    const fired = AbortSignal.abort();
    await expect(node.solveWinChance('classic', { target: 500, signal: fired })).rejects.toMatchObject({ code: 'aborted' });
  });

  it('workers and numeric options out of range are refused before any thread starts', async () => {
    const { node } = await load();
    await expect(node.solveWinChance('classic', { target: 500, workers: 65 })).rejects.toMatchObject({ code: 'invalid-options', path: 'workers' });
    await expect(node.solveWinChance('classic', { target: 1e15 })).rejects.toMatchObject({ code: 'invalid-options', path: 'target' });
    await expect(node.solveWinChance('classic', { target: 500, tolerance: 0 })).rejects.toMatchObject({ code: 'invalid-options', path: 'tolerance' });
  });
});
