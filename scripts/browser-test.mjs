// The playground in a real browser: `npm run test:browser`, and `npm run screenshots`.
//
// Builds the playground into a fresh temporary folder, serves it on 127.0.0.1 (a free port) and
// drives Debian's headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH) through playwright-core,
// which downloads no browser. Every test gets a fresh browser context (its own storage, clipboard
// access granted), loads the page anew and fails on any console error, uncaught exception, failed
// request, HTTP error or request outside the site (the page must work offline). Screenshots of the
// tests and of any failure go to the temporary folder, whose path is printed.
//
// `--screenshots` skips the tests and writes the README's pictures, docs/images/playground.png
// (light) and docs/images/playground-dark.png (dark). `--only WORDS` runs the tests whose name
// holds WORDS. `--cores N` makes every page report N cores (`navigator.hardwareConcurrency`), as a
// smaller machine's browser would: with 1, the tests of a solve on several threads are skipped. A
// test that cannot run in this browser says why and is skipped. The whole run stops by itself after
// ten minutes.

/* global document -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildPlayground } from './build-playground.mjs';
import { tests } from './playground-tests.mjs';
import { Skipped, startGame } from './playground-tests/helpers.mjs';
import { serveStatic } from './serve.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LAPTOP = { width: 1366, height: 800 };
const PICTURES = { light: join(root, 'docs', 'images', 'playground.png'), dark: join(root, 'docs', 'images', 'playground-dark.png') };

const work = mkdtempSync(join(tmpdir(), 'farkle-playground-'));
const shots = join(work, 'screenshots');
// The code boxes' snippets run here, importing the built package (and the tables package beside it)
// as an app that installed them would.
const snippets = join(work, 'snippets');
mkdirSync(join(snippets, 'node_modules'), { recursive: true });
symlinkSync(root, join(snippets, 'node_modules', 'farkle-rules'), 'dir');
symlinkSync(join(root, 'tables'), join(snippets, 'node_modules', 'farkle-rules-tables'), 'dir');
setTimeout(() => {
  console.error('browser tests: timed out after 10 minutes');
  process.exit(1);
}, 600_000).unref();

// --- Running ------------------------------------------------------------------------------------

/** Opens the playground (with a query) in a new page that records every error the browser reports. */
async function openPage(context, url, problems, query = '') {
  const page = await context.newPage();
  const origin = new URL(url).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`));
  // Offline: everything comes from the site itself (downloads are the page's own blobs).
  page.on('request', (request) => {
    const address = request.url();
    if (!address.startsWith(origin) && !address.startsWith('data:') && !address.startsWith(`blob:${origin}`)) problems.push(`request outside the site: ${address}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.setDefaultTimeout(10_000);
  if (CORES !== null) await (await context.newCDPSession(page)).send('Emulation.setHardwareConcurrencyOverride', { hardwareConcurrency: CORES });
  await page.goto(`${url}${query}`);
  await page.locator('html[data-ready]').waitFor();
  return page;
}

/** A fresh context (storage, clipboard, colour scheme) and the tools a test gets. */
async function newContext(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: options.viewport ?? LAPTOP, colorScheme: options.colorScheme ?? 'light', acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const problems = [];
  const open = (query = '') => openPage(context, url, problems, query);
  return { context, problems, open };
}

async function runTests(browser, url, only) {
  let failed = 0;
  let skipped = 0;
  const chosen = only === null ? TESTS : TESTS.filter((test) => test.name.includes(only));
  for (const test of chosen) {
    const started = Date.now();
    const { context, problems, open } = await newContext(browser, url, test);
    const page = await open(test.query ?? '');
    try {
      const note = await test.run(page, { open, context, snippets, url, shots });
      assert.deepEqual(problems, [], 'the browser reported no error');
      console.log(`ok   ${test.name} (${Date.now() - started} ms${note ? `; ${note}` : ''})`);
    } catch (error) {
      if (error instanceof Skipped) {
        skipped += 1;
        console.log(`skip ${test.name}\n     ${error.message}`);
        continue;
      }
      failed += 1;
      console.log(`FAIL ${test.name}\n     ${String(error?.message ?? error).split('\n').join('\n     ')}`);
      if (problems.length > 0) console.log(`     browser: ${problems.join('\n              ')}`);
      await page.screenshot({ path: join(shots, `failed-${failed}.png`), fullPage: true }).catch(() => undefined);
    } finally {
      await context.close();
    }
  }
  return { failed, skipped, ran: chosen.length };
}

/** The README's pictures: a laptop-width view with a roll scored, a hint showing and both charts open, in each colour scheme. */
async function readmeShots(browser, url) {
  for (const [scheme, path] of Object.entries(PICTURES)) {
    const { context, problems, open } = await newContext(browser, url, { viewport: { width: 1250, height: 1000 }, colorScheme: scheme });
    const page = await open();
    await startGame(page, { bot: 'optimal', seed: '11' });
    for (let move = 0; move < 3; move++) await page.locator('#actions button[data-hint]').click();
    await page.locator('#actions button[data-hint]').waitFor();
    await page.click('#thresholds-panel summary');
    await page.locator('#threshold-chart svg').waitFor();
    await page.click('#win-panel summary');
    await page.locator('#win-summary').waitFor({ timeout: 30_000 });
    await page.locator('#win-chart rect.cell[data-i="12"][data-j="8"]').hover();
    // Drawn at 80 %: the page laid out for a 1,250-pixel window in a 1,000-pixel picture, small
    // enough for the README (which shows it narrower still) at about 250 kB each.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => {
      document.documentElement.style.zoom = '0.8';
    });
    await page.setViewportSize({ width: 1000, height: Math.ceil(height * 0.8) });
    await page.screenshot({ path });
    assert.deepEqual(problems, [], 'the browser reported no error');
    await context.close();
    console.log(`wrote ${path} (${(statSync(path).size / 1024).toFixed(0)} kB)`);
  }
}

const TESTS = tests(shots);
const at = process.argv.indexOf('--only');
const only = at > 0 ? (process.argv[at + 1] ?? '') : null;
const coresAt = process.argv.indexOf('--cores');
const CORES = coresAt > 0 ? Number(process.argv[coresAt + 1]) : null;
if (CORES !== null && !(Number.isInteger(CORES) && CORES >= 1)) throw new Error(`--cores: expected a whole number of cores, 1 or more, got ${process.argv[coresAt + 1]}`);
const site = join(work, 'site');
await buildPlayground(join(site, 'playground'));
const server = await serveStatic(site);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
let outcome = { failed: 0, skipped: 0, ran: 0 };
try {
  const url = `${server.url}playground/`;
  console.log(`playground at ${url}, ${CHROMIUM} ${browser.version()}`);
  if (process.argv.includes('--screenshots')) await readmeShots(browser, url);
  else outcome = await runTests(browser, url, only);
} finally {
  await browser.close();
  await server.close();
  rmSync(site, { recursive: true, force: true });
  rmSync(snippets, { recursive: true, force: true });
}
console.log(`screenshots in ${shots}`);
if (outcome.failed > 0) {
  console.log(`${outcome.failed} of ${outcome.ran} browser tests failed`);
  process.exit(1);
}
if (!process.argv.includes('--screenshots')) {
  const { ran, skipped } = outcome;
  console.log(skipped === 0 ? `all ${ran} browser tests passed` : `${ran - skipped} browser tests passed, ${skipped} skipped (each says why above)`);
}
