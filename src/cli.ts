import { createInterface, type Interface } from 'node:readline';
import { main } from './cli/main.js';

// Output piped into a pager or `head` that closes early is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

// Standard input is opened only when a command reads it (play), so that the others never wait on it.
let lines: Interface | undefined;
const input: AsyncIterable<string> = {
  [Symbol.asyncIterator]: () => {
    lines ??= createInterface({ input: process.stdin, crlfDelay: Infinity });
    return lines[Symbol.asyncIterator]();
  },
};

const code = await main(
  process.argv.slice(2),
  {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    prompt: (text) => process.stdout.write(text),
    // A terminal shows what is typed; piped input is echoed so that a transcript reads like a session.
    echo: !process.stdin.isTTY,
    // A progress bar redrawn in place, on a terminal only: logs and pipes get none.
    status: process.stderr.isTTY ? (text) => process.stderr.write(`\r${text}\x1b[K`) : undefined,
  },
  input,
);
if (lines !== undefined) {
  lines.close();
  // Stop reading a pipe whose writer is still open: the game is over, so the process may end.
  process.stdin.destroy();
}
process.exitCode = code;
