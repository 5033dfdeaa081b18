import { parseArgs } from 'node:util';
import { FarkleError } from '../errors.js';
import { demoCommand } from './demo.js';
import type { Io } from './format.js';
import { presetsCommand } from './presets.js';
import { scoreCommand } from './score.js';

export const USAGE = `Usage: farkle-rules <command> [options]

Commands:
  score <dice...>     the best keep of a roll and every legal keep (4* is a spicy 4)
  presets             the built-in rule sets side by side
  demo                two random players play a game, printed turn by turn
  start               the same as demo (what npm start runs)

Options:
  --rules <name>      classic, absolute, farkel, spicy or yarkle (default classic)
  --json              score: print JSON
  --seed <seed>       demo: the game's seed (default 1)
  --players <a,b>     demo: player names (default Ann,Bob)
  --target <points>   demo: play to this score instead of the rules' target
  --help              this text`;

/** Runs the CLI with arguments (without `node` and the script) and returns the exit code. */
export function main(argv: readonly string[], io: Io): number {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        rules: { type: 'string', short: 'r' },
        json: { type: 'boolean' },
        seed: { type: 'string' },
        players: { type: 'string' },
        target: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help === true || command === undefined || command === 'help') {
      io.out(USAGE);
      return command === undefined && values.help !== true ? 1 : 0;
    }
    switch (command) {
      case 'score':
        return scoreCommand(rest, values.rules, values.json === true, io);
      case 'presets':
        return presetsCommand(io);
      case 'demo':
      case 'start':
        return demoCommand({ rules: values.rules, seed: values.seed, players: values.players, target: values.target }, io);
      default:
        io.err(`farkle-rules: unknown command '${command}'\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof FarkleError) {
      io.err(`farkle-rules: ${error.message} [${error.code}]`);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      io.err(`farkle-rules: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
