import { throwIfAborted } from '../../abort.js';
import { FarkleError } from '../../errors.js';
import { deepFreeze } from '../../freeze.js';
import { legalActions } from '../../game/legal/list.js';
import { matchKeep } from '../../game/legal/match-keep.js';
import { decodeAction } from '../../game/record/actions.js';
import { readRecord, replayRead, startRead } from '../../game/record/read.js';
import type { GameRecord } from '../../game/record/record.js';
import type { Action, GameState } from '../../game/types.js';
import { adviseGame } from '../advice/advice.js';
import { refuseUnsupported, turnUnsupported } from '../unsupported.js';
import { checkAnalyzeOptions, type AnalysisSettings, type AnalyzeGameOptions } from './options.js';
import { summarize } from './summary.js';
import type { AnalysisThresholds, DecisionAnalysis, DecisionMark, GameAnalysis } from './types.js';

/** A state where the player to move had a choice, and the action of the record taken there. */
interface Decision {
  readonly index: number;
  readonly state: GameState;
  readonly legal: readonly Action[];
  readonly taken: Action;
}

/** An action as one of a listing's: its kind and what it names, the dice of a keep in any order. */
function key(action: Action): string {
  switch (action.type) {
    case 'keep':
      return `keep ${[...action.dice].sort((a, b) => a - b).join()}`;
    case 'secondChance':
      return `secondChance ${[...action.hold].sort((a, b) => a - b).join()}`;
    case 'buy':
      return `buy ${action.count}`;
    default:
      return action.type;
  }
}

/** The action taken as the listing names it: a keep of the same faces under the listed dice, a roll without its dice. */
function listedForm(decision: Decision): Action {
  const { state, legal, taken } = decision;
  const listed = taken.type === 'keep' ? matchKeep(state, taken.dice) : legal.find((action) => key(action) === key(taken));
  // Every action a record holds was applied, so it is listed: the action itself is only a safeguard.
  return listed ?? taken;
}

/**
 * The record's states with a choice to make, read once (a record from
 * anywhere: checked as `replayGame` checks it), refused before any is
 * valued when its rules are beyond advice or it holds more than `most`.
 */
function decisionsOf(record: unknown, most: number): { decisions: Decision[]; names: readonly string[] } {
  const read = readRecord(record);
  const start = startRead(read);
  refuseUnsupported(start.rules, turnUnsupported, 'analyzeGame', ' (adviseGame values each decision by the turn solver, which does not)');
  const decisions: Decision[] = [];
  let index = -1;
  replayRead(read, start, (state) => {
    index += 1;
    if (state.over || index >= read.actions.length) return;
    const legal = legalActions(state);
    if (legal.length > 1) decisions.push({ index, state, legal, taken: decodeAction(read.actions[index], `record.actions[${index}]`) });
  });
  if (decisions.length > most) {
    const count = (n: number): string => n.toLocaleString('en-US');
    throw new FarkleError('invalid-options', `expected a game of at most ${count(most)} decisions, got one of ${count(decisions.length)}`, 'maxDecisions');
  }
  return { decisions, names: start.players.map((player) => player.name) };
}

function markOf(lost: number | null, thresholds: AnalysisThresholds): DecisionMark | null {
  if (lost === null || lost < thresholds.inaccuracy) return null;
  return lost >= thresholds.blunder ? 'blunder' : lost >= thresholds.mistake ? 'mistake' : 'inaccuracy';
}

/** Seat 0's chance after the decision, where the mover's tells it: its own, or the other's complement in a two-player game. */
function firstSeat(state: GameState, after: number | null): number | null {
  if (after === null || state.turn.player === 0) return after;
  // Under lives nobody may win: the two chances need not add up to 1.
  return state.players.length === 2 && state.rules.lives === null ? 1 - after : null;
}

