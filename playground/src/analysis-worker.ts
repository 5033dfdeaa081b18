// analyzeGame off the page's thread, one record per worker, which the page then ends: each
// decision is one adviseGame, some 30 ms where it estimates (seconds for a game to 10,000).
import { adviseGame, analyzeGame, legalActions, replayStates, restoreWinChance, type DecisionAnalysis, type GameState, type WinChanceSolution } from 'farkle-rules';
import type { AnalysisReply, AnalysisRequest, DecisionWords } from './analysis.js';
import { formatNumber } from './dom.js';
import { actionLabel } from './game-words.js';
import { errorReply, progressTeller } from './worker-replies.js';

/** The worker's side of its messages (the DOM's `self` is typed as a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisReply): void;
};

/** The most decisions analyzed (analyzeGame's own bound): a game of more is refused before any is valued. */
const MAX_DECISIONS = 1000;

/** Who decided, at which scores. */
function situation(state: GameState): string {
  const { players, turn } = state;
  const mover = players[turn.player];
  const others = players.filter((_, seat) => seat !== turn.player).map((player) => `${player.name} ${formatNumber(player.score)}`);
  return `${mover?.name ?? ''} at ${formatNumber(mover?.score ?? 0)} against ${others.join(', ')}, ${formatNumber(turn.total)} this turn`;
}

function wordsOf(state: GameState, decision: DecisionAnalysis): DecisionWords {
  return { situation: situation(state), taken: actionLabel(state, decision.taken), alternatives: decision.alternatives.map(({ action }) => actionLabel(state, action)) };
}

scope.onmessage = (event) => {
  const { record, table } = event.data;
  try {
    const tables: WinChanceSolution[] = table === null ? [] : [restoreWinChance(table.rules, { target: table.target, tolerance: table.tolerance }, table.values)];
    const options = tables.length === 0 ? {} : { tables };
    const states = replayStates(record);
    const decisions = states.filter((state, i) => i < record.actions.length && !state.over && legalActions(state).length > 1);
    // A first advice solves or prepares what the analysis then reads (a small table, the race estimate).
    const first = decisions[0];
    scope.postMessage({ type: 'preparing' });
    try {
      if (first !== undefined && decisions.length <= MAX_DECISIONS) adviseGame(first, options);
    } catch {
      // The analysis refuses the same rules with its own words.
    }
    const onProgress = progressTeller((done) => {
      scope.postMessage({ type: 'progress', done });
    });
    const analysis = analyzeGame(record, { ...options, onProgress, maxDecisions: MAX_DECISIONS });
    const words = analysis.decisions.map((decision) => wordsOf(states[decision.index] as GameState, decision));
    scope.postMessage({ type: 'analyzed', analysis, words });
  } catch (error) {
    scope.postMessage({ type: 'failed', ...errorReply(error) });
  }
};
