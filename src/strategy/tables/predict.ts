/*
 * How a compact table guesses each value from those before it (FORMAT.md,
 * "Prediction"). On the score grid of a race's states the chances change
 * smoothly with both scores: a value is guessed from five neighbours
 * already coded, a plane through the three nearest (a + b - c, weighed
 * twice) and a straight line through each pair of its row and its column
 * (2a - a2, 2b - b2), averaged; next to the grid's edges, from what there
 * is. In tags past the first, its difference from the first tag at the same
 * scores is guessed so. In tables without a score grid (lives, high
 * stakes), the value before of the same number of the state.
 *
 * Measured on zilch's own table (952,200 chances), in bytes a state of the
 * Rice code at steps of 2^-24: the plane alone 0.86, the median edge
 * detector of LOCO-I 0.90, this average 0.79, a least-squares fit of twelve
 * neighbours 0.76.
 */

/** The shape of a table as its prediction walks it. */
export interface TableShape {
  /** Numbers per state (1, or 2 where nobody may win and each player's chance is kept). */
  readonly width: number;
  /** Scores per side of the grid, or 0 without a grid. */
  readonly scores: number;
  /** Planes of scores (tags), with a grid. */
  readonly tags: number;
}

/** The half of a compact table's 2^23 steps: the guess where no value is coded yet. */
const HALF = 1 << 22;

/** In the first tag (base 0) the value at `index`; past it, its difference from the first tag's at the same scores. */
function diff(q: Int32Array, index: number, base: number): number {
  return base === 0 ? (q[index] as number) : (q[index] as number) - (q[index - base] as number);
}

/** The guess of the value (past the first tag, of the difference) at `at`, row i and column j of its grid. */
function guessAt(q: Int32Array, at: number, base: number, scores: number, i: number, j: number): number {
  if (i === 0) return j === 0 ? 0 : diff(q, at - 1, base);
  if (j === 0) return diff(q, at - scores, base);
  const a = diff(q, at - 1, base);
  const b = diff(q, at - scores, base);
  const plane = a + b - diff(q, at - scores - 1, base);
  if (i === 1 || j === 1) return plane;
  return Math.floor((2 * plane + 2 * a - diff(q, at - 2, base) + 2 * b - diff(q, at - 2 * scores, base) + 2) / 4);
}

/**
 * Walks the table's values in coding order, calling `each(index, guess)`
 * with each value's index in the table and its guess, from the values
 * `q` holds at the indices walked before (`q` is filled as it goes: by the
 * encoder with the rounded values, by the decoder with those decoded).
 */
export function walk(shape: TableShape, q: Int32Array, each: (index: number, guess: number) => void): void {
  const { width, scores, tags } = shape;
  if (scores === 0) {
    for (let c = 0; c < width; c++) {
      for (let at = c; at < q.length; at += width) each(at, at < width ? HALF : (q[at - width] as number));
    }
    return;
  }
  const plane = scores * scores;
  for (let tag = 0; tag < tags; tag++) {
    const base = tag * plane;
    for (let i = 0; i < scores; i++) {
      for (let j = 0; j < scores; j++) {
        const at = base + i * scores + j;
        const from = tag === 0 ? (i === 0 && j === 0 ? HALF : 0) : (q[at - base] as number);
        each(at, from + guessAt(q, at, base, scores, i, j));
      }
    }
  }
}
