import { describe, expect, it } from 'vitest';
import { metadataProblems as check, packageProblems as checkOne } from '../../scripts/check-metadata.mjs';

// The project's addresses, written out here rather than imported from the script under test.
const url = 'git+https://github.com/farkle-rules/farkle-rules.git';
const core = {
  name: 'farkle-rules',
  license: 'MIT',
  homepage: 'https://farkle-rules.github.io/farkle-rules/',
  bugs: { url: 'https://github.com/farkle-rules/farkle-rules/issues' },
  repository: { type: 'git', url },
};
const tables = { ...core, name: 'farkle-rules-tables', repository: { type: 'git', url, directory: 'tables' } };
const without = (pkg: object, field: string) => Object.fromEntries(Object.entries(pkg).filter(([k]) => k !== field));

describe('check-metadata', () => {
  it('passes two packages that name the project the same way', () => {
    expect(check(core, tables)).toEqual([]);
  });

  it.each(['repository', 'homepage', 'bugs'])('fails when %s is missing', (field) => {
    expect(checkOne(without(core, field), '')).toEqual([expect.stringContaining(`"${field}`)]);
    expect(check(core, without(tables, field)).length).toBeGreaterThan(0);
  });

  it.each([
    ['another repository', 'git+https://github.com/someone/farkle-rules.git'],
    ['the address without git+', 'https://github.com/farkle-rules/farkle-rules.git'],
    ['the shorthand', 'github:farkle-rules/farkle-rules'],
  ])('fails a repository.url that is %s', (_, other) => {
    const problems = check({ ...core, repository: { type: 'git', url: other } }, tables);
    expect(problems).toContain(`farkle-rules: "repository.url" should be ${url}, not ${other}`);
    expect(problems).toContain('"repository.url" differs between farkle-rules and farkle-rules-tables');
  });

  it('fails when the packages disagree on the docs site or the license', () => {
    const problems = check(core, { ...tables, homepage: 'https://example.com/', license: 'ISC' });
    expect(problems).toContain('"homepage" differs between farkle-rules and farkle-rules-tables');
    expect(problems).toContain('"license" differs between farkle-rules and farkle-rules-tables');
  });

  it('wants the tables package to name its folder, and the core none', () => {
    expect(check(core, { ...tables, repository: { type: 'git', url } })).toEqual([
      'farkle-rules-tables: "repository.directory" should be "tables"',
    ]);
    expect(checkOne({ ...core, repository: { type: 'git', url, directory: 'src' } }, '')).toEqual([
      'farkle-rules: "repository.directory" should be absent',
    ]);
  });

  it('reports, rather than throws on, package.json values that are not objects', () => {
    expect(check(null, [])).toEqual([
      '(unnamed package): package.json is not an object',
      '(unnamed package): package.json is not an object',
    ]);
    expect(checkOne({ ...core, repository: 'farkle-rules/farkle-rules' }, '')).toHaveLength(1);
  });
});
