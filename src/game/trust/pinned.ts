import { FarkleError, describe, isArray } from '../../errors.js';
import { guarded } from '../../read.js';
import { refuse } from './verify-parts.js';
import { resolveRules } from '../../rules/define.js';
import type { Rules, RulesInput } from '../../rules/types.js';

/** The most rule sets one `restoreGame` call may pin. */
export const MAX_PINNED_RULES = 1_000;

/** Each rule set's content, as its JSON (a rule set the library made lists its keys in a fixed order). */
const contents = new WeakMap<Rules, string>();

/** The content of a rule set the library made: equal for equal rules, whichever object holds them. */
export function contentOf(rules: Rules): string {
  let content = contents.get(rules);
  if (content === undefined) {
    content = JSON.stringify(rules);
    contents.set(rules, content);
  }
  return content;
}

/**
 * The rule sets a server pins (`restoreGame`'s `rules` option), resolved
 * (each as `resolveRules` takes it: a preset name or a rule set) and keyed
 * by content. Read once, by index.
 */
export function readPinned(value: unknown): Map<string, Rules> {
  if (!isArray(value)) throw new FarkleError('invalid-options', `expected an array of rule sets or preset names, got ${describe(value)}`, 'rules');
  const length = guarded('invalid-options', 'rules', () => value.length);
  if (length > MAX_PINNED_RULES) throw new FarkleError('invalid-options', `expected at most ${MAX_PINNED_RULES} rule sets, got ${length}`, 'rules');
  const pinned = new Map<string, Rules>();
  for (let i = 0; i < length; i++) {
    let rules: Rules;
    try {
      rules = resolveRules(guarded('invalid-options', `rules[${i}]`, () => value[i]) as RulesInput);
    } catch (error) {
      if (!(error instanceof FarkleError) || error.path === `rules[${i}]`) throw error;
      throw new FarkleError(error.code, error.message, `rules[${i}]`);
    }
    const content = contentOf(rules);
    if (!pinned.has(content)) pinned.set(content, rules);
  }
  return pinned;
}

/** The pinned rule set equal to a state's rules (validated), or `invalid-state` at `state.rules`. */
export function pinnedMatch(pinned: ReadonlyMap<string, Rules>): (rules: Rules) => Rules {
  return (rules) => pinned.get(contentOf(rules)) ?? refuse('state.rules', `the rules ${JSON.stringify(rules.name)} are not one of the ${pinned.size} pinned rule sets (restoreGame's rules option)`);
}
