import { describeRules } from '../rules/describe.js';
import type { Io } from './format.js';
import { gameRules } from './options.js';

export interface RulesCommandOptions {
  readonly rules: string | undefined;
  readonly target: string | undefined;
  readonly markdown: boolean;
}

/** `farkle-rules rules [--rules NAME|FILE] [--target N] [--markdown]`: the rules sheet of a rule set. */
export function rulesCommand(options: RulesCommandOptions, io: Io): number {
  const sheet = describeRules(gameRules(options.rules, options.target), { format: options.markdown ? 'markdown' : 'text' });
  // The sheet ends with a line break, and io.out adds one.
  io.out(sheet.trimEnd());
  return 0;
}
