import { ROLL } from '../game/legal/actions.js';
import type { Action, GameState, PlayerState } from '../game/types.js';
import type { Rules } from '../rules/types.js';
import { flatten } from '../strategy/turn/flat.js';
import { fromRow, turnModel } from '../strategy/turn/model.js';
import type { LivesPlay } from './lives.js';

/**
 * The expected value of rolling `dice` dice at `total` on a turn with
 * `unbought` dice the player may not roll (a Farkel turn that bought fewer
 * dice than offered), a farkle worth `farkle`: keeping every die rolled
 * leaves nothing to roll (no hot dice: the unbought dice are never set
 * aside), so the player banks. `memo` holds values by total and dice.
 */
export function unboughtRollValue(rules: Rules, total: number, dice: number, farkle: number, memo = new Map<number, number>()): number {
  const key = total * 8 + dice;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const model = turnModel(rules);
  const flat = flatten(model);
  const value = flat.expect(
    dice,
    (steps, row) => {
      const { next, mustRoll } = fromRow(model.dice, row);
      const kept = total + steps * model.step;
      // Every die rolled kept (the model's hot dice): only the bank is left.
      if (next === model.dice) return kept;
      const roll = unboughtRollValue(rules, kept, next, farkle, memo);
      return !mustRoll && kept >= rules.bank.minimum ? Math.max(kept, roll) : roll;
    },
    flat.ends(dice, farkle, 0, 0),
  );
  memo.set(key, value);
  return value;
}

/** The least points a keep of one die can score: what any scoring roll adds at least. */
function leastKeep(rules: Rules): number {
  const singles = Object.values(rules.scoring.singles).filter((points) => points > 0);
  return singles.length > 0 ? Math.min(...singles) : turnModel(rules).step;
}

/** Whether banking `total` more points wins the game at once for the player to move. */
export function bankWins(state: GameState, total: number): boolean {
  const { end } = state.rules;
  if (end.finalRound) return false;
  const score = (state.players[state.turn.player] as PlayerState).score + total;
  return end.trigger === 'reach' ? score >= end.target : end.trigger === 'exceed' ? score > end.target : score === end.target;
}

/**
 * The value of buying `count` of the offered dice, in points: rolling them
 * for the offer's total (played on optimally, hot dice only when every
 * offered die is bought), a farkle costing the lives it loses on top of the
 * ones paid, less the points the paid lives are worth. `null` when a farkle
 * of the bought roll would eliminate the player and no scoring roll wins.
 */
function buyValue(state: GameState, play: LivesPlay, count: number): number | null {
  const { rules, turn } = state;
  const offer = turn.offer;
  const lives = rules.lives;
  if (offer === null || lives === null || rules.buyDice === null) return null;
  const me = state.players[turn.player] as PlayerState;
  const paid = count * rules.buyDice.livesPerDie;
  if ((me.lives ?? 0) - paid - lives.farkle <= 0 && !bankWins(state, offer.total + leastKeep(rules))) return null;
  const farkleCost = play.lifeCost(paid + lives.farkle) - play.lifeCost(paid);
  const unbought = offer.dice.length - count;
  const rolled = unbought === 0 ? play.policyFor(farkleCost).rollValue(offer.total, offer.dice.slice(0, count)) : unboughtRollValue(rules, offer.total, count, -farkleCost);
  return rolled - play.lifeCost(paid);
}

/**
 * The value of a fresh turn: the policy's, with the extra lives of a
 * farkle on its first roll of every die where the rules charge more for one.
 */
function freshValue(state: GameState, play: LivesPlay): number {
  const { rules } = state;
  const lives = rules.lives;
  const { policy } = play;
  const first = lives === null ? 0 : play.lifeCost(lives.sixDiceFarkle) - play.lifeCost(lives.farkle);
  return policy.expectedScore - (flatten(turnModel(rules)).farkle[rules.dice] ?? 0) * first;
}

/**
 * At the start of a turn with lives: the best of a fresh roll, each legal
 * purchase, and rolling the offered dice for high stakes or to carry on,
 * by their values in points (lives counted at their worth).
 */
export function startWithLives(state: GameState, legal: readonly Action[], play: LivesPlay): Action {
  const { offer } = state.turn;
  let best: Action = ROLL;
  let bestValue = freshValue(state, play);
  for (const action of legal) {
    let value: number | null = null;
    if (action.type === 'buy') value = buyValue(state, play, action.count);
    else if ((action.type === 'highStakes' || action.type === 'carryOn') && offer !== null) value = play.policy.rollValue(offer.total, offer.dice);
    if (value !== null && value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}
