/** The library's own bots: pure functions of the state that read it and never edit it. */
const builtIn = new WeakSet();

/** Marks one of the library's own bots (see {@link isBuiltIn}); returns it. */
export function builtInBot<B extends object>(bot: B): B {
  builtIn.add(bot);
  return bot;
}

/**
 * Whether `bot` is one of the library's own bots (a value of `bots`, or one
 * made by `thresholdBot` or `winBot`): `simulate` lends such a bot the
 * engine's own state rather than a copy of it (see `lend`), as it reads the
 * state and never edits it, and calls no code of the app's with it.
 */
export function isBuiltIn(bot: unknown): boolean {
  return typeof bot === 'function' && builtIn.has(bot);
}
