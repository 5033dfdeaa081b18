import { adviseCommand } from './advise.js';
import { analyzeCommand } from './analyze.js';
import { readCommandLine } from './args.js';
import { demoCommand } from './demo.js';
import { EXIT, failure } from './failure.js';
import { DOCS_URL, commandHelp } from './help.js';
import type { Io } from './format.js';
import { oddsCommand } from './odds.js';
import { playCommand } from './play.js';
import { presetsCommand } from './presets.js';
import { rulesCommand } from './rules.js';
import { scoreCommand } from './score.js';
import { simulateCommand } from './simulate.js';
import { solveCommand } from './solve.js';
import { tablesCommand } from './tables.js';
import { packageVersion } from './version.js';

export const USAGE = `Usage: farkle-rules <command> [options]

Commands:
  score <dice...>    the best keep of a roll and every legal keep (4* is spicy,
                     W the wild die)
  advise <dice...>   the keep that maximizes the turn's expected points, and
                     whether to roll on or bank; every legal keep valued
  odds               farkle and hot-dice chances and expected points for 1 to 6
                     dice; the optimal turn's expected score and when to bank
  play               play a game in the terminal, against bots or each other
  simulate           bots play many games: wins with 95% intervals
  solve              solve a two-player game for the most wins: the first
                     player's chance and win chances by score
  analyze <game.json>  a played game (a game record as JSON): every decision
                     with the win chance it lost and its mark (inaccuracy,
                     mistake, blunder); each player's summary
  tables build       solve a two-player game to --target on worker threads and
                     write its table file to --out (compact, or --exact)
  tables info <file>  what a table file holds: rules, target, states,
                     encoding, first player's chance, fingerprint, size
  tables list        the tables of the installed farkle-rules-tables package,
                     which advise, play, solve and analyze read for their game
  presets            the built-in rule sets side by side, and the --rules file's
  rules              the rules sheet of a rule set, as a person reads it
  demo               two random players play a game, printed turn by turn
  start              the same as demo (what npm start runs)

Options:
  --rules <name>     a preset: classic (the default), absolute, farkel, spicy,
                     yarkle or zilch
  --rules <file>     a JSON file of house rules: an object of defineRules
                     overrides, with an optional "base" preset (default
                     classic). A value that is not a preset name is a file
                     when it ends in .json, holds a / or is an existing file.
                     Editors check and complete such a file that starts
                     "$schema": "./node_modules/farkle-rules/rules.schema.json"
  --json             every command but play: print one JSON value on standard
                     output (notes on standard error)
  --markdown         rules: print the sheet as Markdown
  --turn <points>    advise: the turn total before this roll (default 0)
  --not-on-board     advise: the player has not banked yet (entry minimum)
  --scores <a,b>     advise: the banked scores, yours first, then the others in
                     turn order: every keep ranked by the chance to win too
  --final-round      advise: the target has been hit; the others below it
                     still play one turn each (exact chances)
  --die-numbers <a,b>  advise, spicy dice: which die (1 to 6) shows each face
                     typed (default 1, 2, ... in order); die d is red on a d
  --players <a,b>    play, demo: names in seat order (play: Player,optimal;
                     demo: Ann,Bob). In play, random, greedy, optimal and
                     threshold:N and win are bots; others are people
  --bots <a,b>       simulate: bots in seat order (default optimal,greedy)
  --games <n>        simulate: how many games (default 1000)
  --workers <n>      simulate, solve: worker threads (default 1: no workers);
                     tables build: worker threads (default: one per CPU)
  --ignore-unsupported  solve: ignore rules the solver does not model
                     (lives, buying and the house rules an error names)
  --table <file>     analyze: a table file (encodeWinTable) of the game's
                     rules and target: exact chances before the final round
  --no-tables        advise, play, solve, analyze: ignore the installed
                     farkle-rules-tables package (solve or estimate instead)
  --out <file>       tables build: the table file to write (written whole,
                     or not at all: Ctrl-C stops the solve and writes nothing)
  --exact            tables build: every chance as solved, 8 bytes each
                     (default compact: within 6e-8, about 1 byte each)
  --force            solve, advise, analyze, tables build: run a solve
                     estimated over ten minutes; analyze: a game of more than
                     1,000 decisions
  --seed <seed>      play, demo, simulate: the seed (default 1)
  --max-turns <n>    play, demo, simulate: stop a game still going after n
                     turns, and say so (default 10000)
  --target <points>  play, demo, simulate, solve, rules, presets, advise,
                     tables build: the score to reach instead
  --help, -h         this text; with a command, that command's help
  --version          the version of farkle-rules

Exit codes: 0 done, 1 input refused, 2 a command line that cannot run,
70 a bug in farkle-rules, 130 stopped by Ctrl-C (tables build).

farkle-rules help <command> (or <command> --help) shows a command's options
and examples. Docs: ${DOCS_URL}`;

