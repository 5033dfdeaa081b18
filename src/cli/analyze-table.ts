import type { Action, GameState, RolledDie } from '../game/types.js';
import type { DecisionAnalysis, GameAnalysis, PlayerAnalysis } from '../strategy/analysis/types.js';
import { percent, points, shown, table } from './format.js';

/** One die as text: its face, `4*` for a spicy 4, `W` for the wild die. */
function showDie(die: RolledDie): string {
  return die.wild ? 'W' : `${die.face}${die.spicy ? '*' : ''}`;
}

/** The faces of the dice at `indices` of the roll showing, lowest first: `1 5 5`. */
function faces(state: GameState, indices: readonly number[]): string {
  const roll = state.turn.roll ?? [];
  const dice = indices.flatMap((i) => (roll[i] === undefined ? [] : [roll[i]]));
  return dice
    .sort((a, b) => (a.wild ? 7 : a.face) - (b.wild ? 7 : b.face))
    .map(showDie)
    .join(' ');
}

/** An action in a few words, as the state it was open in shows it: `keep 1 5`, `bank 350`, `roll`. */
export function actionWords(action: Action, state: GameState): string {
  switch (action.type) {
    case 'keep':
      return `keep ${faces(state, action.dice)}`;
    case 'bank':
      return `bank ${points(state.turn.total)}`;
    case 'buy':
      return `buy ${action.count}`;
    case 'highStakes':
      return 'high stakes';
    case 'carryOn':
      return 'carry on';
    case 'acceptFarkle':
      return 'accept farkle';
    case 'secondChance':
      return `hold ${faces(state, action.hold)}`;
    default:
      return action.type;
  }
}

/** A chance as the table shows it, `~` in front of an estimate, `-` for none. */
function chance(value: number | null, exact: boolean): string {
  if (value === null) return '-';
  return `${exact ? '' : '~'}${percent(value, 2)}`;
}

function decisionRow(decision: DecisionAnalysis, state: GameState, names: readonly string[]): string[] {
  const { lost, exact } = decision;
  // The best action shown only where the one taken lost something: a tie is as good.
  const best = lost !== null && lost > 0 ? actionWords(decision.best, state) : '';
  return [
    String(decision.turn),
    shown(names[decision.player] ?? `seat ${decision.player}`, 12),
    actionWords(decision.taken, state),
    best,
    chance(decision.before, exact),
    chance(decision.after, exact),
    lost === null ? '-' : percent(lost, 2),
    lost === null ? 'not valued' : (decision.mark ?? ''),
  ];
}

/** Every decision, a line each: the turn, who, the action taken, the best where it differs, the chances, the loss, the mark. */
export function decisionTable(analysis: GameAnalysis, states: readonly GameState[], names: readonly string[]): string {
  const rows = [['turn', 'player', 'action', 'best', 'before', 'after', 'lost', 'mark']];
  for (const decision of analysis.decisions) {
    const state = states[decision.index];
    if (state !== undefined) rows.push(decisionRow(decision, state, names));
  }
  return table(rows, 'rlllrrrl');
}

/** How a player's chances were found, in a word or two. */
function valued(player: PlayerAnalysis): string {
  if (player.unvalued > 0) return `${player.unvalued} not valued`;
  return player.exact ? 'exact' : 'estimate';
}

/** Each player's decisions summed up, a line each. */
export function summaryTable(analysis: GameAnalysis): string {
  const rows = [['player', 'decisions', 'lost', 'inaccuracies', 'mistakes', 'blunders', 'chances']];
  for (const player of analysis.players) {
    rows.push([
      shown(player.name, 12),
      String(player.decisions),
      percent(player.lost, 2),
      String(player.inaccuracies),
      String(player.mistakes),
      String(player.blunders),
      valued(player),
    ]);
  }
  return table(rows, 'lrrrrrl');
}
