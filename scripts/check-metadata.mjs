// Checks the npm metadata of both packages (`npm run check:metadata`): `repository`, `homepage` and
// `bugs` present, naming the project's own repository, and the same in farkle-rules and
// farkle-rules-tables, whose `repository.directory` names its folder. `npm publish --provenance`
// refuses a `repository.url` that is not the repository the release workflow runs in.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_URL = 'git+https://github.com/farkle-rules/farkle-rules.git';
export const HOMEPAGE = 'https://farkle-rules.github.io/farkle-rules/';
export const BUGS_URL = 'https://github.com/farkle-rules/farkle-rules/issues';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of one package's metadata; `directory` is the folder it lives in ('' at the root). */
export function packageProblems(pkg, directory) {
  const name = isObject(pkg) && typeof pkg.name === 'string' ? pkg.name : '(unnamed package)';
  if (!isObject(pkg)) return [`${name}: package.json is not an object`];
  const problems = [];
  const { repository, homepage, bugs } = pkg;
  if (!isObject(repository)) problems.push(`${name}: "repository" should be an object with "type" and "url"`);
  else {
    if (repository.type !== 'git') problems.push(`${name}: "repository.type" should be "git"`);
    if (repository.url !== REPOSITORY_URL) {
      problems.push(`${name}: "repository.url" should be ${REPOSITORY_URL}, not ${String(repository.url)}`);
    }
    if ((repository.directory ?? '') !== directory) {
      problems.push(`${name}: "repository.directory" should be ${directory ? `"${directory}"` : 'absent'}`);
    }
  }
  if (homepage !== HOMEPAGE) problems.push(`${name}: "homepage" should be ${HOMEPAGE}, not ${String(homepage)}`);
  const bugsUrl = isObject(bugs) ? bugs.url : bugs;
  if (bugsUrl !== BUGS_URL) problems.push(`${name}: "bugs.url" should be ${BUGS_URL}, not ${String(bugsUrl)}`);
  return problems;
}

/** The problems of the two packages' metadata: each on its own, then where they disagree. */
export function metadataProblems(core, tables) {
  const problems = [...packageProblems(core, ''), ...packageProblems(tables, 'tables')];
  if (isObject(core) && isObject(tables)) {
    for (const field of ['homepage', 'bugs', 'license']) {
      if (JSON.stringify(core[field]) !== JSON.stringify(tables[field])) {
        problems.push(`"${field}" differs between ${String(core.name)} and ${String(tables.name)}`);
      }
    }
    const url = (pkg) => (isObject(pkg.repository) ? pkg.repository.url : undefined);
    if (url(core) !== url(tables)) {
      problems.push(`"repository.url" differs between ${String(core.name)} and ${String(tables.name)}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
  const problems = metadataProblems(read('../package.json'), read('../tables/package.json'));
  for (const problem of problems) console.error(`check-metadata: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('check-metadata: repository, homepage and bugs agree in both packages');
}
