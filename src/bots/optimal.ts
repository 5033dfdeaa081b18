import { ACCEPT_FARKLE, BANK, CARRY_ON, HIGH_STAKES, ROLL } from '../game/legal/actions.js';
import { diceLeft, diceToRoll } from '../game/turn/dice-left.js';
import type { Action, GameState, PlayerState } from '../game/types.js';
import type { Rules } from '../rules/types.js';
import { readRoll } from '../strategy/turn/dice-ids.js';
import { statePolicy, type StatePolicy } from '../strategy/turn/optimal-turn.js';
import { startWithLives } from './buy.js';
import { livesPlay } from './lives.js';
import { keepWithLives, rollOrBankWithLives } from './lives-turn.js';
import { gatedBot, type Bot } from './bot.js';
import { bestKeep, checkPlaying, listedKeep } from './threshold.js';

/** Per rule set, the policies {@link optimalTurn} gave for a player off the board (0) and on it (1). */
const policies = new WeakMap<Rules, (StatePolicy | undefined)[]>();

/**
 * The turn policy of the player to move (`state`: checked), as
 * {@link optimalTurn} gives it, asked once per rule set and board standing:
 * the bot asks at every move, and a look-up here skips reading the options
 * again.
 */
function policyFor(state: GameState): StatePolicy {
  const { rules } = state;
  const onBoard = (state.players[state.turn.player] as PlayerState).onBoard;
  let pair = policies.get(rules);
  if (pair === undefined) {
    pair = [undefined, undefined];
    policies.set(rules, pair);
  }
  const at = onBoard ? 1 : 0;
  return (pair[at] ??= statePolicy(rules, { onBoard }));
}

/**
 * At the start of a turn: high stakes (dice left by a bank) or carry on
 * (dice that farkled) when the offered dice are worth more than a fresh turn:
 * both roll the offered dice for the offer's total.
 */
function startTurn(state: GameState, legal: readonly Action[]): Action {
  const play = livesPlay(state);
  if (play !== null) return startWithLives(state, legal, play);
  const { offer } = state.turn;
  if (offer === null) return ROLL;
  const carryOn = offer.kind === 'farkle';
  if (!(carryOn ? state.rules.turn.carryOn : state.rules.highStakes)) return ROLL;
  const policy = policyFor(state);
  // The offered dice by their ids: with spicy dice, which they are decides their red faces.
  if (policy.rollValue(offer.total, offer.dice) <= policy.expectedScore) return ROLL;
  return carryOn ? CARRY_ON : HIGH_STAKES;
}

function keep(state: GameState, legal: readonly Action[]): Action {
  const play = livesPlay(state);
  if (play !== null) return keepWithLives(state, play) ?? bestKeep(state, legal);
  const { turn, rules } = state;
  const roll = turn.roll ?? [];
  // Plain dice by their faces (the policy's best keep does not depend on which die is which);
  // spicy dice with their ids, as the game lists them: which dice stay decides their red faces.
  const read = rules.spicyDice ? readRoll(rules, roll) : { dice: roll.map((die) => die.face), ids: null };
  const best = policyFor(state).bestKeep(read.dice, read.ids, turn.total, turn.unbought.length);
  if (best === undefined) return bestKeep(state, legal);
  // The listed action that keeps those dice, when there is one: applying it skips checking it again.
  return listedKeep(legal, best.dice) ?? { type: 'keep', dice: best.dice };
}

function rollOrBank(state: GameState): Action {
  // Dice that are not this player's to roll (unbought ones) leave nothing but the bank.
  if (diceLeft(state.turn, state.rules.dice) === 0) return BANK;
  const play = livesPlay(state);
  if (play !== null) return rollOrBankWithLives(state, play);
  return policyFor(state).shouldRoll(state.turn.total, diceToRoll(state), state.turn.mustRoll) ? ROLL : BANK;
}

/**
 * Plays each turn to maximize the points it banks, by the exact single-turn
 * policy of {@link optimalTurn} for the player (with the entry minimum until
 * it is on the board): it keeps the dice the policy values most and rolls on
 * exactly when `shouldRoll` says so. With spicy dice it asks the policy by
 * the ids of the dice, as the game lists them: which dice are left decides
 * which red faces can show. Offered dice are played for high stakes
 * or carried on when rolling them is worth more than a fresh turn's expected
 * score. It takes no second chance, which the turn model does not value.
 *
 * Where the rules have lives (Farkel), lives are worth points: what losing
 * them costs in the race to the target (from the scores and lives of every
 * player still in, see the strategy guide's bots). Each turn is played for
 * its points less the worth of the lives a farkle would cost; at the start
 * of a turn it buys dice (and how many) or plays the offer when that is
 * worth more than a fresh turn, the lives paid counted at their worth, and
 * never pays the lives that leave a farkle of the bought roll fatal unless
 * any scoring roll wins; a turn that bought fewer dice than offered is
 * played exactly (keeping every bought die leaves only the bank). It banks
 * as soon as a bank wins the game, and as the last player standing it plays
 * for the chance of reaching the target in the turns it has left. A player
 * not yet on the board with an entry above the bank minimum plays for points.
 * Otherwise the score race (how far ahead or behind the player is, the
 * target, farkle penalties) is not considered: this bot plays every turn
 * alike.
 * Under house rules it plays what {@link optimalTurn} models (five dice, no
 * risk, must-roll rules, keeping every scoring die, roll effects that lose the
 * turn) and, like it, refuses the rest.
 *
 * @throws {FarkleError} `unsupported-rules` for rules {@link optimalTurn} refuses.
 *
 * @throws {FarkleError} `game-over` when asked to act in a finished game.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Optimal', 'Greedy'], seed: 5 });
 * while (!game.over) {
 *   const bot = game.turn.player === 0 ? optimalTurnBot : greedyBot;
 *   game = applyAction(game, bot(game));
 * }
 * ```
 *
 * @category Bots
 */
export const optimalTurnBot: Bot = gatedBot(optimalPlay);

/** What {@link optimalTurnBot} plays on a checked state. */
export function optimalPlay(state: GameState, legal: readonly Action[]): Action {
  checkPlaying(state);
  // Refuses rules the turn solver does not model at any move, not only at the first that asks it.
  policyFor(state);
  switch (state.turn.phase) {
    case 'start':
      return startTurn(state, legal);
    case 'rolled':
      return keep(state, legal);
    case 'kept':
      return rollOrBank(state);
    case 'clearing':
      return ROLL;
    case 'secondChance':
      // The turn policy does not value a second chance: the farkle stands.
      return ACCEPT_FARKLE;
  }
}
