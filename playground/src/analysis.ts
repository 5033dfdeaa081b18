import type { GameAnalysis, GameRecord } from 'farkle-rules';
import type { TablePayload } from './table-files.js';
import { replyError, type ErrorReply } from './worker-replies.js';

/** What the page asks the analysis worker: a record, and the solved table of its game where the site has one. */
export interface AnalysisRequest {
  readonly record: GameRecord;
  readonly table: TablePayload | null;
}

/** Each decision in words, as the page shows it: who decided at which scores, the action taken and every alternative's label, in the analysis's order. */
export interface DecisionWords {
  readonly situation: string;
  readonly taken: string;
  readonly alternatives: readonly string[];
}

/** An analysis and its words. */
export interface AnalysisResult {
  readonly analysis: GameAnalysis;
  readonly words: readonly DecisionWords[];
}

/** What the worker answers: progress, the analysis, or the error. */
export type AnalysisReply =
  | { readonly type: 'preparing' }
  | { readonly type: 'progress'; readonly done: number }
  | ({ readonly type: 'analyzed' } & AnalysisResult)
  | ({ readonly type: 'failed' } & ErrorReply);

/** An analysis running on its worker, and how to stop it. */
export interface AnalysisJob {
  /** The analysis; rejected with its error. Never settles once cancelled. */
  readonly done: Promise<AnalysisResult>;
  /** Ends the worker at once (terminated, not asked). */
  cancel(): void;
}

/**
 * `analyzeGame` off the page's thread, on a worker of its own (an estimated game
 * of 10,000 points takes seconds): `onProgress` gets the fraction done, `null`
 * while the first decision's advice prepares what the others read (a small
 * solve, or the estimate's race: a minute for a custom game to 60,000).
 */
export function startAnalysis(request: AnalysisRequest, onProgress: (done: number | null) => void): AnalysisJob {
  const worker = new Worker(new URL('./analysis-worker.js', import.meta.url), { type: 'module', name: 'game analysis' });
  const done = new Promise<AnalysisResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<AnalysisReply>) => {
      const reply = event.data;
      if (reply.type === 'progress' || reply.type === 'preparing') {
        onProgress(reply.type === 'progress' ? reply.done : null);
        return;
      }
      worker.terminate();
      if (reply.type === 'analyzed') resolve(reply);
      else reject(replyError(reply));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`the analysis's worker failed: ${event.message}`));
    };
  });
  worker.postMessage(request);
  return {
    done,
    cancel: () => {
      worker.terminate();
    },
  };
}