function analyzed(decision: Decision, settings: AnalysisSettings): DecisionAnalysis {
  const { state, index } = decision;
  const advice = adviseGame(state, settings.advice);
  const taken = listedForm(decision);
  const [first] = advice.actions;
  const best = first?.action ?? taken;
  const before = first?.winChance ?? null;
  const after = advice.actions.find((chance) => key(chance.action) === key(taken))?.winChance ?? null;
  // The best action loses nothing, whatever rounding made of the others' chances.
  const lost = before === null || after === null ? null : key(taken) === key(best) ? 0 : Math.max(0, before - after);
  return {
    index,
    turn: state.turnNumber,
    player: advice.player,
    taken,
    best,
    before,
    after,
    lost,
    mark: markOf(lost, settings.thresholds),
    method: advice.method,
    exact: advice.exact,
    firstSeat: firstSeat(state, after),
    alternatives: advice.actions,
  };
}

/**
 * The analysis of a played game: for every decision of every player (a
 * state where the player to move had more than one legal action; forced
 * moves are skipped), the win chance of the action taken beside the best,
 * as {@link adviseGame} values the state's legal actions, and each
 * player's summary.
 *
 * What a decision lost is the mover's win chance: the best action's less
 * the one taken. It is marked by {@link AnalysisThresholds} (by default an
 * inaccuracy from 0.01, a mistake from 0.03, a blunder from 0.08). Chess
 * servers mark drops of 5, 10 and 15 points of win percentage; in Farkle
 * most decisions lose nothing or under a point, so the marks start lower.
 * Measured by advice's estimate on six games to 10,000: of the decisions
 * of a player who banks from 300, one in nine lost a point or more, one in
 * 25 three, one in 300 eight; play that maximizes the turn's points lost a
 * point or more at one decision in a hundred, mostly late in the game.
 *
 * The chances are exact where advice is (from a solved table: pass
 * `solution` or `tables` for a game larger than it solves on first use;
 * in the final round), an estimate elsewhere (`method` says which). An
 * action advice cannot value (buying dice) has `null` chances and no loss.
 *
 * The work is bounded by `maxDecisions` (1,000 by default): each decision
 * is one `adviseGame`, well under a millisecond from a solved table, some
 * 30 ms where it estimates (about 3 s for a game of two to 10,000 without
 * a table), up to a second in the final round of six players; the first
 * decision may solve a small game first (see `adviseGame`). Pass a
 * `signal` to bound its time.
 *
 * @throws {FarkleError} `invalid-options` for bad options (at their path:
 *   `thresholds.blunder`) and a game of more than `maxDecisions` decisions;
 *   the codes of {@link replayGame} for a bad record (`invalid-record` at
 *   `record.<field>`, the game's own codes at `record.actions[i]`);
 *   `unsupported-rules` for rules advice does not model (a wild die, second
 *   chance, ...), before any decision is valued, and for a game longer than
 *   advice's estimate plays (classic past 50,000) without a table for it;
 *   `aborted` when `signal` fires.
 *
 * @example
 * ```ts
 * const rules = defineRules({ bank: { entry: 0 }, end: { target: 1000 } });
 * let record = startRecord({ rules, players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
 * record = recordAction(record, { type: 'roll', dice: [1, 5, 2, 3, 3, 6] });
 * record = recordAction(record, { type: 'keep', dice: [0, 1] });
 * record = recordAction(record, { type: 'bank' });
 * const analysis = analyzeGame(record);
 * analysis.decisions[0]?.best; // { type: 'keep', dice: [0] }: the 1 alone
 * analysis.decisions[0]?.lost; // 0.021: an inaccuracy
 * analysis.decisions[1]?.mark; // 'mistake': banking 150 when rolling on was better
 * analysis.players[0]?.lost; // 0.061 in all
 * ```
 *
 * @category Advice
 */
export function analyzeGame(record: GameRecord, options: AnalyzeGameOptions = {}): GameAnalysis {
  const settings = checkAnalyzeOptions(options);
  throwIfAborted(settings.signal);
  const { decisions, names } = decisionsOf(record, settings.maxDecisions);
  const out: DecisionAnalysis[] = [];
  const { onProgress } = settings;
  onProgress?.(0);
  for (const decision of decisions) {
    throwIfAborted(settings.signal);
    out.push(analyzed(decision, settings));
    onProgress?.(out.length / decisions.length);
  }
  if (decisions.length === 0) onProgress?.(1);
  return deepFreeze({ decisions: out, players: summarize(out, names), thresholds: settings.thresholds });
}
