import { FarkleError } from '../errors.js';
import { winUnsupported } from '../strategy/unsupported.js';
import { winPlan, type WinChanceSolution } from '../strategy/race/win-chance.js';
import { keptWinChance } from '../strategy/kept.js';
import { solveCost, type SolveCost } from '../strategy/solve-cost.js';
import { defineRules } from '../rules/define.js';
import type { Rules } from '../rules/types.js';
import { optimalPlay } from './optimal.js';
import { solvedBestAction } from '../strategy/advice/advice.js';
import { readTables, registeredTableFor, solvedTableFor } from '../strategy/advice/tables.js';
import { gatedBot, type Bot, type Play } from './bot.js';
import { winPlay } from './win.js';

/**
 * The most win chances {@link solvingWinBot} solves with farkle penalties
 * (a few minutes): yarkle or absolute to about 1,500 points. Past it, it
 * solves the game without the penalty, as it did before penalties were solved.
 */
export const SOLVING_BOT_STREAK_TABLE = 500_000;

/**
 * The most chances {@link solvingWinBot} solves with dice offered by a bank
 * (high stakes; about ten seconds: a 2,000-point classic game). Past it, it
 * solves the game without them and never takes an offer.
 */
export const SOLVING_BOT_OFFER_TABLE = 400_000;

/**
 * The most pairs of scores {@link solvingWinBot} solves with spicy dice
 * (about a minute: a 1,000-point game, each turn some 70 times a plain
 * one's work). Past it, it plays as {@link optimalTurnBot}.
 */
export const SOLVING_BOT_SPICY_PAIRS = 400;

/**
 * The longest solve {@link solvingWinBot} starts on first use, by
 * `solveCost`'s estimate on one thread: 150 seconds (classic to 20,000).
 * Past it, it plays as {@link optimalTurnBot}: a table made ahead
 * (`optimalWinChance`, or a table file) and played by {@link winBot}
 * plays those games exactly.
 */
export const SOLVING_BOT_SECONDS = 150;

/**
 * What {@link solvingWinBot} does in a two-player game of the rules (a
 * table registered for it aside): solve `rules` (the game's, or the
 * simpler rules it solves instead) at the estimated `cost`, or play as
 * {@link optimalTurnBot}, and why. For the bot itself and for telling it
 * before a game.
 * @internal
 */
export type SolvingWinBotPlan =
  | { readonly plays: 'solve'; readonly rules: Rules; readonly cost: SolveCost }
  | { readonly plays: 'turn'; readonly why: string; readonly cost: SolveCost | null };

/**
 * The plan of {@link solvingWinBot} for a two-player game of the rules (see {@link SolvingWinBotPlan}).
 * @internal
 */
export function solvingWinBotPlan(rules: Rules): SolvingWinBotPlan {
  // A table blind to lives would spend them freely and never buy: the lives-aware turn bot plays instead.
  if (rules.lives !== null && winUnsupported(rules) !== null) return { plays: 'turn', why: 'it values lives and buys dice, as a win table does not', cost: null };
  let solvable: Rules | null;
  try {
    solvable = solvedRules(rules);
  } catch (error) {
    // Past the solver's grid (2,000 steps): refused before any table is made.
    if (error instanceof FarkleError && error.code === 'invalid-options') return { plays: 'turn', why: `this game is past what the solver solves (${error.message})`, cost: null };
    throw error;
  }
  if (solvable === null) return { plays: 'turn', why: 'it solves spicy dice to a 1,000-point game only', cost: null };
  const cost = solveCost(solvable, { target: solvable.end.target, ignoreUnsupported: true });
  if (cost.seconds === null) return { plays: 'turn', why: cost.reason ?? 'the solver does not solve this game', cost };
  if (cost.seconds > SOLVING_BOT_SECONDS) return { plays: 'turn', why: `its table would take too long to solve on first use (it solves at most ${SOLVING_BOT_SECONDS} s)`, cost };
  return { plays: 'solve', rules: solvable, cost };
}

/**
 * The rules the solving bot solves: the game's own, or where their table of
 * states is too large, without the penalty and with ties shared (the plain
 * solver's table, a minute for 10,000 points), or without high stakes;
 * `null` where even that is out of reach (spicy dice past a 1,000-point game).
 */
function solvedRules(rules: Rules): Rules | null {
  const plan = winPlan(rules, { ignoreUnsupported: true });
  if (plan.space !== null && plan.size > plan.goal * plan.goal && plan.size > SOLVING_BOT_STREAK_TABLE) return solvedRules(defineRules({ farklePenalty: null, end: { ties: 'share' } }, rules));
  if (rules.highStakes && plan.size > SOLVING_BOT_OFFER_TABLE) return solvedRules(defineRules({ highStakes: false }, rules));
  if (rules.spicyDice && plan.size > SOLVING_BOT_SPICY_PAIRS) return null;
  return rules;
}

