/** The JSON Schema of a house-rules file (scripts/rules-schema.mjs), for the given limits and preset names. */
export function rulesSchema(limits: Readonly<Record<string, number>>, presetNames: readonly string[]): Record<string, unknown>;
