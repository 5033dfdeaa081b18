import type { WinPlan } from '../race/types.js';
import type { TableShape } from './predict.js';

/**
 * The shape of a plan's table as compact bodies walk it: a zero-sum race's
 * tags of score grids (`RaceSpace`: state `(tag * scores + i) * scores + j`),
 * else a run of states of `width` numbers.
 */
export function shapeOf(plan: WinPlan, width: number): TableShape {
  const { space, size } = plan;
  if (space === null || width !== 1) return { width, scores: 0, tags: 0 };
  const scores = space.goal - space.lowest;
  return { width, scores, tags: size / (scores * scores) };
}
