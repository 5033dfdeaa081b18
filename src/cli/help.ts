// Each command's own help (`farkle-rules help CMD`, `CMD --help`): its usage, flags with their
// defaults, an example or two. The global usage (`farkle-rules --help`) lives in main.ts.

/** The docs site, which the help ends with. */
export const DOCS_URL = 'https://farkle-rules.github.io/farkle-rules/';

interface CommandHelp {
  readonly usage: string;
  readonly about: string;
  /** `[flag, what it does (default)]`. */
  readonly flags: readonly (readonly [string, string])[];
  readonly examples: readonly string[];
}

const RULES: readonly [string, string] = ['--rules <name|file>', 'a preset or a JSON rules file (default classic)'];
const TARGET: readonly [string, string] = ['--target <points>', "the score to reach (default: the rules' own)"];
const SEED: readonly [string, string] = ['--seed <seed>', 'the seed (default 1)'];
const MAX_TURNS: readonly [string, string] = ['--max-turns <n>', 'stop a game still going after n turns (default 10000)'];
const NO_TABLES: readonly [string, string] = ['--no-tables', 'ignore the installed farkle-rules-tables package'];
const FORCE: readonly [string, string] = ['--force', 'run a solve estimated over ten minutes'];
const JSON_FLAG: readonly [string, string] = ['--json', 'print one JSON value (docs: the command line, --json)'];

