/**
 * Turns a documentation code block into a module the tests can run: imports
 * of `farkle-rules` and `farkle-rules/node` point at this repository, and the
 * claims in top-level statements' trailing comments become checks (check.ts):
 *
 * - `expr; // → expected` (and `const x = expr; // → expected` for x),
 * - `expr; // ≈ 542.06` for a number shown rounded,
 * - `expr; // → throws FarkleError { code: 'no-dice' }`,
 * - `console.log(...); // prints:` followed by comment lines of output.
 *
 * Text after the expected value's first `: ` outside brackets and quotes is a
 * note for the reader, not checked.
 */
import ts from 'typescript';
import type { CodeBlock } from './markdown.js';

/** Where the entries of this repository are, as import specifiers (absolute file URLs). */
export interface Entries {
  readonly source: { readonly main: string; readonly node: string };
  readonly built: { readonly main: string; readonly node: string };
  readonly check: string;
}

export interface RunnableBlock {
  /** The module to run: imports rewritten, claims turned into checks. */
  readonly code: string;
  /** The block with only its imports rewritten, to the source, for the type check (same lines as the block). */
  readonly plain: string;
  /** Whether the block imports the built package (it uses `farkle-rules/node`, whose workers need dist/). */
  readonly needsBuild: boolean;
  /** How many claims the block makes. */
  readonly claims: number;
  /** Where a statement's comment starts like a value (`// 350`, `// [1, 5]`) without `→` or `≈`: a claim that would go unchecked. */
  readonly unmarked: readonly string[];
}

const PACKAGE = /^farkle-rules(\/node)?$/;
const TABLES = /^farkle-rules-tables(\/node)?$/;

