/**
 * The edit distance between two words (insertions, deletions, substitutions and swaps of two
 * neighbours each count one), for "did you mean" suggestions.
 */
export function editDistance(a: string, b: string): number {
  // Rows of the dynamic-programming table: two back (for swaps), the last and the current one.
  let before: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((last[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (last[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] ?? 0) + 1);
      row.push(best);
    }
    before = last;
    last = row;
  }
  return last[b.length] ?? 0;
}

/**
 * The known name a mistyped `word` most likely meant, or `undefined` when none is close: the
 * only name it begins (`ignore` for `ignoreUnsupported`), else the nearest within a third of its
 * length (at least one edit, but never every letter: `7` is no typo of `1`). Case is ignored (`onboard` means `onBoard`); the name is returned
 * as known.
 */
export function nearest(word: string, known: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  // A long input is no typo of a short name; measuring it would only cost time.
  if (typed.length === 0 || typed.length > 40) return undefined;
  const prefixed = known.filter((name) => name.toLowerCase().startsWith(typed));
  if (prefixed.length === 1) return prefixed[0];
  const limit = Math.min(typed.length - 1, Math.max(1, Math.floor(typed.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const name of known) {
    const distance = editDistance(typed, name.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}
