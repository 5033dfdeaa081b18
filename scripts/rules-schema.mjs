// The JSON Schema of a house-rules file, generated from the rule types: `node scripts/rules-schema.mjs [--out FILE]`.
//
// A rules file is what `farkle-rules --rules FILE` reads: an object of `defineRules` overrides
// (any part of a `Rules` value, src/rules/types.ts), an optional `"base"` preset and an optional
// `"$schema"`. The schema is read from the types with the TypeScript compiler: every rule, its
// type, and its TSDoc as the description (what an editor shows on hover and in completion). The
// bounds `defineRules` checks (`RULE_LIMITS`, src/rules/limits.ts) are the one thing the types do
// not say: BOUNDS (scripts/schema/bounds.mjs) maps each number, string and list of a rule set to
// its bound, and the generator fails on a number without one (or a bound that names no rule), so
// a new rule cannot ship unbounded. test/rules/schema-bounds.test.ts checks them against `defineRules`.
//
// Overrides merge over the base, so that a section may be given in part; but where the base has
// no such section (`null`: classic's `allDiceFarkle`), the override replaces it and must be whole.
// The schema says so per base, from the presets: an `if` on `"base"` and a `then` that requires
// the keys `defineRules` does not fill in (DEFAULTED, beside BOUNDS) of each section the base
// lacks, and gives the `default` of each rule as a file over that base resolves it
// (scripts/schema/defaults.mjs).
//
// `npm run build` runs it (postbuild) and writes rules.schema.json at the package's root, which
// the package exports as `farkle-rules/rules.schema.json`.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { BOUNDS, DEFAULTED, matches } from './schema/bounds.mjs';
import { addDefaults } from './schema/defaults.mjs';
import { isRecord, objectOf, sameTypes } from './schema/nodes.mjs';
import { described, elementNode, faceText, text, unionMemberDocs, withMemberDocs } from './schema/tsdoc.mjs';
import { SCHEMA_ID } from './schema/version.mjs';

export { DEFAULTED };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = join(root, 'src', 'rules', 'types.ts');

/**
 * What a whole value of an object needs beyond `schema` (its schema in the overrides), from what
 * the generator found of it (`Generator.wholes`), or `undefined` for nothing.
 */
function wholeSchema(whole, schema) {
  const inside = Object.entries(whole.properties ?? {})
    .map(([key, inner]) => [key, wholeSchema(inner, objectOf(schema).properties[key])])
    .filter(([, need]) => need !== undefined);
  if (whole.required.length === 0 && inside.length === 0) return undefined;
  // Each key it requires among its properties (`true`: anything, the overrides' schema says what), as strict validators ask.
  const properties = { ...Object.fromEntries(whole.required.map((key) => [key, true])), ...Object.fromEntries(inside) };
  return sameTypes(schema, { properties, ...(whole.required.length > 0 && { required: whole.required }) });
}

