// Reading and writing the nodes of the generated schema: what rules-schema.mjs and defaults.mjs share.

/** Whether a value is an object (not null, not a list). */
export const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object a schema node allows (itself, or its object choice), if any. */
export const objectOf = (node) => (node.properties !== undefined ? node : node.anyOf?.find((choice) => choice.properties !== undefined));

/** The JSON types a schema node allows (for an object: `object`, and `null` where it is nullable). */
export function typesOf(node) {
  if (node.anyOf !== undefined) return [...new Set(node.anyOf.flatMap(typesOf))];
  return [node.type].flat();
}

/** A schema node of the same types as `node`, with more said of its objects (strict validators want the type beside `properties`). */
export function sameTypes(node, more) {
  const types = typesOf(node);
  return { type: types.length === 1 ? types[0] : types, ...more };
}