const HELPS: Readonly<Record<string, CommandHelp>> = {
  score: {
    usage: 'score <dice...> [--rules R] [--json]',
    about: 'The best keep of a roll with its breakdown, and every legal keep. A die is a\nface 1 to 6; 4* is a spicy (red) 4, W the wild die.',
    flags: [RULES, JSON_FLAG],
    examples: ['score 1 1 1 5 2 3', 'score 4* 4 4 1 2 3 --rules spicy --json'],
  },
  advise: {
    usage: 'advise <dice...> [--turn N] [--scores a,b] [--json]',
    about: "The keep that maximizes the turn's expected points, whether to roll on or\nbank, and every legal keep valued; --scores adds every keep by its win chance.",
    flags: [
      RULES,
      ['--turn <points>', 'the turn total before this roll (default 0)'],
      ['--not-on-board', 'the player has not banked yet (default: on the board)'],
      ['--scores <a,b>', 'the banked scores, yours first (default: none)'],
      ['--final-round', 'the target has been hit (needs --scores)'],
      ['--die-numbers <a,b>', 'spicy dice: which die shows each face (default 1, 2, ...)'],
      TARGET,
      FORCE,
      NO_TABLES,
      JSON_FLAG,
    ],
    examples: ['advise 1 1 5 2 3 4 --turn 350', 'advise 1 5 5 2 3 4 --turn 300 --scores 8000,9000 --json'],
  },
  odds: {
    usage: 'odds [--rules R] [--json]',
    about: "Farkle and hot-dice chances and the expected points of one roll of each\nnumber of dice; the optimal turn's expected score and when to bank.",
    flags: [RULES, JSON_FLAG],
    examples: ['odds', 'odds --rules zilch --json'],
  },
  play: {
    usage: 'play [--players a,b] [--rules R] [--target N] [--seed S]',
    about:
      'A game at the terminal. Names that are bots (random, greedy, optimal,\nthreshold:N, win) are played by bots; any other name is a person. Type ? in\na game for its commands. play is interactive and takes no --json.',
    flags: [['--players <a,b>', 'names in seat order (default Player,optimal)'], RULES, TARGET, SEED, MAX_TURNS, NO_TABLES],
    examples: ['play --players Ann,greedy --target 2000', 'play --players Ann,Bob --seed 5'],
  },
  simulate: {
    usage: 'simulate [--bots a,b] [--games N] [--seed S] [--json]',
    about: 'Bots play many games, the seats taking turns to start: wins with 95%\nintervals and points per turn. The result depends only on the options.',
    flags: [
      ['--bots <a,b>', 'bots in seat order (default optimal,greedy)'],
      ['--games <n>', 'how many games (default 1000)'],
      ['--workers <n>', 'worker threads, 1 to 64 (default 1: none)'],
      RULES,
      TARGET,
      SEED,
      MAX_TURNS,
      JSON_FLAG,
    ],
    examples: ['simulate --bots greedy,threshold:500 --games 300', 'simulate --games 5000 --workers 2 --json'],
  },
  solve: {
    usage: 'solve [--rules R] [--target N] [--force] [--json]',
    about: "Solves a two-player game for the most wins, after a line of its cost: the\nfirst player's chance and win chances by score.",
    flags: [RULES, TARGET, ['--workers <n>', 'worker threads, 1 to 64 (default 1: none)'], ['--ignore-unsupported', 'ignore rules the solver does not model'], FORCE, NO_TABLES, JSON_FLAG],
    examples: ['solve --target 2000', 'solve --rules zilch --target 3000 --json'],
  },
  analyze: {
    usage: 'analyze <game.json> [--table FILE] [--json]',
    about: "A played game (a game record as JSON): every decision with the win chance\nit lost and its mark, then each player's summary.",
    flags: [['--table <file>', "a table file of the game's rules and target"], ['--force', 'a solve over ten minutes, a game of more than 1,000 decisions'], NO_TABLES, JSON_FLAG],
    examples: ['analyze game.json', 'analyze game.json --table classic.bin --json'],
  },
  tables: {
    usage: 'tables build --target N --out FILE | info FILE | list',
    about: 'Solved two-player tables: build writes one (Ctrl-C writes nothing, exit\n130), info tells what a file holds, list the installed farkle-rules-tables.',
    flags: [
      RULES,
      ['--target <points>', 'build: the score to reach (needed)'],
      ['--out <file>', 'build: the table file to write (needed)'],
      ['--workers <n>', 'build: worker threads (default: one per CPU)'],
      ['--exact', 'build: every chance as solved (default compact)'],
      ['--force', 'build: a solve estimated over ten minutes'],
      JSON_FLAG,
    ],
    examples: ['tables build --rules zilch --target 2000 --out zilch-2000.bin', 'tables info zilch-2000.bin --json'],
  },
  presets: {
    usage: 'presets [--rules FILE] [--target N] [--json]',
    about: 'The built-in rule sets side by side, and a --rules file as a last column.',
    flags: [RULES, TARGET, JSON_FLAG],
    examples: ['presets', 'presets --rules tavern.json --json'],
  },
  rules: {
    usage: 'rules [--rules R] [--target N] [--markdown | --json]',
    about: 'The rules sheet of a rule set, as a person reads it; --json: the rules object.',
    flags: [RULES, TARGET, ['--markdown', 'print the sheet as Markdown'], ['--json', 'print the rules object as JSON (not with --markdown)']],
    examples: ['rules --rules zilch', 'rules --rules tavern.json --markdown', 'rules --rules zilch --json'],
  },
  demo: {
    usage: 'demo [--players a,b] [--target N] [--seed S] [--json]',
    about: 'Two random players play a game, printed turn by turn (start: the same);\n--json prints its game record, which analyze reads.',
    flags: [['--players <a,b>', 'names in seat order (default Ann,Bob)'], RULES, TARGET, SEED, MAX_TURNS, ['--json', 'print the game record as JSON']],
    examples: ['demo --target 2000 --seed 7', 'demo --seed 3 --json > game.json'],
  },
};

/** The help of `help` itself, of `start` (demo's), and of every command. */
function helpOf(command: string): CommandHelp | undefined {
  if (command === 'start') return HELPS.demo;
  if (command === 'help') {
    return {
      usage: 'help [command]',
      about: 'The usage of farkle-rules, or of one command.',
      flags: [],
      examples: ['help solve', 'solve --help'],
    };
  }
  return HELPS[command];
}

/** A command's help, within 80 columns; `undefined` for a name that is no command. */
export function commandHelp(command: string): string | undefined {
  const help = helpOf(command);
  if (help === undefined) return undefined;
  const width = Math.max(...help.flags.map(([flag]) => flag.length), 0);
  const flags = help.flags.map(([flag, what]) => `  ${flag.padEnd(width)}  ${what}`);
  return [
    `Usage: farkle-rules ${help.usage}`,
    '',
    help.about,
    ...(flags.length === 0 ? [] : ['', 'Options:', ...flags, `  ${'--help, -h'.padEnd(width)}  this text`]),
    '',
    'Examples:',
    ...help.examples.map((example) => `  farkle-rules ${example}`),
    '',
    `Docs: ${DOCS_URL}`,
  ].join('\n');
}