class Generator {
  constructor(limits) {
    const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (problem) => { throw new Error(ts.flattenDiagnosticMessageText(problem.messageText, '\n')); } });
    const program = ts.createProgram([TYPES], { ...config.options, noEmit: true });
    const problems = ts.getPreEmitDiagnostics(program);
    if (problems.length > 0) throw new Error(`rules-schema: ${TYPES} does not compile: ${ts.flattenDiagnosticMessageText(problems[0].messageText, '\n')}`);
    this.checker = program.getTypeChecker();
    this.file = program.getSourceFile(TYPES);
    this.bounds = BOUNDS(limits);
    this.used = new Set();
    this.defaultedUsed = new Set();
    /** What a whole value of each object of a rule set needs, by path (`a.b`): its keys not defaulted, and so for the objects inside it. */
    this.wholes = new Map();
  }

  /** The exported type or interface `name` of types.ts. */
  named(name) {
    const symbol = this.checker.getExportsOfModule(this.checker.getSymbolAtLocation(this.file)).find((s) => s.name === name);
    if (symbol === undefined) throw new Error(`rules-schema: no type ${name} in ${TYPES}`);
    return this.checker.getDeclaredTypeOfSymbol(symbol);
  }

  bound(path) {
    const pattern = Object.keys(this.bounds).find((key) => matches(key, path));
    if (pattern !== undefined) this.used.add(pattern);
    return pattern === undefined ? undefined : this.bounds[pattern];
  }

  /**
   * The schema of `type` at `path`. `partial`: an object's keys may be left out (overrides merge
   * over the base); inside a list, entries are whole values (a list replaces the base's).
   */
  schema(type, path, partial) {
    const { checker } = this;
    const flags = type.flags;
    if (flags & ts.TypeFlags.Boolean || flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean' };
    if (type.isUnion()) return this.union(type, path, partial);
    if (flags & ts.TypeFlags.Number) return this.integer(path);
    if (flags & ts.TypeFlags.String) {
      const bound = this.bound(path);
      if (bound === undefined) throw new Error(`rules-schema: no bound for the string ${path.join('.')}`);
      return { type: 'string', ...bound };
    }
    if (type.isStringLiteral()) return { const: type.value };
    if (type.isNumberLiteral()) return { const: type.value };
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [item] = checker.getTypeArguments(type);
      return { type: 'array', ...this.bound(path), items: this.schema(item, [...path, '*'], false) };
    }
    if (flags & ts.TypeFlags.Object) return this.object(type, path, partial);
    throw new Error(`rules-schema: cannot write the type ${checker.typeToString(type)} at ${path.join('.')}`);
  }

  integer(path) {
    const bound = this.bound(path);
    if (!Array.isArray(bound)) throw new Error(`rules-schema: no bound for the number ${path.join('.')}: add it to BOUNDS`);
    return { type: 'integer', minimum: bound[0], maximum: bound[1] };
  }

  union(type, path, partial) {
    const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Null));
    const nullable = members.length < type.types.length;
    let schema;
    if (members.every((member) => member.flags & ts.TypeFlags.BooleanLiteral)) schema = { type: 'boolean' };
    else if (members.every((member) => member.isNumberLiteral())) schema = { type: 'integer', enum: members.map((member) => member.value).sort((a, b) => a - b) };
    else if (members.every((member) => member.isStringLiteral())) schema = { type: 'string', enum: members.map((member) => member.value) };
    else if (members.length === 1) schema = this.schema(members[0], path, partial);
    else schema = { anyOf: members.map((member) => this.schema(member, path, partial)) };
    if (!nullable) return schema;
    if (typeof schema.type === 'string') {
      const { enum: values, ...rest } = schema;
      return { ...rest, type: [schema.type, 'null'], ...(values && { enum: [...values, null] }) };
    }
    return { anyOf: [...schema.anyOf, { type: 'null' }] };
  }

  /** Whether `defineRules` fills in the rule at `path` when it is left out. */
  defaulted(path) {
    const pattern = DEFAULTED.find((key) => matches(key, path));
    if (pattern !== undefined) this.defaultedUsed.add(pattern);
    return pattern !== undefined;
  }

  object(type, path, partial) {
    const { checker } = this;
    const properties = {};
    const required = [];
    const inside = {};
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
      const schema = this.schema(propertyType, [...path, property.name], partial);
      withMemberDocs(schema, this.memberDocs(declaration?.type));
      const items = elementNode(declaration?.type);
      if (items !== undefined) schema.items = described(schema.items, this.typeDescription(items));
      properties[property.name] = described(schema, text(property.getDocumentationComment(checker)) || faceText(property.name, schema), this.typeDescription(declaration?.type));
      if (properties[property.name].description === undefined) throw new Error(`rules-schema: no TSDoc for the rule ${[...path, property.name].join('.')}`);
      if (!this.defaulted([...path, property.name])) required.push(property.name);
      const whole = this.wholes.get([...path, property.name].join('.'));
      if (whole !== undefined) inside[property.name] = whole;
    }
    this.wholes.set(path.join('.'), { required, ...(Object.keys(inside).length > 0 && { properties: inside }) });
    return { type: 'object', properties, ...(partial ? {} : { required }), additionalProperties: false };
  }

  /**
   * What `defineRules` needs of overrides over `base` that `schema` (the schema of any overrides)
   * does not say: every object the base has as `null` (or not at all), where given, given whole.
   * A JSON Schema, or `undefined` for nothing.
   */
  needsOver(base, schema, path = []) {
    const properties = {};
    for (const [key, whole] of Object.entries(this.wholes.get(path.join('.'))?.properties ?? {})) {
      const value = Object.hasOwn(base, key) ? base[key] : undefined;
      const inner = objectOf(schema).properties[key];
      const need = isRecord(value) ? this.needsOver(value, inner, [...path, key]) : wholeSchema(whole, inner);
      if (need !== undefined) properties[key] = need;
    }
    return Object.keys(properties).length === 0 ? undefined : sameTypes(schema, { properties });
  }

  /**
   * The doc comments of the types of this project a type node names (`FaceValues | null`: the
   * comment of `FaceValues`), so that a rule's description says what its type says too.
   */
  typeDescription(node) {
    if (node === undefined) return '';
    const names = ts.isUnionTypeNode(node) ? node.types : [node];
    const docs = names.filter(ts.isTypeReferenceNode).map((reference) => {
      let symbol = this.checker.getSymbolAtLocation(reference.typeName);
      if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
      const own = symbol?.declarations?.every((declaration) => declaration.getSourceFile().fileName.startsWith(join(root, 'src')));
      return own ? text(symbol.getDocumentationComment(this.checker)) : '';
    });
    return docs.filter((doc) => doc !== '').join(' ');
  }

  /** The doc comments of the members of the union type a type node names, by value. */
  memberDocs(node) {
    if (node === undefined || !ts.isTypeReferenceNode(node)) return new Map();
    let symbol = this.checker.getSymbolAtLocation(node.typeName);
    if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return unionMemberDocs(symbol);
  }

  /** Fails on a bound or a default that named no rule: a renamed rule must not lose either silently. */
  checkBoundsUsed() {
    const unused = Object.keys(this.bounds).filter((key) => !this.used.has(key));
    if (unused.length > 0) throw new Error(`rules-schema: bounds for no rule: ${unused.join(', ')}`);
    const undefaulted = DEFAULTED.filter((key) => !this.defaultedUsed.has(key));
    if (undefaulted.length > 0) throw new Error(`rules-schema: defaults for no rule: ${undefaulted.join(', ')}`);
  }
}

