#!/usr/bin/env node
// Checks what typedoc's own validation cannot: that every runtime export and
// every main type shows an `@example` with code, and that every documented
// reflection (export, interface or type member, class member) has a summary.
// Reads typedoc's JSON output (`typedoc --json <file>`), prints the coverage
// counts, and exits 1 listing every gap.
//
// Usage: node scripts/docs-coverage.mjs <typedoc.json>
import { readFileSync } from 'node:fs';

// Types a reader meets first: each shows an example of its shape.
const MAIN_TYPES = [
  'Rules',
  'RulesInput',
  'GameState',
  'TurnState',
  'PlayerState',
  'Action',
  'GameEvent',
  'RollScore',
  'Keep',
  'Combination',
  'Bot',
  'TurnPolicy',
  'RollOdds',
  'WinChanceSolution',
  'SimulationOptions',
  'SimulationResult',
];

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
let runtimeTotal = 0;
let runtimeWithExample = 0;
let memberTotal = 0;
let memberDescribed = 0;
const seenMainTypes = new Set();

for (const mod of modules) {
  for (const exported of mod.children ?? []) {
    const name = `${mod.name}:${exported.name}`;
    if (!hasSummary(exported)) missingSummaries.push(name);
    if (RUNTIME.has(exported.kind)) {
      runtimeTotal += 1;
      if (hasExample(exported)) runtimeWithExample += 1;
      else missingExamples.push(name);
    }
    if (MAIN_TYPES.includes(exported.name)) {
      seenMainTypes.add(exported.name);
      if (!hasExample(exported)) missingExamples.push(`${name} (main type)`);
    }
    for (const { member, name: memberName } of members(exported, name)) {
      memberTotal += 1;
      if (hasSummary(member)) memberDescribed += 1;
      else missingSummaries.push(memberName);
    }
  }
}
for (const type of MAIN_TYPES) {
  if (!seenMainTypes.has(type)) missingExamples.push(`${type} (main type listed in scripts/docs-coverage.mjs but not exported)`);
}

console.log(`docs coverage: runtime exports with an @example ${runtimeWithExample}/${runtimeTotal}`);
console.log(`docs coverage: main types with an @example ${MAIN_TYPES.length - missingExamples.filter((m) => m.includes('main type')).length}/${MAIN_TYPES.length}`);
console.log(`docs coverage: members described ${memberDescribed}/${memberTotal}`);

if (missingExamples.length > 0 || missingSummaries.length > 0) {
  for (const name of missingExamples) console.error(`missing @example: ${name}`);
  for (const name of missingSummaries) console.error(`missing description: ${name}`);
  process.exit(1);
}
