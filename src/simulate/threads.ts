import { Worker } from 'node:worker_threads';
import type { WorkerMessage } from './job.js';
import type { Spawn } from './parallel.js';

/** Starts each job on a new worker thread running `file` (the worker script). */
export function threadSpawner(file: URL): Spawn {
  return (job, listener) => {
    const worker = new Worker(file, { workerData: job });
    worker.on('message', (message: WorkerMessage) => {
      listener.message(message);
    });
    worker.on('error', (error) => {
      listener.error(error);
    });
    worker.on('exit', (code) => {
      listener.exit(code);
    });
    return {
      terminate: () => {
        void worker.terminate();
      },
    };
  };
}
