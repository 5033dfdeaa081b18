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
 * - kept: roll; bank when none of the rulebook's `BANK_BARS` holds (a
 *   must-roll rule, the entry or every-bank minimum, the last bank to beat);
 * - clearing: only the roll of the cleared dice;
 * - secondChance: every hold of 2 to n - 1 of the n dice, by position, and
 *   accepting the farkle.
 */
import type { Action, Face } from '../../../src/index.js';
import { BANK_BARS } from './rulebook.js';
import type { Move, Seat, Table } from './model.js';
import type { RefereeKeep, Scorer } from './score.js';

/** An action as text, its dice left out. */
export function actionText(action: Action): string {
  if (action.type === 'keep') return `keep ${[...action.dice].sort((a, b) => a - b).join()}`;
  if (action.type === 'secondChance') return `secondChance ${[...action.hold].sort((a, b) => a - b).join()}`;
  if (action.type === 'buy') return `buy ${action.count}`;
  return action.type;
}

/** Why the player may not bank now (the first of the rulebook's bars that holds), or `null` when they may. */
export function bankBlock(move: Pick<Move, 'rules' | 'table'>): string | null {
  const { turn } = move.table;
  const player = move.table.players[turn.player] as Seat;
  return BANK_BARS.find((bar) => bar.bars(move.rules, turn, player))?.why ?? null;
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

/** The keeps the rules allow from the roll showing, as multisets of faces: under `keepEveryScoringDie` only the largest. */
export function allowedKeeps(move: Pick<Move, 'rules' | 'table'>, scorer: Scorer): readonly RefereeKeep[] {
  const all = scorer.keeps((move.table.turn.roll ?? []).map((die) => die.face));
  if (!move.rules.turn.keepEveryScoringDie) return all;
  const most = Math.max(...all.map((k) => k.faces.length));
  const best = Math.max(...all.filter((k) => k.faces.length === most).map((k) => k.points));
  return all.filter((k) => k.faces.length === most && k.points === best);
}

function keeps(move: Pick<Move, 'rules' | 'table'>, scorer: Scorer): string[] {
  const roll = (move.table.turn.roll ?? []).map((die) => die.face);
  return allowedKeeps(move, scorer).map((k) => `keep ${positions(roll, k).join()}`);
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
