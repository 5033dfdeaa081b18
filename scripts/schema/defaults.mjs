// The `default` of each rule in the schema: what a rules file that leaves it out resolves to.
//
// A file's rules merge over its base, so a rule left out keeps the base's value; where the base
// has a section as `null` and the file gives it (whole but for the keys `defineRules` fills in),
// a key left out is what `defineRules` fills in. Both are read per base: from the preset, and
// from `defineRules` itself, given the section with only its needed keys. A default every base
// agrees on is written on the rule itself; the others go into each base's branch (the schema's
// `if` on `"base"`), so an editor shows the one of the file's base. Objects get no default of their
// own (their keys do); the rules' `name` gets none (a file without one is named after the file).

import { isRecord, objectOf, sameTypes } from './nodes.mjs';

/** The rules whose value a file's reading sets itself, not its base. */
const OWN = new Set(['name']);

/** The least value a schema node allows (its minimum, false, its first choice); of an object, its needed keys. */
function least(node, path, needed) {
  if ('const' in node) return node.const;
  if (node.anyOf !== undefined) return least(node.anyOf.find((choice) => choice.type !== 'null'), path, needed);
  if (node.enum !== undefined) return node.enum[0];
  const type = [node.type].flat()[0];
  if (type === 'integer') return node.minimum;
  if (type === 'boolean') return false;
  if (type === 'string') return 'x'.repeat(node.minLength ?? 1);
  if (type === 'array') return [];
  return Object.fromEntries(needed(path).map((key) => [key, least(node.properties[key], [...path, key], needed)]));
}

/** `value` at `path` inside objects: `{ a: { b: value } }` for `a.b`. */
const nest = (path, value) => path.reduceRight((inner, key) => ({ [key]: inner }), value);

/**
 * What `defineRules` fills in of the section at `path` (its schema `node`) given over `base` with
 * only its needed keys: the keys it was not given, with their values; `undefined` when all are needed.
 */
function filledIn(library, base, path, node) {
  const section = objectOf(node);
  const needed = library.needed(path);
  if (Object.keys(section.properties).every((key) => needed.includes(key))) return undefined;
  const given = least(section, path, library.needed);
  let rules;
  try {
    rules = library.defineRules(nest(path, given), base);
  } catch (error) {
    throw new Error(`rules-schema: defineRules refuses ${path.join('.')} ${JSON.stringify(given)} over ${base}, read for its defaults: ${error.message}`);
  }
  const resolved = path.reduce((at, key) => at[key], rules);
  return Object.fromEntries(Object.entries(resolved).filter(([key]) => !Object.hasOwn(given, key)));
}

/** Adds to `out` (by path) the default of every rule under `node` as a file over `base` resolves it, from `value` (the base's). */
function collect(library, base, node, value, path, out) {
  for (const [key, child] of Object.entries(objectOf(node).properties)) {
    const at = [...path, key];
    const inner = value[key];
    if (inner === undefined || OWN.has(at.join('.'))) continue;
    if (isRecord(inner)) {
      collect(library, base, child, inner, at, out);
      continue;
    }
    out.set(at.join('.'), { path: at, value: inner });
    if (inner === null && objectOf(child) !== undefined) {
      const filled = filledIn(library, base, at, child);
      if (filled !== undefined) collect(library, base, child, filled, at, out);
    }
  }
}

/** The default of every rule as a file over each base resolves it: per base name, a map by path. */
function defaultsByBase(rules, library, presetNames, presets) {
  return new Map(
    presetNames.map((name) => {
      const out = new Map();
      collect(library, name, rules, JSON.parse(JSON.stringify(presets[name])), [], out);
      return [name, out];
    }),
  );
}

/** Writes `value` as the default at `path` into `fragment`, a schema node over `node` (the overrides' schema), making the nodes on the way. */
function place(fragment, node, path, value) {
  let at = fragment;
  let over = node;
  path.forEach((key, i) => {
    over = objectOf(over).properties[key];
    at.properties ??= {};
    let next = at.properties[key];
    // `true` (anything, said elsewhere) stays that with a default beside it; a node gets a key inside it and so its type.
    if (next === undefined || next === true) next = {};
    if (i < path.length - 1 && next.type === undefined) next = sameTypes(over, next);
    at.properties[key] = next;
    at = next;
  });
  at.default = value;
}

/**
 * Adds the defaults every base agrees on to `rules` (the schema of the overrides, in place), and
 * returns, per base name, its branch: `needs` (the base's, if any) with the rest of its defaults, or
 * `undefined` for nothing. `library`: `defineRules(overrides, base)` and `needed(path)` (the keys a
 * section at `path` needs when given whole).
 */
export function addDefaults(rules, library, presetNames, presets, needs) {
  const byBase = defaultsByBase(rules, library, presetNames, presets);
  const [first, ...others] = [...byBase.values()];
  const same = (path, value) => others.every((out) => out.has(path) && JSON.stringify(out.get(path).value) === JSON.stringify(value));
  const agreed = new Set([...first].filter(([path, { value }]) => same(path, value)).map(([path]) => path));
  for (const path of agreed) first.get(path).path.reduce((at, key) => objectOf(at).properties[key], rules).default = first.get(path).value;
  return new Map(
    [...byBase].map(([name, out]) => {
      const own = [...out.values()].filter(({ path }) => !agreed.has(path.join('.')));
      if (own.length === 0) return [name, needs.get(name)];
      const branch = needs.get(name) ?? sameTypes(rules, { properties: {} });
      for (const { path, value } of own) place(branch, rules, path, value);
      return [name, branch];
    }),
  );
}
