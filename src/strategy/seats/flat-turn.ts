import { flattenRoll } from '../turn/flat-roll.js';
import type { TurnModel } from '../turn/model.js';

/** A turn model's rolls flat, with per number of dice the chances a roll scores nothing, loses the turn, wins. */
export interface FlatTurnModel {
  readonly rolls: { chance: Float64Array; start: Int32Array; steps: Int32Array; row: Int32Array }[];
  readonly farkle: Float64Array;
  readonly lost: Float64Array;
  readonly won: Float64Array;
}

const flats = new WeakMap<TurnModel, FlatTurnModel>();

/** A turn model's rolls flat, and per number of dice the chances a roll scores nothing, loses the turn, wins (cached). */
export function flatOf(model: TurnModel): FlatTurnModel {
  let known = flats.get(model);
  if (known === undefined) {
    const chances = (ways: readonly number[]): Float64Array => Float64Array.from({ length: model.dice + 1 }, (_, n) => (ways[n] ?? 0) / (model.rolls?.[n] ?? 6 ** n));
    const rolls = Array.from({ length: model.dice + 1 }, (_, n) => flattenRoll(model, n));
    known = { rolls, farkle: chances(model.farkleWays), lost: chances(model.lostWays), won: chances(model.wonWays) };
    flats.set(model, known);
  }
  return known;
}
