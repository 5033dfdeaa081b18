/**
 * How long a win-chance solve should take, told before it starts and while it
 * runs: first from the solves of the same rules this browser has timed (kept
 * in its local storage, scaled by the number of score pairs), then from the
 * solver's own progress (the time so far over the fraction done).
 */

const STORE = 'farkle-playground:solve-times';
const MAX_KEPT = 40;

/** A solve timed here: its score pairs and its seconds. */
interface Timed {
  readonly pairs: number;
  readonly seconds: number;
}

/** A short key for a rule set (and whether unsupported rules are ignored). */
export function rulesKey(rules: unknown, ignoreUnsupported: boolean): string {
  const text = `${JSON.stringify(rules)}|${String(ignoreUnsupported)}`;
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash.toString(36);
}

/** The solves timed here, oldest first. */
function readStore(): Map<string, Timed> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORE) ?? '{}');
    return new Map(typeof parsed === 'object' && parsed !== null ? Object.entries(parsed as Record<string, Timed>) : []);
  } catch {
    return new Map();
  }
}

/** Remembers how long a solve took, for the next estimate of the same rules. */
export function rememberSolve(key: string, pairs: number, seconds: number): void {
  const store = readStore();
  store.delete(key);
  store.set(key, { pairs, seconds });
  const kept = [...store].slice(-MAX_KEPT);
  try {
    localStorage.setItem(STORE, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A browser that keeps nothing gets estimates from progress alone.
  }
}

/** The estimate before a solve, from an earlier one of the same rules here (time grows with the pairs); `null` when there is none. */
export function estimateBefore(key: string, pairs: number): { seconds: number; basis: Timed } | null {
  const timed = readStore().get(key);
  if (timed === undefined || !(timed.pairs > 0) || !(timed.seconds >= 0)) return null;
  return { seconds: (timed.seconds * pairs) / timed.pairs, basis: timed };
}

/** The seconds left, from the time so far and the fraction done; `null` before there is enough to go on. */
export function estimateLeft(elapsed: number, done: number): number | null {
  if (done < 0.02 || elapsed < 0.5) return null;
  return (elapsed * (1 - done)) / done;
}

/** A duration as a person reads it: `under a second`, `12 s`, `3 min 20 s`, `2 h 5 min`. */
export function formatDuration(seconds: number): string {
  if (seconds < 1) return 'under a second';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
