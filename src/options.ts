import { FarkleError, describe } from './errors.js';
import { nearest } from './nearest.js';

/**
 * Where a rule lives in `Rules`, by the names people pass as options (or as
 * top-level rules) by mistake: `createGame({ players, target: 5000 })` means
 * `end.target`. Keys are matched without case. A test checks that every path
 * is one a rule set has.
 */
const RULE_PATHS: Readonly<Record<string, string>> = {
  target: 'end.target',
  targetScore: 'end.target',
  winningScore: 'end.target',
  trigger: 'end.trigger',
  overshoot: 'end.overshoot',
  finalRound: 'end.finalRound',
  finalRoundRestarts: 'end.finalRoundRestarts',
  ties: 'end.ties',
  lastStanding: 'end.lastStanding',
  dice: 'dice',
  diceCount: 'dice',
  numberOfDice: 'dice',
  entry: 'bank.entry',
  entryMinimum: 'bank.entry',
  openingScore: 'bank.entry',
  minimum: 'bank.minimum',
  bankMinimum: 'bank.minimum',
  minPlayers: 'players.min',
  maxPlayers: 'players.max',
  singles: 'scoring.singles',
  threeOfAKind: 'scoring.threeOfAKind',
  straights: 'scoring.straights',
  threePairs: 'scoring.threePairs',
  fullHouse: 'scoring.fullHouse',
  sixDiceFarkle: 'scoring.sixDiceFarkle',
  spicyMultiplier: 'scoring.spicyMultiplier',
  rollEffects: 'scoring.rollEffects',
  farklePenalty: 'farklePenalty',
  allDiceFarkle: 'allDiceFarkle',
  scoreFloor: 'scoreFloor',
  lives: 'lives',
  buyDice: 'buyDice',
  highStakes: 'highStakes',
  spicyDice: 'spicyDice',
  wildDie: 'wildDie',
  firstPlayer: 'firstPlayer',
  noRisk: 'turn.noRisk',
  carryOn: 'turn.carryOn',
  mustBeatLastBank: 'turn.mustBeatLastBank',
  keepEveryScoringDie: 'turn.keepEveryScoringDie',
  rollAfterHotDice: 'turn.rollAfterHotDice',
  rollAfterSet: 'turn.rollAfterSet',
  clearCombo: 'turn.clearCombo',
  secondChance: 'turn.secondChance',
};

const rulePaths = new Map(Object.entries(RULE_PATHS).map(([name, path]) => [name.toLowerCase(), path]));

/** Every rule path the hints point to (for the test that keeps them true). */
export const HINTED_RULE_PATHS: readonly string[] = [...new Set(Object.values(RULE_PATHS))];

/** A value as it would be written in code, when it is short and plain; `...` otherwise. */
function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'string' && value.length <= 20) return JSON.stringify(value);
  return '...';
}

/**
 * Where the rule `key` names lives and the code that sets it to `value`, when
 * it names one: `end.target` and `defineRules({ end: { target: 5000 } })`.
 */
export function ruleHint(key: string, value: unknown): { path: string; code: string } | undefined {
  const path = rulePaths.get(key.toLowerCase());
  if (path === undefined) return undefined;
  const overrides = path.split('.').reduceRight((inner, name) => `{ ${name}: ${inner} }`, literal(value));
  return { path, code: `defineRules(${overrides})` };
}

/**
 * The key list of an options type, checked complete at compile time: the
 * object must name every key of `T` and nothing else.
 * @internal
 */
export function optionKeys<T>(keys: { readonly [K in keyof T]-?: true }): readonly (keyof T & string)[] {
  return Object.freeze(Object.keys(keys) as (keyof T & string)[]);
}

/**
 * Checks that `options` is an object whose keys are all `known`: a
 * misspelled option would otherwise be silently ignored. The keys checked are
 * the enumerable ones, inherited too (`options.seed` reads an inherited seed,
 * so an inherited `sead` is as much a typo); symbol keys are never read as
 * options and are left alone. An unknown key
 * throws `invalid-options` at its path, naming the nearest known key and,
 * for a key that is a rule (`target`), where that rule lives and how to set it
 * (unless the key is a known option but for its case: `Target` for `target`).
 * `rulesOption` says whether the rules go in the options (`rules: ...`) or
 * in an argument of their own.
 * @internal
 */
export function checkOptionKeys(
  options: unknown,
  known: readonly string[],
  rulesOption = known.includes('rules'),
): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new FarkleError('invalid-options', `expected an options object, got ${describe(options)}`, 'options');
  }
  // for...in rather than Object.keys: no array allocated on the way (optimalTurnBot checks its options at every move).
  for (const key in options) {
    if (known.includes(key)) continue;
    const parts = ['unknown option'];
    const meant = nearest(key, known);
    if (meant !== undefined) parts.push(`did you mean ${meant}?`);
    const sameButCase = meant?.toLowerCase() === key.toLowerCase();
    const hint = sameButCase ? undefined : ruleHint(key, (options as Record<string, unknown>)[key]);
    if (hint !== undefined) {
      const pass = rulesOption ? `rules: ${hint.code}` : `${hint.code} as the rules`;
      parts.push(`${key} is a rule (${hint.path}): pass ${pass}`);
    }
    if (meant === undefined && hint === undefined) parts.push(`expected ${known.length === 0 ? 'none' : `one of ${known.join(', ')}`}`);
    throw new FarkleError('invalid-options', parts.join('; '), key);
  }
}
