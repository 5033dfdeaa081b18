// advise's win chances by keep (`--scores`): where they come from, the rows, and `advise --json`.
import type { Die } from '../dice.js';
import { applyAction } from '../game/apply.js';
import type { GameState } from '../game/types.js';
import type { RollEffectKind, Rules } from '../rules/types.js';
import { adviseGame, type GameAdvice } from '../strategy/advice/advice.js';
import { solvedForAdvice, type AdviceMethod } from '../strategy/advice/method.js';
import type { WinChanceSolution } from '../strategy/race/types.js';
import type { KeepAdvice } from '../strategy/turn/optimal-turn.js';
import { solveCost } from '../strategy/solve-cost.js';
import { costLine, ownTargetError, refuseLongSolve } from './cost.js';
import type { Io } from './format.js';
import { installedTable, tableNote } from './installed-tables.js';

/** The chances' source: the installed table of the game (and the line that says so), or none. */
export interface WinTables {
  readonly tables: readonly WinChanceSolution[];
  readonly note: string | null;
}

/** What decides the chances' source: `--force`, `--no-tables` and whether `--target` was typed. */
interface WinTableOptions {
  readonly force?: boolean | undefined;
  readonly tables?: boolean | undefined;
  readonly target?: string | undefined;
}

/**
 * The chances of the game advised: the installed table of a two-player game
 * before the final round (told in a line), or none; a game that advice
 * solves first has its cost told (over ten minutes refused without `--force`).
 */
export async function winTables(game: GameState, options: WinTableOptions, io: Io): Promise<WinTables> {
  // Where advice reads a two-player table: before the final round, no score below zero.
  const tabled = game.players.length === 2 && game.endgame === null && game.players.every((player) => player.score >= 0);
  const installed = tabled ? await installedTable(game.rules, io, options.tables !== false) : null;
  if (installed !== null) return { tables: [installed.solution], note: tableNote(installed.entry) };
  let line: string | null = null;
  try {
    const solved = solvedForAdvice(game);
    const cost = solved === null ? null : solveCost(game.rules, solved);
    if (cost !== null) refuseLongSolve(cost, options.force === true);
    line = cost === null ? null : costLine(cost);
  } catch (error) {
    throw ownTargetError(error, game.rules, options.target !== undefined);
  }
  if (line !== null) io.out(line);
  return { tables: [], note: null };
}

/** A keep ranked by the chance to win: the keep's advice for the turn, its chance, and whether to bank after it. */
export interface WinRow {
  readonly keep: KeepAdvice;
  readonly winChance: number;
  readonly then: 'bank' | 'roll';
}

/** Every legal keep by the chance to win, as `adviseGame` ranks them, with the advice that found the chances. */
export interface WinRows {
  readonly advice: GameAdvice;
  readonly rows: readonly WinRow[];
}

/**
 * The keeps of the roll showing in `state` ranked by the chance to win (from `tables` where one
 * covers the game), each matched to the turn's advice on it; after a keep, bank when the advice
 * of the state it leaves says so (or when no die is left to roll).
 */
export function winRows(state: GameState, policyAdvice: readonly KeepAdvice[], tables: readonly WinChanceSolution[]): WinRows {
  const given = tables.length === 0 ? {} : { tables };
  const advice = adviseGame(state, given);
  const rows: WinRow[] = [];
  for (const { action, winChance } of advice.actions) {
    if (action.type !== 'keep' || winChance === null) continue;
    const keep = policyAdvice.find((a) => a.keep.dice.join() === action.dice.join());
    if (keep === undefined) continue;
    const next = keep.diceToRoll === 0 || keep.mustRoll ? null : adviseGame(applyAction(state, action), given);
    const bank = keep.diceToRoll === 0 || next?.actions[0]?.action.type === 'bank';
    rows.push({ keep, winChance, then: bank ? 'bank' : 'roll' });
  }
  return { advice, rows };
}

/** `advise --json`'s `winChances`: the scores, the final round's seats still to play, how the chances were found, and each keep's chance. */
export interface AdviseWinJson {
  readonly scores: readonly number[];
  readonly finalRound: boolean;
  readonly method: AdviceMethod;
  readonly exact: boolean;
  readonly keeps: readonly { readonly dice: readonly number[]; readonly winChance: number; readonly then: 'bank' | 'roll' }[];
}

/** What `advise --json` prints (documented in docs/cli.md). */
export interface AdviseJson {
  readonly rules: string;
  readonly dice: readonly Die[];
  readonly turnTotal: number;
  readonly onBoard: boolean;
  /** The turn total needed to bank (the entry when not on the board). */
  readonly minimum: number;
  readonly effect: RollEffectKind | null;
  readonly farkle: boolean;
  /** Every legal keep valued by optimal play of the rest of the turn, best first (`optimalTurn(...).advise`). */
  readonly keeps: readonly KeepAdvice[];
  /** With `--scores`: every keep by the chance to win; `null` without (or when nothing can be kept). */
  readonly winChances: AdviseWinJson | null;
}

/** The facts of a roll advised on, before its keeps. */
export interface AdvisedRoll {
  readonly rules: Rules;
  readonly dice: readonly Die[];
  readonly turnTotal: number;
  readonly onBoard: boolean;
  readonly minimum: number;
  readonly effect: RollEffectKind | null;
}

/** `advise --json`: the roll, every keep's turn advice and, given the scores' rows, every keep's chance to win. */
export function adviseJson(roll: AdvisedRoll, keeps: readonly KeepAdvice[], win: { readonly state: GameState; readonly found: WinRows } | null): AdviseJson {
  const { rules, effect, ...rest } = roll;
  const winChances: AdviseWinJson | null =
    win === null
      ? null
      : {
          scores: win.state.players.map((player) => player.score),
          finalRound: win.state.endgame !== null,
          method: win.found.advice.method,
          exact: win.found.advice.exact,
          keeps: win.found.rows.map(({ keep, winChance, then }) => ({ dice: keep.keep.dice, winChance, then })),
        };
  return { rules: rules.name, ...rest, effect, farkle: effect === null && keeps.length === 0, keeps: effect === null ? keeps : [], winChances };
}
