/**
 * The `default`s of the rules-file schema, what an editor shows for a rule left out: each is what
 * the library's own reading of a rules file resolves that rule to, over each base (classic when a
 * file names none), and over a base that has a section as `null`, for a file that gives the section
 * without that key. A default every base agrees on sits on the rule; the others in the base's branch.
 */
import { describe, expect, it } from 'vitest';
import { rulesSchema } from '../../scripts/rules-schema.mjs';
import { rulesFromFile } from '../../src/cli/rules-file.js';
import { PRESET_NAMES, RULE_LIMITS, defineRules, presets, type PresetName } from '../../src/index.js';

const schema = rulesSchema(RULE_LIMITS, PRESET_NAMES, presets, defineRules) as Node;

interface Node { default?: unknown; properties?: Record<string, Node | true>; anyOf?: Node[]; allOf?: { if: Node; then: Node }[]; const?: unknown }
interface Default { path: string[]; value: unknown }
type Json = Record<string, unknown>;

/** Every property of a schema tree with a `default`, by path. */
function defaults(node: Node, path: string[] = []): Default[] {
  const found: Default[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (child === true) continue;
    if ('default' in child) found.push({ path: [...path, key], value: child.default });
    found.push(...defaults(child, [...path, key]));
  }
  for (const choice of node.anyOf ?? []) found.push(...defaults(choice, path));
  return found;
}

const top = defaults(schema).filter(({ path }) => path.join('.') !== 'base');

/** The defaults of a base's branch (`if` on `"base"`). */
function branch(base: PresetName): Default[] {
  const found = (schema.allOf ?? []).find((choice) => (choice.if.properties?.base as Node).const === base);
  return found === undefined ? [] : defaults(found.then);
}

/**
 * Whole sections, each key given a value no preset's default has, for files over a base that has
 * the section as `null` (which must then give it whole but for what `defineRules` fills in).
 */
const SECTIONS: Record<string, Json> = {
  farklePenalty: { farkles: 2, points: 250, resetAfterPenalty: false },
  allDiceFarkle: { points: 'all', onHotDice: false },
  lives: { start: 7, farkle: 2, sixDiceFarkle: 3, sixDiceFarkleOnHotDice: false },
  buyDice: { livesPerDie: 3 },
  wildDie: { face: 3 },
  'scoring.fullHouse': { points: 350, plusThreeOfAKind: false },
  'end.lastStanding': { pointsPerRound: 25_000 },
};

const nest = (path: string[], value: unknown): unknown => path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

/** A rules file over `base` that leaves the rule at `path` out: nothing else, or the section the base lacks without it. */
function fileWithout(base: PresetName, path: string[]): Json {
  const file: Json = base === 'classic' ? {} : { base };
  let at: unknown = presets[base];
  for (const [i, key] of path.entries()) {
    at = (at as Json)[key];
    if (at !== null || i === path.length - 1) continue;
    const section = path.slice(0, i + 1).join('.');
    const whole = SECTIONS[section];
    if (whole === undefined) throw new Error(`no whole ${section} in SECTIONS to leave ${path.join('.')} out of`);
    const rest = path.slice(i + 1);
    const given = structuredClone(whole);
    const parent = rest.slice(0, -1).reduce<Json>((inner, part) => inner[part] as Json, given);
    Reflect.deleteProperty(parent, rest.at(-1) as string);
    return { ...file, ...(nest(path.slice(0, i + 1), given) as Json) };
  }
  return file;
}

const read = (rules: unknown, path: string[]): unknown => path.reduce<unknown>((at, key) => (at as Json)[key], rules);

/** The path of every rule a preset has a value of (not an object: its keys), but its name. */
function leaves(value: unknown, path: string[] = []): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [path.join('.')];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key])).filter((leaf) => leaf !== 'name');
}

describe('the defaults', () => {
  it.each(PRESET_NAMES)('are what a file over %s leaving each rule out resolves to', (base) => {
    const own = branch(base);
    expect(top.length + own.length).toBeGreaterThan(50);
    for (const { path, value } of [...top, ...own]) {
      const file = fileWithout(base, path);
      expect(read(rulesFromFile(file, 'house'), path), `${path.join('.')} over ${base}: ${JSON.stringify(file)}`).toEqual(value);
    }
  });

  it.each(PRESET_NAMES)('over %s: one for every rule the base has a value of, and none said twice', (base) => {
    const own = branch(base).map(({ path }) => path.join('.'));
    const all = [...top.map(({ path }) => path.join('.')), ...own];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(leaves(presets[base])));
  });

  it('are the rules every preset agrees on, on the rule itself', () => {
    const paths = top.map(({ path }) => path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['dice', 'turn.secondChance', 'end.overshoot', 'wildDie', 'scoring.singles.2']));
    expect(paths).not.toContain('bank.entry');
    expect(paths).not.toContain('name');
  });

  it("are the base's own in its branch: getting on the board and the penalties, as each preset plays", () => {
    const at = (base: PresetName, path: string) => branch(base).find((found) => found.path.join('.') === path)?.value;
    // The presets' table rules: classic enters at 500, zilch at 300, absolute at 1,000 with 350 a bank.
    expect([at('classic', 'bank.entry'), at('zilch', 'bank.entry'), at('absolute', 'bank.entry'), at('absolute', 'bank.minimum')]).toEqual([500, 300, 1000, 350]);
    expect([at('classic', 'farklePenalty'), at('zilch', 'farklePenalty.points'), at('zilch', 'farklePenalty.farkles')]).toEqual([null, 500, 3]);
  });

  it('inside the sections every preset leaves null: what defineRules fills in when the section is given in part', () => {
    const value = (path: string) => top.find((found) => found.path.join('.') === path)?.value;
    expect(value('allDiceFarkle')).toBeNull();
    expect(value('allDiceFarkle.onHotDice')).toBe(defineRules({ allDiceFarkle: { points: 500 } }).allDiceFarkle?.onHotDice);
    expect(value('allDiceFarkle.onHotDice')).toBe(true);
    expect(value('farklePenalty.resetAfterPenalty')).toBe(true);
    expect(value('allDiceFarkle.points')).toBeUndefined();
  });

  it('base: a file without one is read over classic', () => {
    expect((schema.properties?.base as Node).default).toBe('classic');
    const { name: _name, ...left } = rulesFromFile({}, 'x');
    const { name: _classic, ...classic } = presets.classic;
    expect(left).toEqual(classic);
  });
});
