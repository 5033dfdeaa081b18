/**
 * simulateParallel's machinery from source: splitting the games, merging the
 * workers' results into exactly simulate's result, progress, and errors;
 * with workers run in-process, then on real threads (the TypeScript worker
 * script loaded through tsx).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FarkleError, simulate } from '../../src/index.js';
import { runJob, type WorkerJob, type WorkerMessage } from '../../src/simulate/job.js';
import { runParallel, splitGames, type ParallelSimulationOptions, type Spawn } from '../../src/simulate/parallel.js';
import { threadSpawner } from '../../src/simulate/threads.js';

/** Workers that run in this thread, one event-loop turn later, their messages copied as a thread would. */
function inProcess(started: WorkerJob[] = [], stopped: number[] = []): Spawn {
  return (job, listener) => {
    const id = started.push(job) - 1;
    let running = true;
    setImmediate(() => {
      if (!running) return;
      runJob(job, (message) => {
        listener.message(structuredClone(message));
      });
      listener.exit(0);
    });
    return {
      terminate: () => {
        running = false;
        stopped.push(id);
      },
    };
  };
}

/** Workers that each send `messages`, then exit with `code`. */
function scripted(messages: readonly WorkerMessage[], code = 0, stopped: number[] = []): Spawn {
  let next = 0;
  return (_job, listener) => {
    const id = next++;
    setImmediate(() => {
      for (const message of messages) listener.message(message);
      listener.exit(code);
    });
    return { terminate: () => stopped.push(id) };
  };
}

const options: ParallelSimulationOptions = { rules: 'classic', bots: ['greedy', 'threshold:700', 'random'], games: 61, seed: 'parallel' };