/**
 * What a rules file over each base says besides the schema of any overrides: one `if` (the base,
 * classic when left out) and `then` per preset: the sections it has as `null`, given whole, and the
 * defaults of its rules where the presets differ.
 */
function overBases(generator, rules, library, presetNames, presets) {
  const needs = new Map(presetNames.map((name) => [name, generator.needsOver(presets[name], rules)]));
  const needed = (path) => generator.wholes.get(path.join('.')).required;
  const branches = addDefaults(rules, { ...library, needed }, presetNames, presets, needs);
  return presetNames.flatMap((name) => {
    const then = branches.get(name);
    if (then === undefined) return [];
    const base = { properties: { base: { const: name } }, ...(name === 'classic' ? {} : { required: ['base'] }) };
    return [{ if: base, then }];
  });
}

/**
 * The schema of a rules file, for the library's `RULE_LIMITS`, `PRESET_NAMES`, `presets` and
 * `defineRules` (what it fills in of a section given in part).
 */
export function rulesSchema(limits, presetNames, presets, defineRules) {
  const generator = new Generator(limits);
  const rules = generator.object(generator.named('Rules'), [], true);
  generator.checkBoundsUsed();
  const names = generator.named('PresetName').types.map((member) => member.value);
  if (names.length !== presetNames.length || names.some((name) => !presetNames.includes(name))) throw new Error('rules-schema: PRESET_NAMES is not the PresetName type');
  if (presetNames.some((name) => !isRecord(presets?.[name]))) throw new Error('rules-schema: presets lacks a preset of PRESET_NAMES');
  if (typeof defineRules !== 'function') throw new Error('rules-schema: no defineRules to read the defaults with');
  const bases = overBases(generator, rules, { defineRules }, presetNames, presets);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: SCHEMA_ID,
    title: 'farkle-rules house rules',
    description:
      'A file of house rules, as the farkle-rules command reads it (--rules FILE): the overrides of defineRules(overrides, base), any part of a rule set, deep-merged over the "base" preset (classic when left out). Objects merge key by key; lists and null replace the base value, and so does an object where the base has null (classic\'s allDiceFarkle, say), which must then be given whole: every key but the ones defineRules fills in. Generated from the package\'s Rules type; defineRules checks the same bounds and, besides, the rules that involve several values (players.max at least players.min, a wild die without spicy dice, a table in which some roll scores, ...).',
    type: 'object',
    properties: {
      $schema: { type: 'string', description: `The JSON Schema of this file: ./node_modules/farkle-rules/rules.schema.json from a project's root where farkle-rules is installed (../node_modules/farkle-rules/rules.schema.json from a subfolder), or ${SCHEMA_ID}.` },
      base: { description: 'The preset these rules change (classic when left out).', type: 'string', enum: [...presetNames], default: 'classic' },
      ...rules.properties,
    },
    additionalProperties: false,
    ...(bases.length > 0 && { allOf: bases }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? resolve(process.argv[at + 1] ?? '') : join(root, 'rules.schema.json');
  // The limits and the presets as the build has them (npm run build runs this after tsup).
  const { RULE_LIMITS, PRESET_NAMES, presets, defineRules } = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);
  writeFileSync(out, `${JSON.stringify(rulesSchema(RULE_LIMITS, PRESET_NAMES, presets, defineRules), null, 2)}\n`);
}