export function runnable(block: CodeBlock, entries: Entries): RunnableBlock {
  const file = ts.createSourceFile('block.ts', block.body, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = file.statements.filter(ts.isImportDeclaration).map((statement) => statement.moduleSpecifier);
  const needsBuild = imports.some((specifier) => ts.isStringLiteral(specifier) && specifier.text === 'farkle-rules/node');
  const edits: Edit[] = [];
  const typed: Edit[] = [];
  for (const specifier of imports) {
    // The tables package is the repository's own (a workspace), resolved as an app resolves it.
    if (!ts.isStringLiteral(specifier) || specifier.text.startsWith('node:') || TABLES.test(specifier.text)) continue;
    if (!PACKAGE.test(specifier.text)) throw new Error(`${where(block, file, specifier)}: a block imports only farkle-rules, farkle-rules/node, farkle-rules-tables and node: modules, not '${specifier.text}'`);
    const node = specifier.text === 'farkle-rules/node';
    const target = needsBuild ? (node ? entries.built.node : entries.built.main) : entries.source.main;
    edits.push({ start: specifier.getStart(), end: specifier.end, text: `'${target}'` });
    typed.push({ start: specifier.getStart(), end: specifier.end, text: `'${node ? entries.source.node : entries.source.main}'` });
  }
  const plain = applyEdits(block.body, typed);
  let claims = 0;
  const unmarked: string[] = [];
  for (const statement of file.statements) {
    const claim = trailingClaim(block.body, statement);
    if (claim === null) {
      if (ts.isExpressionStatement(statement) && !isAssignment(statement.expression) && looksLikeValue(block.body, statement)) unmarked.push(where(block, file, statement));
      continue;
    }
    claims++;
    edits.push(checkFor(block, file, statement, claim));
  }
  const code = `import * as __doc from '${entries.check}';\n${applyEdits(block.body, edits)}\n`;
  return { code, plain, needsBuild, claims, unmarked };
}

/** `game = applyAction(...)`: its comment tells what the move does, not a value. */
function isAssignment(expression: ts.Expression): boolean {
  return ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.EqualsToken;
}

/** Whether an expression statement's trailing comment starts like a value: a number, a string, an array or object, a literal. */
function looksLikeValue(text: string, statement: ts.Statement): boolean {
  const comment = ts.getTrailingCommentRanges(text, statement.end)?.[0];
  if (comment?.kind !== ts.SyntaxKind.SingleLineCommentTrivia) return false;
  return /^(-?\d|['"`[{]|(true|false|null|undefined)\b)/.test(text.slice(comment.pos + 2, comment.end).trim());
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

type Claim = { kind: 'value'; text: string } | { kind: 'near'; text: string } | { kind: 'throws'; className: string; text: string } | { kind: 'prints' };

/** The claim in the `//` comment that ends a statement's last line, if it makes one. */
function trailingClaim(text: string, statement: ts.Statement): Claim | null {
  const comment = ts.getTrailingCommentRanges(text, statement.end)?.[0];
  if (comment?.kind !== ts.SyntaxKind.SingleLineCommentTrivia) return null;
  const body = text.slice(comment.pos + 2, comment.end).trim();
  if (body === 'prints:') return { kind: 'prints' };
  if (body.startsWith('≈')) return { kind: 'near', text: expectedPart(body.slice(1)) };
  if (!body.startsWith('→')) return null;
  const expected = body.slice(1).trim();
  const thrown = /^throws\s+([A-Za-z]\w*)\s*(.*)$/.exec(expected);
  if (thrown !== null) return { kind: 'throws', className: thrown[1] as string, text: expectedPart(thrown[2] as string) };
  // `→ includes { ... }`: the fields shown, which `value` checks as it checks any object.
  const included = /^includes\s+(.*)$/.exec(expected);
  if (included !== null) return { kind: 'value', text: `__doc.includes(${expectedPart(included[1] as string)})` };
  return { kind: 'value', text: expectedPart(expected) };
}

/** The expected value: the text up to the first `: ` outside brackets and quotes (the rest is a note). */
export function expectedPart(text: string): string {
  let depth = 0;
  let quote: string | null = null;
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string;
    if (quote !== null) {
      if (char === '\\') at++;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if ('([{'.includes(char)) {
      depth++;
    } else if (')]}'.includes(char)) {
      depth--;
    } else if (depth === 0 && char === ':' && (text[at + 1] === ' ' || at + 1 === text.length)) {
      return text.slice(0, at).trim();
    }
  }
  return text.trim();
}

function checkFor(block: CodeBlock, file: ts.SourceFile, statement: ts.Statement, claim: Claim): Edit {
  const loc = where(block, file, statement);
  const source = JSON.stringify(statement.getText().replace(/;$/, ''));
  const place = JSON.stringify(loc);
  const start = statement.getStart();
  if (claim.kind === 'prints') {
    const output = JSON.stringify(outputAfter(block.body, statement.end));
    return { start, end: statement.end, text: `await __doc.prints(async () => { ${statement.getText()} }, ${output}, ${place}, ${source});` };
  }
  const subject = subjectOf(statement, loc);
  if (claim.kind === 'throws') {
    if (subject.kind !== 'expression') throw new Error(`${loc}: '→ throws' goes on an expression statement`);
    const expected = claim.text === '' ? 'undefined' : `(${claim.text})`;
    return { start, end: statement.end, text: `await __doc.throws(async () => { ${subject.text}; }, '${claim.className}', () => ${expected}, ${place}, ${source});` };
  }
  const check = claim.kind === 'near' ? `__doc.near(async () => (SUBJECT), ${JSON.stringify(claim.text)}, ${place}, ${source})` : `__doc.value(async () => (SUBJECT), () => (${claim.text}), ${place}, ${source})`;
  if (subject.kind === 'expression') return { start, end: statement.end, text: `await ${check.replace('SUBJECT', subject.text)};` };
  return { start: statement.end, end: statement.end, text: ` await ${check.replace('SUBJECT', subject.name)};` };
}

/** What a claim is about: the statement's expression, or the variable it declares. */
function subjectOf(statement: ts.Statement, loc: string): { kind: 'expression'; text: string } | { kind: 'variable'; name: string } {
  if (ts.isExpressionStatement(statement)) return { kind: 'expression', text: statement.expression.getText() };
  if (ts.isVariableStatement(statement)) {
    const declarations = statement.declarationList.declarations;
    const name = declarations[0]?.name;
    if (declarations.length === 1 && name !== undefined && ts.isIdentifier(name)) return { kind: 'variable', name: name.text };
  }
  throw new Error(`${loc}: a claim goes on an expression statement or on a declaration of one variable`);
}

/** The comment lines right after `offset`'s line: the output a `// prints:` claim shows. */
function outputAfter(text: string, offset: number): string[] {
  const lines = text.slice(offset).split('\n').slice(1);
  const output: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('//')) break;
    output.push(trimmed.slice(trimmed.startsWith('// ') ? 3 : 2));
  }
  return output;
}

function where(block: CodeBlock, file: ts.SourceFile, node: ts.Node): string {
  return `${block.file}:${block.line + file.getLineAndCharacterOfPosition(node.getStart()).line}`;
}
