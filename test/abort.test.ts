/**
 * AbortSignal (issue 9, item 3): long solves and simulations take `signal`
 * and stop with the FarkleError `aborted` once it fires: before the call, or
 * during it where something can fire it (a deadline getter during a
 * synchronous solve; `onProgress` or a bot during `simulate`; anything at all
 * during `simulateParallel`, whose workers are then stopped).
 */
import { describe, expect, it } from 'vitest';
import { FarkleError, defineRules, optimalLongRun, optimalTurn, simulate, type Bot } from '../src/index.js';
import { runJob, type WorkerJob } from '../src/simulate/job.js';
import { runParallel, type ParallelSimulationOptions, type Spawn } from '../src/simulate/parallel.js';
import { threadSpawner } from '../src/simulate/threads.js';
import { greedyBot } from '../src/bots/greedy.js';
import { expectFarkleError } from './support/helpers.js';
import { readsDeadline as deadline } from './support/deadline.js';

describe('the signal option itself', () => {
  it.each([
    ['optimalTurn', (signal: unknown) => optimalTurn('classic', { signal } as never)],
    ['optimalLongRun', (signal: unknown) => optimalLongRun('zilch', { signal } as never)],
    ['simulate', (signal: unknown) => simulate({ bots: ['greedy', 'greedy'], games: 1, seed: 1, signal } as never)],
  ])('%s refuses a signal that is not one with invalid-options at signal', (_name, call) => {
    for (const bad of [true, 'abort', {}, { aborted: 'yes' }, null]) expectFarkleError(() => call(bad), 'invalid-options', 'signal');
  });

  it('says why when the reason is a message or an Error other than the default AbortError', () => {
    const controller = new AbortController();
    controller.abort('the player left');
    expect(expectFarkleError(() => optimalTurn('classic', { signal: controller.signal }), 'aborted').message).toContain('the player left');
    expect(expectFarkleError(() => optimalTurn('classic', { signal: AbortSignal.abort(new Error('shutting down')) }), 'aborted').message).toContain('shutting down');
  });
});

describe('optimalTurn', () => {
  it('a signal that fired before the call stops it, even with the policy cached', () => {
    optimalTurn('classic');
    expectFarkleError(() => optimalTurn('classic', { signal: AbortSignal.abort() }), 'aborted');
  });

  it('a deadline that passes during the solve stops it between levels of the grid', () => {
    const rules = defineRules({ bank: { entry: 0 } });
    const signal = deadline(40);
    expectFarkleError(() => optimalTurn(rules, { signal }), 'aborted');
    // Read up front, then once per level: it stopped at the 40th read, not after the whole grid of 1,200 levels.
    expect(signal.reads).toBe(40);
  });

  it('a stopped solve leaves nothing half-solved behind: the next call solves it whole', () => {
    const rules = defineRules({ bank: { entry: 0 } });
    expectFarkleError(() => optimalTurn(rules, { signal: deadline(10) }), 'aborted');
    const again = optimalTurn(rules);
    // The same solve on an equal rule set that was never stopped (a separate cache entry).
    expect(again.expectedScore).toBe(optimalTurn(defineRules({ bank: { entry: 0 } })).expectedScore);
    expect(again.shouldRoll(300, 2)).toBe(false);
  });

  it('a signal that never fires changes nothing', () => {
    const rules = defineRules({ bank: { entry: 0 } });
    const policy = optimalTurn(rules, { signal: new AbortController().signal, cap: 30_000 });
    expect(policy.expectedScore).toBe(optimalTurn(defineRules({ bank: { entry: 0 } }), { cap: 30_000 }).expectedScore);
  });
});

describe('optimalLongRun', () => {
  it('a signal fired before the call stops it', () => {
    expectFarkleError(() => optimalLongRun('zilch', { signal: AbortSignal.abort() }), 'aborted');
  });

  it('a deadline during the solve stops it inside a streak turn', () => {
    const signal = deadline(100);
    expectFarkleError(() => optimalLongRun('zilch', { signal }), 'aborted');
    expect(signal.reads).toBe(100);
  });
});

