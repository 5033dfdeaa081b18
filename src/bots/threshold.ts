import { FarkleError, describe } from '../errors.js';
import { ACCEPT_FARKLE, BANK, ROLL } from '../game/legal/actions.js';
import { bankMinimum } from '../game/turn/bank.js';
import { diceLeft } from '../game/turn/dice-left.js';
import type { Action, GameState, PlayerState } from '../game/types.js';
import { legalKeeps } from '../scoring/legal-keeps.js';
import { scoringDice } from '../game/dice.js';
import { choosableKeeps } from '../strategy/turn/keeps.js';
import { gatedBot, type Bot } from './bot.js';

/** Throws `game-over` for a finished game, where no action is legal (`state`: checked). */
export function checkPlaying(state: GameState): void {
  if (state.over) throw new FarkleError('game-over', 'the game is over: no action is legal');
}

/** Whether `action` (one of the engine's frozen actions) is among those listed. */
export function lists(legal: readonly Action[], action: Action): boolean {
  // An indexed loop: the listing is frozen, and includes() reads frozen arrays slowly.
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let i = 0; i < legal.length; i++) if (legal[i] === action) return true;
  return false;
}

/**
 * The best keep of the roll showing (`state`: checked): most points, then
 * most dice (under `turn.keepEveryScoringDie`, the largest keep), as the
 * listed action that keeps those dice when there is one, so that applying
 * it skips checking it again.
 */
export function bestKeep(state: GameState, legal: readonly Action[]): Action {
  // Plain dice: the game lists one keep per distinct set of faces, best first (most points, then most
  // dice), and only the largest under keepEveryScoringDie: its first is this keep.
  const first = legal[0];
  if (!state.rules.spicyDice && state.rules.wildDie === null && first?.type === 'keep') return first;
  const best = choosableKeeps(state.rules, legalKeeps(scoringDice(state.turn.roll ?? []), state.rules))[0];
  // A roll that scores nothing is a farkle and never shows in phase `rolled`.
  if (best === undefined) throw new FarkleError('invalid-state', 'the roll showing has no legal keep', 'state.turn.roll');
  return listedKeep(legal, best.dice) ?? { type: 'keep', dice: best.dice };
}

/** The listed keep of the dice at `indices`, if there is one. */
export function listedKeep(legal: readonly Action[], indices: readonly number[]): Action | undefined {
  // An indexed loop: the listing is frozen, and for-of reads frozen arrays slowly.
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i] as Action;
    if (action.type === 'keep' && sameDice(action.dice, indices)) return action;
  }
  return undefined;
}

function sameDice(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Makes a bot that keeps the highest-scoring dice of every roll (ties: more
 * dice) and banks as soon as the turn total reaches `points`, or the rules'
 * bank minimum for that player when it is higher, even on hot dice. It rolls
 * whenever it may not bank yet (below the minimum, or where a house rule
 * forbids the bank), banks when it has nothing left to roll, keeps the
 * largest keep where every scoring die must be set aside, and
 * never buys dice, plays high stakes or carries on; it takes no second chance
 * (the farkle stands) and rolls cleared dice again as it must.
 *
 * @param points The turn total to bank at: a whole number of points, 0 or more.
 * @throws {FarkleError} `invalid-options` when `points` is not a whole number >= 0;
 *   the bot throws `game-over` when asked to act in a finished game.
 *
 * @example
 * ```ts
 * const cautious = thresholdBot(350);
 * let game = createGame({ players: ['A', 'B'], seed: 3 });
 * while (!game.over) game = applyAction(game, cautious(game));
 * ```
 *
 * @category Bots
 */
export function thresholdBot(points: number): Bot {
  if (typeof points !== 'number' || !Number.isSafeInteger(points) || points < 0) {
    throw new FarkleError('invalid-options', `expected a whole number of points >= 0, got ${describe(points)}`, 'points');
  }
  return gatedBot((state, legal) => {
    checkPlaying(state);
    const { phase, total, player } = state.turn;
    if (phase === 'rolled') return bestKeep(state, legal);
    if (phase === 'start' || phase === 'clearing') return ROLL;
    if (phase === 'secondChance') return ACCEPT_FARKLE;
    const canRoll = diceLeft(state.turn, state.rules.dice) > 0;
    const bankAt = Math.max(points, bankMinimum(state, state.players[player] as PlayerState));
    // Where the rules forbid this bank (a must-roll keep, the last bank to beat), roll on.
    return canRoll && (total < bankAt || !lists(legal, BANK)) ? ROLL : BANK;
  });
}
