/**
 * The JSON Schema of a house-rules file (scripts/rules-schema.mjs), for the given limits, preset
 * names, presets (the sections each lacks, the defaults of each) and `defineRules` (what it fills in).
 */
export function rulesSchema(
  limits: Readonly<Record<string, number>>,
  presetNames: readonly string[],
  presets: Readonly<Record<string, object>>,
  defineRules: (overrides: never, base: never) => unknown,
): Record<string, unknown>;
/** The rules `defineRules` fills in when left out, by path (`*`: any key): every other key of an object given whole is needed. */
export const DEFAULTED: readonly string[];
