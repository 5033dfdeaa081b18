import { FarkleError } from '../../../errors.js';

/** The most numbers a lives table may hold: 96 million (768 MB; farkel to 20,000 with 12 lives: 92.6 million). */
export const MAX_LIVES_TABLE = 96_000_000;

/**
 * The most work a lives solve may take, in turn totals solved (goal³ x lives², times `dice` - 1 with buying):
 * 50 million, about a minute on one thread (farkel to 20,000: 46 million, 42 s; without buying to 10,000: 1.2 million, 1.7 s).
 */
export const MAX_LIVES_WORK = 50_000_000;

/** The size of a lives table (see {@link LivesTable}). */
export interface LivesShape {
  readonly goal: number;
  readonly lives: number;
  /** Offers per state: `dice` - 1 with buying, else 0. */
  readonly offers: number;
}

/** Numbers in a lives table (two per state, and two per offer of each), and the turn totals its solve works through. */
function livesNeeds(shape: LivesShape): { size: number; work: number } {
  const { goal, lives, offers } = shape;
  return { size: 2 * goal * goal * lives * lives * (1 + offers * goal), work: goal ** 3 * lives * lives * Math.max(1, offers) };
}

/** Numbers in a lives table, or `null` past {@link MAX_LIVES_TABLE} or {@link MAX_LIVES_WORK}. */
export function livesFit(shape: LivesShape): number | null {
  const { size, work } = livesNeeds(shape);
  return size > MAX_LIVES_TABLE || work > MAX_LIVES_WORK ? null : size;
}

/** Numbers in a lives table; `invalid-options` past {@link MAX_LIVES_TABLE}, naming the target and lives. */
export function livesSize(shape: LivesShape, target: number): number {
  const { size, work } = livesNeeds(shape);
  if (livesFit(shape) !== null) return size;
  const grouped = (n: number): string => n.toLocaleString('en-US');
  throw new FarkleError(
    'invalid-options',
    `expected a target and lives whose table fits ${grouped(MAX_LIVES_TABLE)} numbers and ${grouped(MAX_LIVES_WORK)} turn totals of work; ${grouped(target)} points with ${shape.lives} lives needs ${grouped(size)} and ${grouped(work)}`,
    'target',
  );
}

/**
 * Where a lives table keeps its numbers. Nobody winning is possible, so it
 * holds both players' chances, the mover's first: at `2 * s` for the state
 * s of the race's space (the mover's and the opponent's scores and lives,
 * starting afresh), and with buying, after the states, at
 * `2 * (states + (s * offers + n - 1) * goal + t)` the best start of state
 * s offered n dice at t steps (afresh or buying).
 */
export class LivesTable {
  readonly states: number;

  constructor(readonly shape: LivesShape) {
    const { goal, lives } = shape;
    this.states = goal * goal * lives * lives;
  }

  /** Where the pair of chances of state s offered n dice at t steps sits (n = 0: afresh). */
  at(s: number, n: number, t: number): number {
    const { goal, offers } = this.shape;
    if (n === 0 || offers === 0) return 2 * s;
    return 2 * (this.states + (s * offers + n - 1) * goal + t);
  }
}
