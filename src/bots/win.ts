import { FarkleError, isArray } from '../errors.js';
import { ACCEPT_FARKLE } from '../game/legal/actions.js';
import { nextState } from '../game/apply.js';
import type { Action, GameState, PlayerState, TurnState } from '../game/types.js';
import type { WinChanceSolution, WinSituation } from '../strategy/race/win-chance.js';
import type { Rules } from '../rules/types.js';
import { checkPlaying } from './threshold.js';
import { givenSolution } from '../strategy/race/given-solution.js';
import { fingerprint, named, readTables, solvedTableFor } from '../strategy/advice/tables.js';
import { gatedBot, type Bot, type Play } from './bot.js';
import { LastTurnChances } from './win-last-turn.js';
import { PlayOffFirstChances } from './win-play-off.js';
import { playsOff } from '../strategy/race/plan.js';
import { reachPlay, type ReachPlay } from '../strategy/lives/reach.js';
import { bankMinimum } from '../game/turn/bank.js';
import { diceLeft } from '../game/turn/dice-left.js';

/**
 * Both players' streaks and on-board flags (for solutions of rules with
 * farkle penalties), seat, and for a solution with lives their lives and
 * the dice of the turn left unbought.
 */
function situationOf(solution: WinChanceSolution, turn: TurnState, me: PlayerState, them: PlayerState): WinSituation {
  const seat = turn.player === 0 ? 0 : 1;
  if (solution.rules.lives === null || me.lives === null || them.lives === null) {
    return { me: { streak: me.farkleStreak, onBoard: me.onBoard }, them: { streak: them.farkleStreak, onBoard: them.onBoard }, seat };
  }
  return {
    me: { streak: me.farkleStreak, onBoard: me.onBoard, lives: me.lives },
    them: { streak: them.farkleStreak, onBoard: them.onBoard, lives: them.lives },
    seat,
    ...(turn.unbought.length > 0 ? { unbought: turn.unbought.length } : {}),
  };
}

/** A score to ask the solution: one solved without penalties knows no score below zero. */
function scoreOf(solution: WinChanceSolution, player: PlayerState): number {
  return solution.rules.farklePenalty === null ? Math.max(0, player.score) : player.score;
}

/**
 * The dice a solution's choices take for a turn's dice left: their ids
 * under spicy dice (which dice are left decides which red faces can show),
 * else their number; every die after hot dice.
 */
function diceToRoll(rules: Rules, turn: TurnState): number | readonly number[] {
  // `rules`: the solution's, which may have been solved without spicy dice.
  if (turn.hotDice || turn.rollable.length === 0) return rules.dice;
  return rules.spicyDice ? turn.rollable : turn.rollable.length;
}

/** The best of banking (where allowed) and rolling on at a decision point, by win chance. */
function worth(solution: WinChanceSolution, turn: TurnState, me: PlayerState, them: PlayerState, dice: number | readonly number[]): number {
  const { bank, roll } = solution.choices(scoreOf(solution, me), scoreOf(solution, them), turn.total, dice, turn.mustRoll, situationOf(solution, turn, me, them));
  return Math.max(bank ?? 0, roll);
}

/**
 * A keep's chance for the last player standing (the opponent out of lives):
 * the better of banking, where the turn may bank, and rolling on.
 */
function reachWorth(reach: ReachPlay, state: GameState, after: TurnState, me: PlayerState): number {
  const dice = diceLeft(after, state.rules.dice);
  const banked = dice === 0 || (!after.mustRoll && after.total >= bankMinimum(state, me)) ? reach.bank(after.total) : 0;
  return dice === 0 ? banked : Math.max(banked, reach.roll(after.total, dice));
}

/**
 * Plays a two-player game to maximize its chance of winning, from a solved
 * table ({@link optimalWinChance}): each keep and each roll-or-bank choice
 * goes to the higher win chance. In the last turn of the game (the final
 * round, or the answer in a play-off), each keep and each roll-or-bank goes
 * to the higher chance of passing the leader (a tie worth half a win, or
 * under `end.ties: 'playOff'` the seat's chance in the play-off), from the
 * race solver's own last turn: it banks a lead only when that wins. The first
 * turn of each round of a play-off is played by the play-off the solver
 * solved (a bank worth the chance the answer falls short of it, a farkle
 * what the answer then leaves), the policy whose chance the table counts;
 * where the solved rules count a tie as half a win instead (no risk, a
 * must-roll rule), it rolls until it is ahead. Under lives, once the
 * opponent is out the table has nothing to say (it holds games of two
 * players with lives); the last player standing then plays for its chance
 * to bank the target within its turns left, as the lives bot does.
 *
 * Given several tables (decoded from table files, say), the bot plays each
 * game from the one that solves it: its rules, whatever they are called, to
 * their own target. A table is never played for a game of other rules.
 *
 * @param solution A solved table, or a list of at most 64: checked when the
 *   bot is made (their fields read once).
 * @throws {FarkleError} `invalid-options` at `solution` (or its bad field,
 *   `solution[2].rules`) for anything but solved tables, at once; the bot
 *   throws `invalid-options` for a game of more or fewer than two players or
 *   of rules its table does not solve (with a list: of which none solves the
 *   game at its target), `invalid-state` for a state that is not one, and
 *   `game-over` in a finished game.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('classic', { target: 2000 });
 * const bot = winBot(solved);
 * let game = createGame({ rules: solved.rules, players: ['bot', 'you'], seed: 3 });
 * game = applyAction(game, bot(game));
 * ```
 *
 * @category Bots
 */
