#!/usr/bin/env node
// Checks the built docs site (typedoc's HTML output) for what a reader meets and typedoc's own
// validation does not see: one H1 a page; a favicon linked from every page and served at the
// root (/favicon.ico); the playground linked from every page's menu and under the title of the
// front page and the Guides page; every heading's inline code kept in the "On this page" list;
// a search that finds words of the guides' text and of the TSDoc comments, not only names; every
// API page linking its declaration's source on GitHub (a file of src/ and a line it has, at the
// commit the site was built from); and each entry's index listing its categories in
// typedoc.json's `categoryOrder`, with nothing left in "Other".
// Prints what it checked, and exits 1 listing every problem.
//
// Usage: node scripts/docs-site-check.mjs <site dir>   (npm run docs:check runs it on .tmp/docs-check)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const site = process.argv[2];
if (site === undefined || !existsSync(join(site, 'index.html'))) {
  console.error('usage: node scripts/docs-site-check.mjs <site dir> (a typedoc HTML output, with index.html)');
  process.exit(2);
}

const root = fileURLToPath(new URL('../', import.meta.url));
const problems = [];
const pages = ['index.html', ...readdirSync(join(site, 'documents')).map((name) => `documents/${name}`)];

const text = (html) => html.replace(/<wbr\/?>/g, '').replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').trim();

for (const page of pages) {
  const html = readFileSync(join(site, page), 'utf8');
  const h1 = html.match(/<h1[\s>]/g) ?? [];
  if (h1.length !== 1) problems.push(`${page}: ${h1.length} H1 headings, not one`);
  if (!/<link rel="icon" href="[^"]*assets\/favicon\.svg"/.test(html)) problems.push(`${page}: no favicon link`);
  if (!/<a href="(\.\.\/)*playground\/index\.html" data-playground-link/.test(html)) problems.push(`${page}: no Playground link in the menu`);
  const front = page === 'index.html' || page === 'documents/Guides.html';
  if (front && !/<p data-playground-link><a href="(\.\.\/)*playground\/index\.html">/.test(html)) problems.push(`${page}: no "Open the playground" line under the title`);
  // Each heading with inline code, and its entry in "On this page".
  for (const [, id, inner] of html.matchAll(/<h[2-6] id="([^"]+)" class="tsd-anchor-link">(.*?)<a href="#/g)) {
    const codes = [...inner.matchAll(/<code>(.*?)<\/code>/g)].map((match) => text(match[1]));
    if (codes.length === 0) continue;
    const entry = new RegExp(`<a href="#${id}"><span>(.*?)</span></a>`).exec(html);
    if (entry === null) problems.push(`${page}: the heading #${id} is not in "On this page"`);
    else if (!codes.every((code) => text(entry[1]).includes(code))) problems.push(`${page}: "On this page" lists #${id} as "${text(entry[1])}", without ${codes.join(', ')}`);
  }
}

// Source links: each API page says where its declaration is, at the commit built (a site
// deployed on every push to main links the lines it documents, which a link to main would not
// once main moves on).
const SOURCE = /Defined in <a href="https:\/\/github\.com\/farkle-rules\/farkle-rules\/blob\/([0-9a-f]{40})\/(src\/[\w/.-]+\.ts)#L(\d+)">/g;
const apiPages = ['classes', 'functions', 'interfaces', 'types', 'variables'].flatMap((folder) => (existsSync(join(site, folder)) ? readdirSync(join(site, folder)).map((name) => `${folder}/${name}`) : []));
const revisions = new Set();
for (const page of apiPages) {
  const links = [...readFileSync(join(site, page), 'utf8').matchAll(SOURCE)];
  if (links.length === 0) problems.push(`${page}: no source link ("Defined in" a file of the repository on GitHub)`);
  for (const [, revision, path, line] of links) {
    revisions.add(revision);
    const file = join(root, path);
    if (!existsSync(file)) problems.push(`${page}: links ${path}, not a file of the repository`);
    else if (Number(line) > readFileSync(file, 'utf8').split('\n').length) problems.push(`${page}: links ${path}#L${line}, past the file's end`);
  }
}
if (revisions.size > 1) problems.push(`source links at ${revisions.size} revisions, not the one built`);

// The categories of each entry's index, in typedoc.json's order.
const order = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')).categoryOrder.filter((title) => title !== '*');
for (const page of readdirSync(join(site, 'modules')).map((name) => `modules/${name}`)) {
  const sections = readFileSync(join(site, page), 'utf8').matchAll(/<summary class="tsd-accordion-summary" data-key="section-([^"]+)">/g);
  const titles = [...new Set(Array.from(sections, (match) => text(match[1])))]; // each listed in the index and again below it
  const unknown = titles.filter((title) => !order.includes(title));
  if (titles.length === 0) problems.push(`${page}: the index lists no categories`);
  if (unknown.length > 0) problems.push(`${page}: the index lists ${unknown.join(', ')}, not in typedoc.json's categoryOrder`);
  const known = titles.filter((title) => order.includes(title));
  if (known.some((title, i) => i > 0 && order.indexOf(title) < order.indexOf(known[i - 1]))) problems.push(`${page}: the index lists ${titles.join(', ')}, not in typedoc.json's order`);
}

const icon = join(site, 'favicon.ico');
if (!existsSync(icon) || !readFileSync(icon).subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))) problems.push('favicon.ico: missing at the root, or not an icon');

// The search: typedoc's index (assets/search.js, deflated JSON) queried with lunr as its page does.
const DOCUMENT = 8388608;
const searchJs = readFileSync(join(site, 'assets', 'search.js'), 'utf8');
const data = JSON.parse(inflateSync(Buffer.from(/searchData = "([^"]+)"/.exec(searchJs)?.[1] ?? '', 'base64')).toString('utf8'));
const lunr = createRequire(createRequire(import.meta.url).resolve('typedoc')).call(null, 'lunr');
const index = lunr.Index.load(data.index);
const found = (query) => index.search(query).map((hit) => data.rows[Number(hit.ref)]);
const SEARCHES = [
  // Words of the guides' text, found in the guides.
  ['zilch', (rows) => rows.some((row) => row.kind === DOCUMENT && row.name === 'House-rules cookbook')],
  ['playground', (rows) => rows.some((row) => row.kind === DOCUMENT && row.name === 'Guides')],
  ['house rules', (rows) => rows.some((row) => row.kind === DOCUMENT && row.name === 'House-rules cookbook')],
  // A word only in a TSDoc comment: the exact target's "welfare" (Rules.end.trigger).
  ['welfare', (rows) => rows.some((row) => row.kind !== DOCUMENT && row.name === 'trigger')],
];
for (const [query, ok] of SEARCHES) {
  const rows = found(query);
  if (!ok(rows)) problems.push(`search "${query}" finds ${rows.length === 0 ? 'nothing' : rows.slice(0, 5).map((row) => row.name).join(', ')}, not what it should`);
}

console.log(`docs site: ${pages.length} pages (one H1, favicon, playground links, headings' code in "On this page"), /favicon.ico, ${SEARCHES.length} searches over text and comments, ${apiPages.length} API pages' source links, the index's categories`);
if (problems.length > 0) {
  console.error(problems.map((problem) => `  ${problem}`).join('\n'));
  process.exit(1);
}
