/** The rules-file format's version (scripts/schema/version.mjs). */
export const SCHEMA_VERSION: number;
/** The hosted docs site. */
export const SITE: string;
/** The schema's path on the site, for a format version. */
export function schemaPath(version?: number): string;
/** The schema's `$id`. */
export const SCHEMA_ID: string;
