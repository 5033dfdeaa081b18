import { scoringDice } from '../game/dice.js';
import { FarkleError } from '../errors.js';
import { ACCEPT_FARKLE } from '../game/actions.js';
import { diceLeft } from '../game/check.js';
import { legalActions } from '../game/legal.js';
import type { Action, GameState, PlayerState } from '../game/types.js';
import { legalKeeps } from '../scoring/legal-keeps.js';
import { keepForcesRoll, winUnsupported } from '../strategy/support.js';
import { optimalWinChance, winPlan, type WinChanceSolution, type WinSituation } from '../strategy/win.js';
import { defineRules } from '../rules/define.js';
import type { Rules } from '../rules/types.js';
import { optimalTurnBot } from './optimal.js';
import type { Bot } from './random.js';

/** The streaks and on-board flags of both players, for solutions of rules with farkle penalties. */
function situationOf(me: PlayerState, them: PlayerState, seat: number): WinSituation {
  return { me: { streak: me.farkleStreak, onBoard: me.onBoard }, them: { streak: them.farkleStreak, onBoard: them.onBoard }, seat: seat === 0 ? 0 : 1 };
}

/** A score to ask the solution: one solved without penalties knows no score below zero. */
function scoreOf(solution: WinChanceSolution, player: PlayerState): number {
  return solution.rules.farklePenalty === null ? Math.max(0, player.score) : player.score;
}

/** The best of banking (where allowed) and rolling on at a decision point, by win chance. */
function worth(solution: WinChanceSolution, me: PlayerState, them: PlayerState, seat: number, total: number, dice: number, mustRoll: boolean): number {
  const { bank, roll } = solution.choices(scoreOf(solution, me), scoreOf(solution, them), total, dice, mustRoll, situationOf(me, them, seat));
  return Math.max(bank ?? 0, roll);
}

/**
 * Plays a two-player game to maximize its chance of winning, from a solved
 * table ({@link optimalWinChance}): each keep and each roll-or-bank choice
 * goes to the higher win chance. In the final round, with nothing left to
 * decide but reaching the leader, it rolls until it is ahead.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('classic', { target: 2000 });
 * const bot = winBot(solved);
 * let game = createGame({ rules: solved.rules, players: ['bot', 'you'], seed: 3 });
 * game = applyAction(game, bot(game));
 * ```
 */
export function winBot(solution: WinChanceSolution): Bot {
  return (state: GameState): Action => {
    if (state.players.length !== 2) throw new FarkleError('invalid-options', 'winBot plays two-player games only', 'state.players');
    const legal = legalActions(state);
    const { turn } = state;
    const me = state.players[turn.player] as PlayerState;
    const them = state.players[1 - turn.player] as PlayerState;
    const lastTurn = state.endgame?.kind === 'finalRound' || state.endgame?.kind === 'tieBreak';
    const bank = legal.find((a) => a.type === 'bank');
    const roll = legal.find((a) => a.type === 'roll');
    if (turn.phase === 'rolled') {
      // Turn totals past the target are still scored right: the solution handles them.
      let best: Action | undefined;
      let bestValue = -Infinity;
      for (const keep of legalKeeps(scoringDice(state.turn.roll ?? []), state.rules)) {
        // Only keeps the game lists (under keepEveryScoringDie, the largest) are choices.
        const action = legal.find((a) => a.type === 'keep' && a.dice.join() === keep.dice.join());
        if (action === undefined) continue;
        const total = turn.total + keep.points;
        const hot = keep.remaining === 0;
        const dice = hot ? state.rules.dice : keep.remaining;
        const value = lastTurn ? total : worth(solution, me, them, turn.player, total, dice, keepForcesRoll(state.rules, keep, hot));
        if (value > bestValue) {
          bestValue = value;
          best = action;
        }
      }
      if (best !== undefined) return best;
    }
    // The solution does not value a second chance: the farkle stands.
    if (turn.phase === 'secondChance') return ACCEPT_FARKLE;
    if (turn.phase === 'kept' && bank !== undefined) {
      if (lastTurn) return me.score + turn.total > them.score || roll === undefined ? bank : roll;
      const choice = solution.choices(scoreOf(solution, me), scoreOf(solution, them), turn.total, diceLeft(turn, state.rules.dice), turn.mustRoll, situationOf(me, them, turn.player));
      if (roll === undefined || (choice.bank ?? -1) >= choice.roll) return bank;
    }
    const action = roll ?? legal[0];
    if (action === undefined) throw new FarkleError('game-over', 'the game is over');
    return action;
  };
}

const solved = new WeakMap<GameState['rules'], Bot>();

/**
 * The most win chances {@link solvingWinBot} solves with farkle penalties
 * (a few minutes): yarkle or absolute to about 1,500 points. Past it, it
 * solves the game without the penalty, as it did before penalties were solved.
 */
export const SOLVING_BOT_STREAK_TABLE = 500_000;

/**
 * The rules the solving bot solves: the game's own, or where their table of
 * states is too large, without the penalty and with ties shared (the plain
 * solver's table, a minute for 10,000 points).
 */
function solvedRules(rules: Rules): Rules {
  const plan = winPlan(rules, { ignoreUnsupported: true });
  if (plan.shape === null || plan.size <= SOLVING_BOT_STREAK_TABLE) return rules;
  return defineRules({ farklePenalty: null, end: { ties: 'share' } }, rules);
}

/**
 * {@link winBot} for whatever rules it is asked to play, solving them on
 * first use (cached per rule set): a few seconds for a 2,000-point game,
 * about a minute for 10,000. Farkle penalties and play-offs are solved
 * where their table holds at most 500,000 chances;
 * past it the penalty is ignored and a tie counts half. Rules the solver does not model (lives, buying, high stakes, spicy
 * dice, the wild die, carry on, clear combo, second chance, must beat the
 * last bank, an exact target, restarting final rounds; see
 * {@link optimalWinChance}) are ignored in its choices, which are always
 * among the legal actions; with more than two players, and with lives
 * where the solver does not model the rules whole (Farkel: lives and
 * buying dice), it plays as {@link optimalTurnBot}, which values lives and
 * buys dice by their worth.
 *
 * @example
 * ```ts
 * let game = createGame({ rules: defineRules({ end: { target: 1500 } }), players: ['A', 'B'], seed: 1 });
 * game = applyAction(game, solvingWinBot(game)); // solves the 1,500-point game first
 * ```
 */
export const solvingWinBot: Bot = (state) => {
  // A table blind to lives would spend them freely and never buy: the lives-aware turn bot plays instead.
  if (state.players.length !== 2 || (state.rules.lives !== null && winUnsupported(state.rules) !== null)) return optimalTurnBot(state);
  let bot = solved.get(state.rules);
  if (bot === undefined) {
    bot = winBot(optimalWinChance(solvedRules(state.rules), { ignoreUnsupported: true }));
    solved.set(state.rules, bot);
  }
  return bot(state);
};