export function winBot(solution: WinChanceSolution | readonly WinChanceSolution[]): Bot {
  if (!isArray(solution)) {
    const table = givenSolution(solution, 'solution');
    const play = winPlay(table);
    return gatedBot((state, legal) => {
      // Played for any target (a game to 10,000 from a table to 2,000 plays as if to 2,000), but only under its rules.
      if (fingerprint(state.rules) !== fingerprint(table.rules)) throw new FarkleError('invalid-options', `winBot's table solves ${named([table])}; this game is ${state.rules.name}, played by other rules`, 'solution');
      return play(state, legal);
    });
  }
  const tables = readTables(solution, 'solution');
  const plays = new Map(tables.map((table) => [table, winPlay(table)]));
  return gatedBot((state, legal) => {
    const table = solvedTableFor(tables, state.rules);
    if (table === undefined) throw new FarkleError('invalid-options', `none of winBot's tables (${named(tables)}) solves ${state.rules.name} to ${state.rules.end.target}`, 'solution');
    return (plays.get(table) as Play)(state, legal);
  });
}

/** What {@link winBot} plays on a checked state, from a checked solution. */
export function winPlay(solution: WinChanceSolution): Play {
  return (checked: GameState, legal: readonly Action[]): Action => {
    checkPlaying(checked);
    if (checked.players.length !== 2) throw new FarkleError('invalid-options', 'winBot plays two-player games only', 'state.players');
    // The keeps weighed by the game's own transition (one source of legality and scoring).
    const { turn, rules } = checked;
    const me = checked.players[turn.player] as PlayerState;
    const them = checked.players[1 - turn.player] as PlayerState;
    const endgame = checked.endgame;
    // The last turn of the game (the final round, or the answer in a play-off): valued by the chance to pass the leader.
    const last = (endgame?.kind === 'finalRound' || endgame?.kind === 'tieBreak') && endgame.queue.length === 0 ? new LastTurnChances(solution, rules, me, turn.player, them.score) : null;
    // The first turn of a round of a play-off, which the table does not hold: played by the play-off's values where the
    // solved rules play it out, else (a tie there is half a win) it rolls until it is ahead.
    const playOffFirst = endgame?.kind === 'tieBreak' && last === null;
    const playOff = playOffFirst && playsOff(solution.rules) ? new PlayOffFirstChances(solution, me, them) : null;
    // The opponent out of lives: the last player standing plays for its chance to finish.
    const reach = reachPlay(checked);
    const bank = legal.find((a) => a.type === 'bank');
    const roll = legal.find((a) => a.type === 'roll');
    if (turn.phase === 'rolled') {
      // Turn totals past the target are still scored right: the solution handles them.
      let best: Action | undefined;
      let bestValue = -Infinity;
      for (const action of legal) {
        if (action.type !== 'keep') continue;
        const after = nextState(checked, action, false).turn;
        const value =
          last !== null
            ? last.decision(after)
            : reach !== null
              ? reachWorth(reach, checked, after, me)
              : playOff !== null
                ? playOff.decision(after)
                : playOffFirst
                  ? after.total
                  : worth(solution, after, me, them, diceToRoll(solution.rules, after));
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
      if (last !== null) return roll === undefined || last.bank(turn.total) >= last.roll(turn) ? bank : roll;
      // In the order the keeps are valued in, above.
      if (reach !== null) return roll === undefined || reach.bank(turn.total) >= reach.roll(turn.total, diceLeft(turn, rules.dice)) ? bank : roll;
      if (playOff !== null) return roll === undefined || playOff.banks(turn) ? bank : roll;
      if (playOffFirst) return me.score + turn.total > them.score || roll === undefined ? bank : roll;
      const choice = solution.choices(scoreOf(solution, me), scoreOf(solution, them), turn.total, diceToRoll(solution.rules, turn), turn.mustRoll, situationOf(solution, turn, me, them));
      if (roll === undefined || (choice.bank ?? -1) >= choice.roll) return bank;
    }
    // Dice a bank left (high stakes): rolled for their total when that wins more often than a fresh turn.
    const offered = legal.find((a) => a.type === 'highStakes');
    if (turn.phase === 'start' && offered !== undefined && turn.offer !== null && rules.highStakes && solution.rules.highStakes) {
      const mine = scoreOf(solution, me);
      const theirs = scoreOf(solution, them);
      const fresh = solution.choices(mine, theirs, 0, rules.dice, false, situationOf(solution, turn, me, them)).roll;
      const stakes = solution.choices(mine, theirs, turn.offer.total, turn.offer.dice.length, false, situationOf(solution, turn, me, them)).roll;
      if (stakes > fresh) return offered;
    }
    const action = roll ?? legal[0];
    if (action === undefined) throw new FarkleError('game-over', 'the game is over');
    return action;
  };
}
