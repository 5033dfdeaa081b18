import { optimalTurn, optimalTurnBot, type Action, type GameState, type PlayerState } from 'farkle-rules';
import { formatNumber } from './dom.js';
import { asDie, dieLabel } from './game-words.js';

/** What the page suggests: the action (matched against the legal ones by `sameAction`) and why. */
export interface Hint {
  readonly action: Action | null;
  readonly text: string;
}

/** Whether two actions do the same thing (the order of dice indices aside). */
export function sameAction(a: Action, b: Action): boolean {
  const key = (action: Action): string => {
    const dice = 'dice' in action && action.type === 'keep' ? [...action.dice].sort((x, y) => x - y) : null;
    const hold = action.type === 'secondChance' ? [...action.hold].sort((x, y) => x - y) : null;
    const count = action.type === 'buy' ? action.count : null;
    return JSON.stringify([action.type, dice, hold, count]);
  };
  return key(a) === key(b);
}

/** Why the optimal-turn bot does what it does, in the words of the turn policy's values. */
function reason(state: GameState): string {
  const { turn, rules } = state;
  const player = state.players[turn.player] as PlayerState;
  const policy = optimalTurn(rules, { onBoard: player.onBoard });
  if (turn.phase === 'rolled' && turn.roll !== null) {
    const best = policy.advise(turn.roll.map(asDie), turn.total, turn.unbought.length)[0];
    if (best === undefined) return '';
    const faces = best.keep.dice.map((i) => (turn.roll?.[i] === undefined ? '?' : dieLabel(turn.roll[i])));
    const then = best.then === 'bank' ? `then bank ${formatNumber(best.turnTotal)}` : `then roll ${best.diceToRoll} on (worth ${formatNumber(best.rollValue)} on average)`;
    return `Keep ${faces.join(' ')}, ${then}.`;
  }
  if (turn.phase === 'kept') {
    const dice = turn.hotDice ? rules.dice : turn.rollable.length;
    const roll = policy.rollValue(turn.total, dice);
    return `Rolling ${dice} on is worth ${formatNumber(roll)} on average; banking, ${formatNumber(turn.total)}.`;
  }
  if (turn.phase === 'start') return `A fresh turn is worth ${formatNumber(policy.expectedScore)} on average.`;
  return '';
}

/**
 * The hint for the player to move: the action of `optimalTurnBot` (the most
 * expected points this turn, by `optimalTurn`), or why there is none.
 */
export function hintFor(state: GameState): Hint {
  try {
    const action = optimalTurnBot(state);
    return { action, text: `Optimal turn play: ${reason(state)}`.trim() };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { action: null, text: `No hint under these rules: ${text}` };
  }
}