describe('simulate', () => {
  const base = { bots: ['greedy', 'threshold:300'], games: 50, seed: 'abort' };

  it('a signal fired before the call plays no game', () => {
    let games = 0;
    expectFarkleError(() => simulate({ ...base, signal: AbortSignal.abort(), onProgress: () => games++ }), 'aborted');
    expect(games).toBe(0);
  });

  it('onProgress may abort it: the run stops after that game', () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const onProgress = (done: number): void => {
      seen.push(done);
      if (done === 3) controller.abort();
    };
    expectFarkleError(() => simulate({ ...base, signal: controller.signal, onProgress }), 'aborted');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('a bot given as a function may abort it', () => {
    const controller = new AbortController();
    let moves = 0;
    const quitter: Bot = (state) => {
      if (++moves === 5) controller.abort();
      return greedyBot(state);
    };
    expectFarkleError(() => simulate({ ...base, bots: [quitter, 'greedy'], signal: controller.signal }), 'aborted');
  });
});

/** Workers that run in this thread, one game batch per event-loop turn, recording which were stopped. */
function inProcess(started: WorkerJob[], stopped: number[]): Spawn {
  return (job, listener) => {
    const id = started.push(job) - 1;
    let running = true;
    const step = (done: number): void => {
      if (!running) return;
      if (done === job.games) {
        runJob(job, (message) => {
          if (message.type === 'result') listener.message(structuredClone(message));
        });
        listener.exit(0);
        return;
      }
      listener.message({ type: 'progress', done: done + 1 });
      setImmediate(() => {
        step(done + 1);
      });
    };
    setImmediate(() => {
      step(0);
    });
    return {
      terminate: () => {
        running = false;
        stopped.push(id);
      },
    };
  };
}

describe('simulateParallel (runParallel)', () => {
  const options: ParallelSimulationOptions = { bots: ['greedy', 'greedy'], games: 400, seed: 2, workers: 3 };

  it('a signal fired before the call rejects with aborted and starts no worker', async () => {
    const started: WorkerJob[] = [];
    const error = await runParallel({ ...options, signal: AbortSignal.abort() }, inProcess(started, []), 2).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FarkleError);
    expect(error).toMatchObject({ code: 'aborted' });
    expect(started).toEqual([]);
  });

  it('aborting while the workers run rejects with aborted and stops every worker', async () => {
    const controller = new AbortController();
    const started: WorkerJob[] = [];
    const stopped: number[] = [];
    const onProgress = (done: number): void => {
      if (done >= 10) controller.abort();
    };
    const running = runParallel({ ...options, signal: controller.signal, onProgress }, inProcess(started, stopped), 2);
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
    expect(started).toHaveLength(3);
    expect([...stopped].sort()).toEqual([0, 1, 2]);
  });

  it('a signal fired from outside (a timer) stops real worker threads', async () => {
    const spawn = threadSpawner(new URL('./simulate/source-worker.mjs', import.meta.url));
    const controller = new AbortController();
    const big = { bots: ['optimal', 'optimal'], games: 1_000_000, seed: 3, workers: 2 };
    const running = runParallel({ ...big, signal: controller.signal }, spawn, 2);
    setTimeout(() => {
      controller.abort('enough');
    }, 100);
    // A million games of the optimal bot take minutes: only the abort settles this in time.
    await expect(running).rejects.toMatchObject({ code: 'aborted', message: 'stopped by its AbortSignal: enough' });
  });

  it('a signal that never fires changes nothing, and its listener is removed once settled', async () => {
    const listening: unknown[] = [];
    const signal = {
      aborted: false,
      addEventListener: (_type: string, listener: unknown) => listening.push(listener),
      removeEventListener: (_type: string, listener: unknown) => listening.splice(listening.indexOf(listener), 1),
    } as unknown as AbortSignal;
    const small = { ...options, games: 20 };
    const running = runParallel({ ...small, signal }, inProcess([], []), 2);
    expect(listening).toHaveLength(1);
    expect(await running).toEqual(simulate({ bots: small.bots, games: 20, seed: 2 }));
    expect(listening).toEqual([]);
  });
});
