/** The JSON Schema of a house-rules file (scripts/rules-schema.mjs), for the given limits, preset names and presets (the sections each lacks). */
export function rulesSchema(limits: Readonly<Record<string, number>>, presetNames: readonly string[], presets: Readonly<Record<string, object>>): Record<string, unknown>;
/** The rules `defineRules` fills in when left out, by path (`*`: any key): every other key of an object given whole is needed. */
export const DEFAULTED: readonly string[];
