// The TSDoc of the rule types as the schema's descriptions: rules-schema.mjs reads the comments with
// the TypeScript compiler, and these turn them into the text an editor shows on hover and in completion.
import ts from 'typescript';

/** A TSDoc comment as one line of plain text: `{@link defineRules}` becomes `defineRules`. */
export function text(parts) {
  return parts
    .filter((part) => part.kind !== 'link')
    .map((part) => part.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A face's entry of a table of points per face (`FaceValues`, whose keys have no TSDoc of their own). */
export function faceText(key, schema) {
  if (!/^[1-6]$/.test(key)) return '';
  return `The points for face ${key}: ${schema.minimum} to ${schema.maximum}; 0 means face ${key} does not score in this table.`;
}

/** An enum whose values have doc comments, as a choice of constants that each carry theirs (what editors show in completion). */
export function withMemberDocs(schema, docs) {
  if (docs.size === 0 || schema.enum === undefined) return;
  schema.anyOf = schema.enum.map((value) => (docs.has(value) ? { const: value, description: docs.get(value) } : { const: value }));
  delete schema.enum;
}

/** The doc comment of each member of a union alias written one member a line (`RollEffectKind`). */
export function unionMemberDocs(symbol) {
  const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
  if (declaration === undefined || !ts.isUnionTypeNode(declaration.type)) return new Map();
  const source = declaration.getSourceFile().text;
  const docs = new Map();
  let from = declaration.type.pos;
  for (const member of declaration.type.types) {
    // A member's comment stands before it, and before the `|` that joins it to the one above.
    const comment = /\/\*\*([\s\S]*?)\*\/\s*\|?\s*$/.exec(source.slice(from, member.getStart()))?.[1];
    from = member.end;
    if (comment === undefined || !ts.isLiteralTypeNode(member) || !ts.isStringLiteral(member.literal)) continue;
    docs.set(member.literal.text, comment.replace(/^\s*\* ?/gm, '').replace(/\s+/g, ' ').trim());
  }
  return docs;
}

/** `schema` with the given texts, the ones not empty and not repeated, as its description. */
export function described(schema, ...texts) {
  const description = [...new Set(texts.filter((t) => t !== ''))].join(' ');
  return description === '' ? schema : { description, ...schema };
}

/** The element type node of an array type node (`readonly Straight[]`: `Straight`). */
export function elementNode(node) {
  const array = node !== undefined && ts.isTypeOperatorNode(node) ? node.type : node;
  return array !== undefined && ts.isArrayTypeNode(array) ? array.elementType : undefined;
}