const NO_INPUT: AsyncIterable<string> = {
  [Symbol.asyncIterator]: () => ({ next: () => Promise.resolve({ done: true, value: undefined }) }),
};

function run(argv: readonly string[], io: Io, input: AsyncIterable<string>): number | Promise<number> {
  const { command, operands, values } = readCommandLine(argv);
  if (values.version === true) {
    io.out(packageVersion());
    return 0;
  }
  if (values.help === true || command === undefined || command === 'help') {
    // `help CMD` and `CMD --help`: that command's help (readCommandLine checked the name).
    const named = command === 'help' ? operands[0] : command;
    io.out(named === undefined ? USAGE : (commandHelp(named) ?? USAGE));
    return command === undefined && values.help !== true ? EXIT.usage : 0;
  }
  const { rules, seed, players, target } = values;
  const maxTurns = values['max-turns'];
  switch (command) {
    case 'score':
      return scoreCommand(operands, rules, values.json === true, io);
    case 'advise':
      return adviseCommand(
        operands,
        {
          rules,
          turn: values.turn,
          onBoard: values['not-on-board'] !== true,
          scores: values.scores,
          finalRound: values['final-round'] === true,
          target,
          force: values.force === true,
          dieNumbers: values['die-numbers'],
          tables: values['no-tables'] !== true,
          json: values.json === true,
        },
        io,
      );
    case 'analyze':
      return analyzeCommand(operands, { json: values.json === true, table: values.table, force: values.force === true, tables: values['no-tables'] !== true }, io);
    case 'odds':
      return oddsCommand(rules, values.json === true, io);
    case 'play':
      return playCommand({ rules, players, seed, target, maxTurns, tables: values['no-tables'] !== true }, io, input);
    case 'simulate':
      return simulateCommand({ rules, target, seed, bots: values.bots, games: values.games, workers: values.workers, maxTurns, json: values.json === true }, io);
    case 'solve':
      return solveCommand(
        { rules, target, workers: values.workers, ignoreUnsupported: values['ignore-unsupported'] === true, force: values.force === true, tables: values['no-tables'] !== true, json: values.json === true },
        io,
      );
    case 'tables':
      return tablesCommand(operands, values, io);
    case 'presets':
      return presetsCommand({ rules, target, json: values.json === true }, io);
    case 'rules':
      return rulesCommand({ rules, target, markdown: values.markdown === true, json: values.json === true }, io);
    case 'demo':
    case 'start':
      return demoCommand({ rules, seed, players, target, maxTurns, json: values.json === true }, io);
  }
}

/**
 * Runs the CLI with arguments (without `node` and the script) and returns the exit code: a number
 * for the commands that finish at once, a promise for `play` (which reads `input`, one line per
 * move), `simulate`, `solve`, `tables` and the commands that look for an installed table.
 */
export function main(argv: readonly string[], io: Io, input: AsyncIterable<string> = NO_INPUT): number | Promise<number> {
  try {
    const code = run(argv, io, input);
    return typeof code === 'number' ? code : code.catch((error: unknown) => failure(error, io));
  } catch (error) {
    return failure(error, io);
  }
}