describe('splitGames', () => {
  it('splits into runs of consecutive games, each game once, sizes within one of each other', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(10_000), fc.integer({ min: 1, max: 64 }), (first, games, parts) => {
        const runs = splitGames(first, games, parts);
        expect(runs).toHaveLength(parts);
        let next = first;
        for (const run of runs) {
          expect(run.firstGame).toBe(next);
          next += run.games;
        }
        expect(next).toBe(first + games);
        const sizes = runs.map((run) => run.games);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('runParallel, workers in-process', () => {
  it.each([1, 2, 3, 8])('with %i workers equals simulate', async (workers) => {
    const started: WorkerJob[] = [];
    const result = await runParallel({ ...options, workers }, inProcess(started), 2);
    expect(result).toEqual(simulate(options));
    expect(started).toHaveLength(workers);
  });

  it('keeps firstGame, firstPlayer and maxTurns', async () => {
    const more = { ...options, firstGame: 1000, firstPlayer: 2, maxTurns: 30, games: 13 };
    expect(await runParallel({ ...more, workers: 4 }, inProcess(), 2)).toEqual(simulate(more));
  });

  it('uses the default number of workers, never more than there are games', async () => {
    const started: WorkerJob[] = [];
    await runParallel(options, inProcess(started), 3);
    expect(started).toHaveLength(3);
    const few: WorkerJob[] = [];
    await runParallel({ ...options, games: 2, workers: 5 }, inProcess(few), 3);
    expect(few.map((job) => job.games)).toEqual([1, 1]);
  });

  it('starts no worker for no games', async () => {
    const started: WorkerJob[] = [];
    expect(await runParallel({ ...options, games: 0 }, inProcess(started), 2)).toEqual(simulate({ ...options, games: 0 }));
    expect(started).toHaveLength(0);
  });

  it('reports the games done by all workers together, up to all of them', async () => {
    const calls: [number, number][] = [];
    await runParallel({ ...options, workers: 3, onProgress: (done, total) => calls.push([done, total]) }, inProcess(), 2);
    expect(calls.every(([, total]) => total === 61)).toBe(true);
    const done = calls.map(([n]) => n);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBe(61);
  });
});

describe('runParallel errors', () => {
  it.each([
    ['bots[1]', { bots: ['greedy', () => ({ type: 'roll' })] }],
    ['workers', { workers: 0 }],
    ['workers', { workers: 1.5 }],
    ['games', { games: -2 }],
    ['seed', { seed: undefined }], // checked by simulate
    ['bots[0]', { bots: ['clever', 'greedy'] }], // checked by simulate
  ])('rejects a bad %s with invalid-options, starting no worker', async (path, bad) => {
    const started: WorkerJob[] = [];
    const running = runParallel({ ...options, ...bad } as unknown as ParallelSimulationOptions, inProcess(started), 2);
    await expect(running).rejects.toThrow(FarkleError);
    await expect(running).rejects.toMatchObject({ code: 'invalid-options', path });
    expect(started).toHaveLength(0);
  });

  it('rebuilds a FarkleError a worker sends, and stops the other workers', async () => {
    const stopped: number[] = [];
    const sent: WorkerMessage = { type: 'error', error: { code: 'invalid-rules', message: 'expected a number', path: 'end.target' } };
    const running = runParallel({ ...options, workers: 3 }, scripted([sent], 1, stopped), 2);
    await expect(running).rejects.toThrow(new FarkleError('invalid-rules', 'expected a number', 'end.target'));
    await expect(running).rejects.toMatchObject({ code: 'invalid-rules', path: 'end.target', message: 'end.target: expected a number' });
    expect(stopped).toEqual([0, 1, 2]);
  });

  it('rejects when a worker exits without a result', async () => {
    await expect(runParallel({ ...options, workers: 2 }, scripted([{ type: 'progress', done: 3 }], 0), 2)).rejects.toThrow(/before it reported/);
  });

  it('rejects when a worker cannot start, and stops those started', async () => {
    const stopped: number[] = [];
    const inner = inProcess([], stopped);
    let calls = 0;
    const failing: Spawn = (job, listener) => {
      if (calls++ === 2) throw new Error('no threads left');
      return inner(job, listener);
    };
    await expect(runParallel({ ...options, workers: 4 }, failing, 2)).rejects.toThrow('no threads left');
    expect(stopped).toEqual([0, 1]);
  });

  it('rejects when onProgress throws', async () => {
    const boom = (): void => {
      throw new Error('boom');
    };
    await expect(runParallel({ ...options, onProgress: boom }, inProcess(), 2)).rejects.toThrow('boom');
  });
});

describe('runParallel on worker threads (the TypeScript worker script, through tsx)', () => {
  const spawn = threadSpawner(new URL('./source-worker.mjs', import.meta.url));

  it('equals simulate', async () => {
    const calls: number[] = [];
    const small = { ...options, games: 24 };
    const result = await runParallel({ ...small, workers: 2, onProgress: (done) => calls.push(done) }, spawn, 2);
    expect(result).toEqual(simulate(small));
    expect(calls.at(-1)).toBe(24);
  });

  it('posts the FarkleError a job throws, with its code and path', async () => {
    const job: WorkerJob = { rules: 'classic', bots: ['clever', 'greedy'], seed: 1, firstPlayer: undefined, maxTurns: undefined, firstGame: 0, games: 3 };
    const messages = await new Promise<WorkerMessage[]>((resolve, reject) => {
      const heard: WorkerMessage[] = [];
      spawn(job, {
        message: (message) => {
          heard.push(message);
        },
        error: reject,
        exit: () => {
          resolve(heard);
        },
      });
    });
    expect(messages).toEqual([{ type: 'error', error: { code: 'invalid-options', path: 'bots[0]', message: expect.stringMatching(/^unknown bot "clever"/) as string } }]);
  });
});

describe('runJob', () => {
  const job: WorkerJob = { rules: 'yarkle', bots: ['greedy', 'random'], seed: 5, firstPlayer: 'rotate', maxTurns: undefined, firstGame: 7, games: 250 };

  it('posts progress at most 100 times, then the result of simulate', () => {
    const messages: WorkerMessage[] = [];
    runJob(job, (message) => messages.push(message));
    const progress = messages.slice(0, -1).map((m) => (m.type === 'progress' ? m.done : -1));
    expect(progress.length).toBeLessThanOrEqual(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(250);
    expect(messages.at(-1)).toEqual({ type: 'result', result: simulate(job) });
  });

  it('posts an error without the path in its message, so the receiver can rebuild it', () => {
    const messages: WorkerMessage[] = [];
    runJob({ ...job, games: -1 }, (message) => messages.push(message));
    expect(messages).toEqual([{ type: 'error', error: { code: 'invalid-options', path: 'games', message: 'expected a whole number from 0 to 100000000, got -1' } }]);
  });

  it('posts other errors by message', () => {
    const messages: WorkerMessage[] = [];
    runJob(null as unknown as WorkerJob, (message) => messages.push(message));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 'error', error: { message: expect.any(String) as string } });
  });
});
