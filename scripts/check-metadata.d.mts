/** The project's repository, as `repository.url` names it (scripts/check-metadata.mjs). */
export const REPOSITORY_URL: string;
/** The hosted docs site, both packages' `homepage`. */
export const HOMEPAGE: string;
/** The issue tracker, both packages' `bugs.url`. */
export const BUGS_URL: string;
/** The problems of one package.json's metadata; `directory` is its folder ('' at the root). */
export function packageProblems(pkg: unknown, directory: string): string[];
/** The problems of both packages' metadata, each alone and where they disagree. */
export function metadataProblems(core: unknown, tables: unknown): string[];
