import { BANK, ROLL } from '../game/legal/actions.js';
import { problemWith } from '../game/legal/check.js';
import { bankMinimum } from '../game/turn/bank.js';
import { diceLeft, diceToRoll } from '../game/turn/dice-left.js';
import type { Action, GameState, PlayerState } from '../game/types.js';
import { bankWins, unboughtRollValue } from './buy.js';
import { reachPlay, type ReachPlay } from '../strategy/lives/reach.js';
import type { LivesPlay } from './lives.js';

/** What a farkle is worth on this turn: minus the points of the lives it costs. */
function farkleValue(state: GameState, play: LivesPlay): number {
  return -play.lifeCost(state.rules.lives?.farkle ?? 0);
}

/**
 * The keep to make with lives in play: a keep whose bank wins the game at
 * once, the most points first, if there is one; otherwise the keep worth
 * most under the play's policy. With unbought dice, keeping every rolled die
 * leaves only the bank, and later rolls are valued the same way
 * (`unboughtRollValue`), not as on a fresh turn.
 */
export function keepWithLives(state: GameState, play: LivesPlay): Action | null {
  const reach = reachPlay(state);
  if (reach !== null) return keepToReach(state, play, reach);
  const { turn, rules } = state;
  const unbought = turn.unbought.length;
  const minimum = bankMinimum(state, state.players[turn.player] as PlayerState);
  const advice = play.policy.advise(turn.roll ?? [], turn.total, unbought);
  const memo = new Map<number, number>();
  let best: Action | null = null;
  let bestValue = -Infinity;
  let winning = -Infinity;
  for (const keep of advice) {
    const action: Action = { type: 'keep', dice: keep.keep.dice };
    const nothingLeft = keep.diceToRoll === 0;
    const mayBank = nothingLeft || (!keep.mustRoll && keep.turnTotal >= minimum);
    if (mayBank && bankWins(state, keep.turnTotal)) {
      if (keep.turnTotal > winning) {
        winning = keep.turnTotal;
        best = action;
      }
      continue;
    }
    if (winning > -Infinity) continue;
    let value = keep.value;
    if (unbought > 0 && !nothingLeft) {
      const roll = unboughtRollValue(rules, keep.turnTotal, keep.diceToRoll, farkleValue(state, play), memo);
      value = mayBank ? Math.max(keep.turnTotal, roll) : roll;
    }
    if (value > bestValue) {
      bestValue = value;
      best = action;
    }
  }
  return best;
}

/** The keep with the best chance to finish, for the last player standing. */
function keepToReach(state: GameState, play: LivesPlay, reach: ReachPlay): Action | null {
  const { turn } = state;
  const minimum = bankMinimum(state, state.players[turn.player] as PlayerState);
  let best: Action | null = null;
  let bestChance = -Infinity;
  for (const keep of play.policy.advise(turn.roll ?? [], turn.total, turn.unbought.length)) {
    const nothingLeft = keep.diceToRoll === 0;
    const banked = nothingLeft || (!keep.mustRoll && keep.turnTotal >= minimum) ? reach.bank(keep.turnTotal) : 0;
    const chance = nothingLeft ? banked : Math.max(banked, reach.roll(keep.turnTotal, keep.diceToRoll));
    if (chance > bestChance) {
      bestChance = chance;
      best = { type: 'keep', dice: keep.keep.dice };
    }
  }
  return best;
}

/**
 * Roll on or bank with lives in play: bank when the bank wins the game or
 * nothing is left to roll; otherwise as the play's policy says (with unbought
 * dice, by `unboughtRollValue`). A bank the rules forbid here becomes a roll.
 */
export function rollOrBankWithLives(state: GameState, play: LivesPlay): Action {
  const { turn, rules } = state;
  const dice = diceLeft(turn, rules.dice);
  if (dice === 0) return BANK;
  const bankable = problemWith(state, BANK) === null;
  if (!bankable) return ROLL;
  if (bankWins(state, turn.total)) return BANK;
  const reach = reachPlay(state);
  if (reach !== null) return reach.roll(turn.total, dice) > reach.bank(turn.total) ? ROLL : BANK;
  if (turn.unbought.length > 0) {
    return unboughtRollValue(rules, turn.total, dice, farkleValue(state, play)) > turn.total ? ROLL : BANK;
  }
  return play.policy.shouldRoll(turn.total, diceToRoll(state), turn.mustRoll) ? ROLL : BANK;
}
