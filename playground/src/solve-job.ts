import type { Rules, WinChanceSolution } from 'farkle-rules';

/** What the page asks the solver to solve. */
export interface SolveRequest {
  readonly rules: Rules;
  readonly target: number;
  readonly ignoreUnsupported: boolean;
}

/** A solve running on workers: its outcome, how many threads share it, and how to stop it. */
export interface SolveJob {
  /** The solution; rejected with the solver's error, or with `SolveCancelled` once cancelled. */
  readonly solved: Promise<WinChanceSolution>;
  /** The workers solving it: 1, or the threads sharing its table. */
  readonly threads: number;
  /** Ends the workers at once (they are terminated, not asked): the solve stops mid-sweep. */
  cancel(): void;
}

/** The rejection of a cancelled solve. */
export class SolveCancelled extends Error {
  constructor() {
    super('the solve was cancelled');
    this.name = 'SolveCancelled';
  }
}
