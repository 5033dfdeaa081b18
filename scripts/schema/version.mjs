// The version of the rules-file format, and the address of its schema on the docs site.
//
// SCHEMA_VERSION changes only when the format changes incompatibly: a rules file the old schema
// accepts that the new one refuses or reads otherwise (a rule removed or renamed, a bound made
// tighter, a type narrowed). A new optional rule or a wider bound keeps the version.

/** The rules-file format's version: the `v1` of the schema's `$id`. */
export const SCHEMA_VERSION = 1;

/** The hosted docs site (GitHub Pages, built by `npm run docs`). */
export const SITE = 'https://farkle-rules.github.io/farkle-rules/';

/** The schema's path on the site, for a format version. */
export const schemaPath = (version = SCHEMA_VERSION) => `schema/v${version}/rules.schema.json`;

/** The schema's `$id`: its address on the site. */
export const SCHEMA_ID = `${SITE}${schemaPath()}`;
