/**
 * The page's state in its address, so that a link shows the same view: each
 * panel writes its part (the rules, the roll, the game, the charts) when it
 * changes, and reads it back when the page loads.
 */
const params = new URLSearchParams(location.search);

/** A value of the address's query, as the page was loaded or last written; `null` when absent. */
export function urlParam(name: string): string | null {
  return params.get(name);
}

/** Writes some values into the address (`null` or `''` removes one), without a new history entry. */
export function setUrlParams(values: Readonly<Record<string, string | null>>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query === '' ? '' : `?${query}`}${location.hash}`);
}
