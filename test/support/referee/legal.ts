/**
 * The actions open in a table, as the referee reads the rules: written as
 * text (`keep 0,1,2`, `secondChance 0,3`) so that two listings compare as
 * sets. Rolls are listed without their dice.
 *
 * - start: roll; carry on when a farkle's dice are offered; high stakes when
 *   a bank's dice are;
 * - rolled: every legal keep (each set of faces once, by the earliest dice
 *   showing each face); under `keepEveryScoringDie` only the largest (most
 *   dice, then most points);
 * - kept: roll; bank when the turn total meets the bank minimum, no rule
 *   makes the player roll again, and under `mustBeatLastBank` it is above
 *   the last bank;
 * - clearing: only the roll of the cleared dice;
 * - secondChance: every hold of 2 to n - 1 of the n dice, by position, and
 *   accepting the farkle.
 */
import type { Action, Face } from '../../../src/index.js';
import { bankMinimum } from './farkle.js';
import type { Move, Seat, Table } from './model.js';
import type { RefereeKeep, Scorer } from './score.js';

/** An action as text, its dice left out. */
export function actionText(action: Action): string {
  if (action.type === 'keep') return `keep ${[...action.dice].sort((a, b) => a - b).join()}`;
  if (action.type === 'secondChance') return `secondChance ${[...action.hold].sort((a, b) => a - b).join()}`;
  if (action.type === 'buy') return `buy ${action.count}`;
  return action.type;
}

/** Why the player may not bank now, or `null` when they may. */
export function bankBlock(move: Pick<Move, 'rules' | 'table'>): string | null {
  const { turn } = move.table;
  if (turn.mustRoll) return 'must roll';
  if (turn.total < bankMinimum(move as Move, move.table.players[turn.player] as Seat)) return 'below the minimum';
  if (move.rules.turn.mustBeatLastBank && turn.total <= turn.toBeat) return 'not above the last bank';
  return null;
}

/** The roll positions of a keep: for each face, the earliest dice showing it. */
function positions(roll: readonly Face[], keep: RefereeKeep): number[] {
  const out: number[] = [];
  for (const face of new Set(keep.faces)) {
    const wanted = keep.faces.filter((f) => f === face).length;
    roll.forEach((shown, i) => {
      if (shown === face && out.filter((p) => roll[p] === face).length < wanted) out.push(i);
    });
  }
  return out.sort((a, b) => a - b);
}

function keeps(move: Pick<Move, 'rules' | 'table'>, scorer: Scorer): string[] {
  const roll = (move.table.turn.roll ?? []).map((die) => die.face);
  let all = scorer.keeps(roll);
  if (move.rules.turn.keepEveryScoringDie) {
    const most = Math.max(...all.map((k) => k.faces.length));
    const best = Math.max(...all.filter((k) => k.faces.length === most).map((k) => k.points));
    all = all.filter((k) => k.faces.length === most && k.points === best);
  }
  return all.map((k) => `keep ${positions(roll, k).join()}`);
}

function holds(length: number): string[] {
  const out: string[] = [];
  for (let mask = 0; mask < 1 << length; mask++) {
    const hold = Array.from({ length }, (_, i) => i).filter((i) => (mask >> i) & 1);
    if (hold.length >= 2 && hold.length < length) out.push(`secondChance ${hold.join()}`);
  }
  return out;
}

/** Every action open in `table`, as text, sorted. */
export function legalTexts(move: Pick<Move, 'rules' | 'table'>, scorer: Scorer): string[] {
  const table: Table = move.table;
  const { turn } = table;
  if (table.over) return [];
  const out: string[] = [];
  switch (turn.phase) {
    case 'start':
      out.push('roll');
      if (turn.offer?.kind === 'farkle' && move.rules.turn.carryOn) out.push('carryOn');
      if (turn.offer?.kind === 'bank' && move.rules.highStakes) out.push('highStakes');
      break;
    case 'rolled':
      out.push(...keeps(move, scorer));
      break;
    case 'kept':
      out.push('roll');
      if (bankBlock(move) === null) out.push('bank');
      break;
    case 'clearing':
      out.push('roll');
      break;
    case 'secondChance':
      out.push(...holds(turn.roll?.length ?? 0), 'acceptFarkle');
      break;
  }
  return out.sort();
}