/** The play for each solution kept, made once. */
const plays = new WeakMap<WinChanceSolution, Play>();

/**
 * The play for the rules, by the solution it plays, solved on first use and
 * kept by the rules' content (see `configureCache`); `null` where the game
 * is too large to solve (see {@link solvedRules}).
 */
function playFor(rules: Rules): Play | null {
  let solves = solvable.get(rules);
  if (solves === undefined) {
    const plan = solvingWinBotPlan(rules);
    solvable.set(rules, (solves = plan.plays === 'solve' ? plan.rules : null));
  }
  return solves === null ? null : playOf(keptWinChance(solves, solves.end.target));
}

/** Per rule set, the rules the bot solves for it, or `null` where it solves none: decided once per rules object. */
const solvable = new WeakMap<Rules, Rules | null>();

/** The play of a solution, made once. */
function playOf(solution: WinChanceSolution): Play {
  let play = plays.get(solution);
  if (play === undefined) plays.set(solution, (play = winPlay(solution)));
  return play;
}

/**
 * {@link winBot} for whatever rules it is asked to play, solving them on
 * first use: a few seconds for a 2,000-point game, about a minute for
 * 10,000. The state is checked first, and the solution kept by the rules'
 * content, so a game restored from JSON at every move (its rules a new,
 * equal object) is solved once, as are games of equal rule sets; the least
 * recently used solutions are dropped past the memory
 * `configureCache({ solutionBytes })` allows (256 MiB by default). Farkle penalties and play-offs are solved
 * where their table holds at most 500,000 chances (past it the penalty is
 * ignored and a tie counts half); high stakes where it holds at most
 * 400,000 (past it offers are ignored: it never takes one); spicy dice to a
 * 1,000-point game (past it, it plays as {@link optimalTurnBot}). A game
 * whose solve is estimated past 150 seconds (`solveCost`; classic
 * past 20,000) is played as {@link optimalTurnBot} too, rather than solved
 * for minutes or hours on the thread that asked. Rules the
 * solver does not model (lives, buying, the wild die, carry on, clear
 * combo, second chance, must beat the last bank, an exact target,
 * restarting final rounds; see {@link optimalWinChance}) are ignored in its
 * choices, which are always among the legal actions. With three to six
 * players it plays the action {@link adviseGame} ranks first where that is
 * solved: from the seats table where it is small (three players to 300 in
 * classic, solved on first use) and in the final round; elsewhere, and with
 * lives (Farkel), it plays as {@link optimalTurnBot}, which values lives and
 * buys dice by their worth ({@link winBot} reads the players' lives from a
 * table solved with them, but never buys). {@link solvingWinBotWith} plays
 * from tables of its own first.
 *
 * @example
 * ```ts
 * let game = createGame({ rules: defineRules({ end: { target: 1500 } }), players: ['A', 'B'], seed: 1 });
 * game = applyAction(game, solvingWinBot(game)); // solves the 1,500-point game first
 * ```
 *
 * @category Bots
 */
export const solvingWinBot: Bot = gatedBot(solvingPlay([]));

/**
 * {@link solvingWinBot} with tables of its own (decoded table files, or
 * solutions): in a two-player game that one of them solves (its rules,
 * whatever they are called, to their own target), it plays from that table
 * at once, as {@link winBot} would; in any other game it plays as
 * `solvingWinBot` does (a table registered with `useWinTables`, else a solve
 * on first use, else as {@link optimalTurnBot}). Unlike `winBot`, a game none
 * of its tables solves is played, not refused.
 *
 * @throws {FarkleError} `invalid-options` for anything but a solution or a
 *   list of at most 64 (at `tables`, `tables[i]`).
 *
 * @example
 * ```ts
 * const bot = solvingWinBotWith([decodeWinTable(readFileSync('zilch-10000.bin'))]);
 * bot(zilchGame); // from the table, at once
 * bot(classicGameTo1500); // solved on its first move
 * ```
 *
 * @category Bots
 */
export function solvingWinBotWith(tables: WinChanceSolution | readonly WinChanceSolution[]): Bot {
  return gatedBot(solvingPlay(readTables(tables, 'tables')));
}

/** What the solving bot plays, from its own tables first (`own`, checked). */
function solvingPlay(own: readonly WinChanceSolution[]): Play {
  return (state, legal) => {
    // A table of the bot's own, or one an app registered, for this game is played at once.
    const table = state.players.length === 2 ? (solvedTableFor(own, state.rules) ?? registeredTableFor(state.rules)) : undefined;
    if (table !== undefined) return playOf(table)(state, legal);
    // More players: by the seats table or the final round where advice values the state exactly, else the turn bot.
    if (state.players.length !== 2) return solvedBestAction(state, legal) ?? optimalPlay(state, legal);
    const play = playFor(state.rules);
    return play === null ? optimalPlay(state, legal) : play(state, legal);
  };
}
