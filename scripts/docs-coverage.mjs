#!/usr/bin/env node
// Checks what typedoc's own validation cannot. Reads typedoc's JSON output
// (`typedoc --json <file>`), prints the coverage counts, and exits 1 listing every gap.
//
// The rules:
// - every runtime export (function, constant, class) shows an `@example` with code;
// - every exported interface and type alias shows one too: they are what an app
//   constructs (rules, actions, options) or reads (states, results, solutions),
//   except the few in EXAMPLE_EXEMPT below, each with its reason;
// - every export has a `@category` from typedoc.json's `categoryOrder`: none is
//   left in typedoc's default category ("Other"), none has a name the index does not order;
// - every documented reflection (export, interface or type member, class member) has a summary.
//
// Usage: node scripts/docs-coverage.mjs <typedoc.json>
import { readFileSync } from 'node:fs';

// Interfaces and type aliases without an example of their own: the reason each needs none.
const EXAMPLE_EXEMPT = {
  DeepPartial: 'a type-level helper; RulesOverrides shows it in use',
  ErrorCode: 'the names of ERROR_CODES, whose example lists them',
  PresetName: 'the names of PRESET_NAMES, whose example lists them',
  CombinationKind: 'the names of COMBINATION_KINDS, whose example lists them',
  BotName: 'the names of bots, whose example lists them',
  Face: 'the values of FACES, whose example lists them',
  SharedWinChancePlan: 'made by planSharedWinChance and passed on unread; its example shows the round trip',
  SharedWinChanceSettings: "the plan's resolved options, read by the solver only",
};

const CONFIG = JSON.parse(readFileSync(new URL('../typedoc.json', import.meta.url), 'utf8'));
const CATEGORIES = new Set(CONFIG.categoryOrder.filter((title) => title !== '*'));

// typedoc's ReflectionKind values.
const KIND = {
  Module: 2,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
};
const RUNTIME = new Set([KIND.Variable, KIND.Function, KIND.Class]);
const TYPE = new Set([KIND.Interface, KIND.TypeAlias]);
const MEMBER = new Set([KIND.Property, KIND.Method, KIND.Accessor, KIND.EnumMember]);

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/docs-coverage.mjs <typedoc.json>');
  process.exit(2);
}
const project = JSON.parse(readFileSync(file, 'utf8'));
const modules = project.children.every((c) => c.kind === KIND.Module) ? project.children : [project];

/** The comments that document a reflection: its own, else its signatures'. */
function comments(reflection) {
  const own = reflection.comment ? [reflection.comment] : [];
  const signatures = [...(reflection.signatures ?? []), ...(reflection.getSignature ? [reflection.getSignature] : [])];
  return [...own, ...signatures.map((s) => s.comment).filter(Boolean)];
}

function hasSummary(reflection) {
  return comments(reflection).some((c) => c.summary.some((part) => part.text.trim() !== ''));
}

/** An `@example` block holding a code fence, not just prose. */
function hasExample(reflection) {
  return comments(reflection).some((c) =>
    (c.blockTags ?? []).some((tag) => tag.tag === '@example' && tag.content.some((part) => part.kind === 'code')),
  );
}

/** Members declared in a type, including type literals nested in unions, arrays and generics. */
function typeMembers(type) {
  if (!type) return [];
  switch (type.type) {
    case 'reflection':
      return type.declaration.children ?? [];
    case 'union':
    case 'intersection':
      return type.types.flatMap(typeMembers);
    case 'array':
      return typeMembers(type.elementType);
    case 'reference':
      return (type.typeArguments ?? []).flatMap(typeMembers);
    default:
      return [];
  }
}

/** Every member of an exported declaration, with its dotted name, depth first. */
function* members(reflection, path) {
  const direct = [...(reflection.children ?? []), ...typeMembers(reflection.type)];
  for (const member of direct) {
    if (member.inheritedFrom) continue; // documented where it is declared (e.g. Error's own)
    if (!MEMBER.has(member.kind)) continue;
    const name = `${path}.${member.name}`;
    yield { member, name };
    yield* members(member, name);
  }
}

const missingExamples = [];
const missingSummaries = [];
const missingCategories = [];
let runtimeTotal = 0;
let runtimeWithExample = 0;
let typeTotal = 0;
let typeWithExample = 0;
let categorized = 0;
let exportTotal = 0;
let memberTotal = 0;
let memberDescribed = 0;
const seenExempt = new Set();

for (const mod of modules) {
  const categoryOf = new Map();
  for (const category of mod.categories ?? []) for (const id of category.children) categoryOf.set(id, category.title);
  for (const exported of mod.children ?? []) {
    const name = `${mod.name}:${exported.name}`;
    exportTotal += 1;
    const category = categoryOf.get(exported.id);
    if (category !== undefined && CATEGORIES.has(category)) categorized += 1;
    else missingCategories.push(`${name}${category === undefined ? '' : ` (in "${category}", not a category of typedoc.json's categoryOrder)`}`);
    if (!hasSummary(exported)) missingSummaries.push(name);
    if (RUNTIME.has(exported.kind)) {
      runtimeTotal += 1;
      if (hasExample(exported)) runtimeWithExample += 1;
      else missingExamples.push(name);
    }
    if (TYPE.has(exported.kind)) {
      typeTotal += 1;
      if (exported.name in EXAMPLE_EXEMPT) seenExempt.add(exported.name);
      else if (hasExample(exported)) typeWithExample += 1;
      else missingExamples.push(`${name} (${exported.kind === KIND.Interface ? 'interface' : 'type'})`);
    }
    for (const { member, name: memberName } of members(exported, name)) {
      memberTotal += 1;
      if (hasSummary(member)) memberDescribed += 1;
      else missingSummaries.push(memberName);
    }
  }
}
for (const type of Object.keys(EXAMPLE_EXEMPT)) {
  if (!seenExempt.has(type)) missingExamples.push(`${type} (exempt in scripts/docs-coverage.mjs but not an exported interface or type)`);
}

console.log(`docs coverage: runtime exports with an @example ${runtimeWithExample}/${runtimeTotal}`);
console.log(`docs coverage: interfaces and types with an @example ${typeWithExample}/${typeTotal - seenExempt.size} (${seenExempt.size} exempt)`);
console.log(`docs coverage: exports in a category ${categorized}/${exportTotal}`);
console.log(`docs coverage: members described ${memberDescribed}/${memberTotal}`);

if (missingExamples.length > 0 || missingSummaries.length > 0 || missingCategories.length > 0) {
  for (const name of missingExamples) console.error(`missing @example: ${name}`);
  for (const name of missingCategories) console.error(`missing @category: ${name}`);
  for (const name of missingSummaries) console.error(`missing description: ${name}`);
  process.exit(1);
}
