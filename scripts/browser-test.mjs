// The playground in a real browser: `npm run test:browser`, and `npm run screenshots`.
//
// Builds the playground into a fresh temporary folder, serves it on 127.0.0.1 (a free port) and
// drives Debian's headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH) through playwright-core,
// which downloads no browser, with a fresh temporary profile. Every test loads the page anew and
// fails on any console error, uncaught exception, failed request, HTTP error or request outside the
// site (the page must work offline). Screenshots at a laptop's and a phone's width go to the
// temporary folder, whose path is printed.
//
// `--screenshots` skips the tests and writes the README's picture, docs/images/playground.png.
// The whole run stops by itself after three minutes.

/* global document -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildPlayground } from './build-playground.mjs';
import { startGame, tests } from './playground-tests.mjs';
import { serveStatic } from './serve.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const LAPTOP = { width: 1280, height: 800 };
const README_SHOT = join(root, 'docs', 'images', 'playground.png');

const work = mkdtempSync(join(tmpdir(), 'farkle-playground-'));
const shots = join(work, 'screenshots');
const TESTS = tests(shots);
setTimeout(() => {
  console.error('browser tests: timed out after 3 minutes');
  process.exit(1);
}, 180_000).unref();

// --- Running ------------------------------------------------------------------------------------

/** Opens the playground in a new page that records every error the browser reports. */
async function openPage(context, url, viewport = LAPTOP) {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`));
  // Offline: everything comes from the site itself.
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(url).origin) && !request.url().startsWith('data:')) problems.push(`request outside the site: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.setDefaultTimeout(10_000);
  await page.goto(url);
  await page.locator('html[data-ready]').waitFor();
  return { page, problems };
}

async function runTests(context, url) {
  let failed = 0;
  for (const test of TESTS) {
    const started = Date.now();
    const { page, problems } = await openPage(context, url, test.viewport);
    try {
      const note = await test.run(page);
      assert.deepEqual(problems, [], 'the browser reported no error');
      console.log(`ok   ${test.name} (${Date.now() - started} ms${note ? `; ${note}` : ''})`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL ${test.name}\n     ${String(error?.message ?? error).split('\n').join('\n     ')}`);
      if (problems.length > 0) console.log(`     browser: ${problems.join('\n              ')}`);
      await page.screenshot({ path: join(shots, `failed-${failed}.png`), fullPage: true }).catch(() => undefined);
    } finally {
      await page.close();
    }
  }
  return failed;
}

/** The README's picture: a laptop-width view with a roll scored, a hint showing and a chart open. */
async function readmeShot(context, url) {
  const { page, problems } = await openPage(context, url, { width: 1250, height: 1000 });
  await startGame(page, { bot: 'optimal', seed: '11' });
  for (let move = 0; move < 3; move++) await page.locator('#actions button[data-hint]').click();
  await page.locator('#actions button[data-hint]').waitFor();
  await page.click('#thresholds-panel summary');
  await page.locator('#threshold-chart svg').waitFor();
  // Drawn at 80 %: the page laid out for a 1,250-pixel window in a 1,000-pixel picture, small
  // enough for the README (which shows it narrower still) at under 200 kB.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate(() => {
    document.documentElement.style.zoom = '0.8';
  });
  await page.setViewportSize({ width: 1000, height: Math.ceil(height * 0.8) });
  await page.screenshot({ path: README_SHOT });
  assert.deepEqual(problems, [], 'the browser reported no error');
  await page.close();
  console.log(`wrote ${README_SHOT} (${(statSync(README_SHOT).size / 1024).toFixed(0)} kB)`);
}

const site = join(work, 'site');
await buildPlayground(join(site, 'playground'));
const server = await serveStatic(site);
const context = await chromium.launchPersistentContext(join(work, 'profile'), {
  executablePath: CHROMIUM,
  headless: true,
  args: FLAGS,
  viewport: LAPTOP,
});
let failed = 0;
try {
  const url = `${server.url}playground/`;
  console.log(`playground at ${url}, ${CHROMIUM} ${context.browser()?.version() ?? ''}`.trim());
  if (process.argv.includes('--screenshots')) await readmeShot(context, url);
  else failed = await runTests(context, url);
} finally {
  await context.close();
  await server.close();
  rmSync(join(work, 'profile'), { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
}
console.log(`screenshots in ${shots}`);
if (failed > 0) {
  console.log(`${failed} of ${TESTS.length} browser tests failed`);
  process.exit(1);
}
if (!process.argv.includes('--screenshots')) console.log(`all ${TESTS.length} browser tests passed`);
