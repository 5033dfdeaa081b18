import type { GameState, PlayerState } from '../../game/types.js';
import { bankMinimum } from '../../game/turn/bank.js';
import { flatten } from '../turn/flat.js';
import { fromRow, turnModel } from '../turn/model.js';
import { lifeValue } from './life-value.js';

/**
 * The last player standing's turn, valued by its chance to finish: it has
 * this turn and a few more to bank the points it needs, or nobody wins. A
 * bank is worth the chance of finishing the rest within the turns after this
 * one, a farkle the chance of finishing it all with the lives it leaves
 * (both from the race table of {@link lifeValue}, which plays the later turns
 * for points); this turn's rolls are valued exactly. On its last turn a
 * bank short of the target is worth nothing, so it rolls on.
 */
export interface ReachPlay {
  /** The chance to finish after banking `total` now (0 where a bank is not allowed is for the caller to decide). */
  bank(total: number): number;
  /** The chance to finish after rolling `dice` dice at `total` and playing on for it. */
  roll(total: number, dice: number): number;
}

/** The reach play of the last player standing, or `null` when other players are still in the game. */
export function reachPlay(state: GameState): ReachPlay | null {
  const { rules, turn, endgame } = state;
  if (endgame?.kind !== 'lastStanding' || rules.lives === null) return null;
  const me = state.players[turn.player] as PlayerState;
  const lives = me.lives ?? 0;
  const needed = rules.end.target - me.score;
  const after = endgame.queue.length;
  const value = lifeValue(rules);
  const model = turnModel(rules);
  const flat = flatten(model);
  const unbought = turn.unbought.length;
  // Off the board, its first bank must reach the entry too.
  const minimum = bankMinimum(state, me);
  const farkled = value.finishChance({ needed, lives: lives - rules.lives.farkle }, after);
  const bank = (total: number): number => (total >= needed ? 1 : value.finishChance({ needed: needed - total, lives }, after));
  const memo = new Map<number, number>();
  // Past this total every bank finishes; rolling further (where a must-roll rule asks it) is counted as finishing too.
  const enough = needed + 50 * model.step;
  const roll = (total: number, dice: number): number => {
    const key = total * 8 + dice;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const chance = flat.expect(
      dice,
      (steps, row) => {
        const { next, mustRoll } = fromRow(model.dice, row);
        const kept = total + steps * model.step;
        // Every bought die kept: nothing left that may be rolled, only the bank.
        if (next === model.dice && unbought > 0) return bank(kept);
        const banked = !mustRoll && kept >= minimum ? bank(kept) : 0;
        if (banked === 1 || kept > enough) return 1;
        return Math.max(banked, roll(kept, next));
      },
      flat.ends(dice, farkled, 0, 0),
    );
    memo.set(key, chance);
    return chance;
  };
  return { bank, roll };
}
