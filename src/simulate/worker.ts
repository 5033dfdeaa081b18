/**
 * The script of a `simulateParallel` worker thread (built to
 * dist/simulate-worker.js and .cjs): plays the job in `workerData` and posts
 * its progress and result to the thread that started it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runJob, type WorkerJob } from './job.js';

const port = parentPort;
if (port !== null) {
  runJob(workerData as WorkerJob, (message) => {
    port.postMessage(message);
  });
}
