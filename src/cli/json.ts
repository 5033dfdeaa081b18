import type { Io } from './format.js';

/** `--json`: the command's one JSON value on standard output, nothing else there. */
export function printJson(io: Io, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}

/**
 * Where a command's side lines go (a solve's cost, the note that a table was read): standard
 * output as usual, standard error under `--json`, so that standard output holds the JSON alone.
 */
export function sideLines(io: Io, json: boolean): Io {
  return json
    ? {
        ...io,
        out: (text) => {
          io.err(text);
        },
      }
    : io;
}
