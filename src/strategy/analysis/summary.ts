import type { DecisionAnalysis, PlayerAnalysis } from './types.js';

/** Each player's decisions summed up, in seat order (`names` gives the seats). */
export function summarize(decisions: readonly DecisionAnalysis[], names: readonly string[]): PlayerAnalysis[] {
  return names.map((name, player): PlayerAnalysis => {
    const own = decisions.filter((decision) => decision.player === player);
    const marked = (mark: DecisionAnalysis['mark']): number => own.filter((decision) => decision.mark === mark).length;
    const unvalued = own.filter((decision) => decision.lost === null).length;
    return {
      player,
      name,
      decisions: own.length,
      lost: own.reduce((sum, decision) => sum + (decision.lost ?? 0), 0),
      inaccuracies: marked('inaccuracy'),
      mistakes: marked('mistake'),
      blunders: marked('blunder'),
      unvalued,
      exact: unvalued === 0 && own.every((decision) => decision.exact),
    };
  });
}
