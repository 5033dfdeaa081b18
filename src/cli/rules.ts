import { describeRules } from '../rules/describe.js';
import { UsageError } from './args.js';
import type { Io } from './format.js';
import { printJson } from './json.js';
import { gameRules } from './options.js';

export interface RulesCommandOptions {
  readonly rules: string | undefined;
  readonly target: string | undefined;
  readonly markdown: boolean;
  /** `--json`: the rules object itself, as the library resolves it. */
  readonly json?: boolean | undefined;
}

/** `farkle-rules rules [--rules NAME|FILE] [--target N] [--markdown | --json]`: the rules sheet of a rule set, or its rules object. */
export function rulesCommand(options: RulesCommandOptions, io: Io): number {
  if (options.json === true && options.markdown) {
    throw new UsageError('rules takes --markdown or --json, not both: --markdown prints the sheet, --json the rules object');
  }
  const rules = gameRules(options.rules, options.target);
  if (options.json === true) {
    printJson(io, rules);
    return 0;
  }
  const sheet = describeRules(rules, { format: options.markdown ? 'markdown' : 'text' });
  // The sheet ends with a line break, and io.out adds one.
  io.out(sheet.trimEnd());
  return 0;
}
