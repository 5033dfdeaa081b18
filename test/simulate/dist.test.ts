/**
 * farkle-rules/node as built (`npm run build` first; skipped, or failed under CI, where dist/ is
 * missing or older than src/: see test/support/build.ts):
 * simulateParallel finds its worker script from the ESM and the CommonJS
 * build, equals simulate, and throws the main entry's FarkleError;
 * solveWinChance passes every solver option to its threads.
 */
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it } from 'vitest';

import type * as MainEntry from '../../src/index.js';
import type * as NodeEntry from '../../src/node.js';
import { buildGate } from '../support/build.js';

type Main = typeof MainEntry;
type Node = typeof NodeEntry;

const dist = new URL('../../dist/', import.meta.url);
const build = buildGate(['index.js', 'index.cjs', 'node.js', 'node.cjs', 'simulate-worker.js', 'simulate-worker.cjs', 'win-worker.js', 'win-worker.cjs']);
const options = { rules: 'classic', bots: ['greedy', 'random', 'threshold:450'], games: 30, seed: 'dist' } as const;

describe.skipIf(build.skip)(`the built farkle-rules/node${build.note}`, () => {
  beforeEach(() => {
    build.check();
  });

  it('ESM: equals simulate, on two workers, and rejects a bot function with the main FarkleError', async () => {
    const main = (await import(new URL('index.js', dist).href)) as Main;
    const node = (await import(new URL('node.js', dist).href)) as Node;
    expect(await node.simulateParallel({ ...options, workers: 2 })).toEqual(main.simulate(options));
    const bots = [main.greedyBot, 'greedy'] as unknown as string[];
    await expect(node.simulateParallel({ ...options, bots })).rejects.toBeInstanceOf(main.FarkleError);
  });

  it('CommonJS: equals simulate, and rejects with the main FarkleError', async () => {
    const require = createRequire(import.meta.url);
    const main = require('../../dist/index.cjs') as Main;
    const node = require('../../dist/node.cjs') as Node;
    expect(await node.simulateParallel({ ...options, workers: 2 })).toEqual(main.simulate(options));
    await expect(node.simulateParallel({ ...options, workers: 0 })).rejects.toBeInstanceOf(main.FarkleError);
  });

  it('solveWinChance: ignoreUnsupported reaches the threads, and a throwing onProgress rejects and stops them', async () => {
    const main = (await import(new URL('index.js', dist).href)) as Main;
    const node = (await import(new URL('node.js', dist).href)) as Node;
    const solverOptions = { target: 2000, ignoreUnsupported: true };
    // Carry on, which the solver does not model (Farkel's lives it does now).
    const carryOn = main.defineRules({ turn: { carryOn: true } });
    const threaded = await node.solveWinChance(carryOn, { ...solverOptions, workers: 2 });
    expect([...threaded.table]).toEqual([...main.optimalWinChance(carryOn, solverOptions).table]);
    // Lives and buying: each thread solves its pairs of scores, every lives and offer of them.
    const lives = await node.solveWinChance('farkel', { target: 3000, workers: 2 });
    expect([...lives.table]).toEqual([...main.optimalWinChance('farkel', { target: 3000 }).table]);
    const failure = new Error('progress failed');
    const failing = node.solveWinChance('classic', {
      target: 400,
      workers: 2,
      onProgress: () => {
        throw failure;
      },
    });
    await expect(failing).rejects.toBe(failure);
  }, 120_000);
});
