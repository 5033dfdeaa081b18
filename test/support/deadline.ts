/** A deadline-style signal: `aborted` turns true at its `reads`-th read and stays so; counts its reads. */
export function readsDeadline(reads: number): AbortSignal & { readonly reads: number } {
  let count = 0;
  return {
    get aborted() {
      count++;
      return count >= reads;
    },
    get reads() {
      return count;
    },
  } as AbortSignal & { readonly reads: number };
}
