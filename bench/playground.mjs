// The playground's win chart, timed in a real browser:
// `node bench/playground.mjs [PRESET] [TARGET] [--cores N]` (zilch to 1,000 by default: the chart's
// first solve of zilch's rules). Builds the playground into a temporary folder, serves it
// cross-origin isolated on 127.0.0.1 (as a site that shares a solve among workers must be), opens it
// in Debian's headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and picks the preset. Opening
// the win panel solves its first target, untimed (it warms the page up); then the target asked for
// is picked and solved again, and the script prints what the page says when that chart is drawn
// (its own time and threads) beside the time it saw, from the click to the chart. `--cores N` makes
// the page see N cores, as a smaller machine's browser would, so it solves on that many workers.
// A figure, not a test: nothing here fails on a slow machine. It stops by itself after an hour.
/* global navigator -- in the function that page.evaluate runs in the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { buildPlayground } from '../scripts/build-playground.mjs';
import { serveStatic } from '../scripts/serve.mjs';

const args = process.argv.slice(2);
const coresAt = args.indexOf('--cores');
const CORES = coresAt >= 0 ? Number(args[coresAt + 1]) : null;
if (CORES !== null && !(Number.isInteger(CORES) && CORES >= 1)) throw new Error(`--cores: expected a whole number of cores, 1 or more, got ${args[coresAt + 1]}`);
const [preset = 'zilch', target = '1000'] = coresAt >= 0 ? args.filter((_, at) => at !== coresAt && at !== coresAt + 1) : args;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Every step but the solves fails within 30 s; a solve of the largest chart of the slowest rules
// takes minutes on one core, so the whole run stops after an hour.
const STEP = 30_000;
const LIMIT = 3_600_000;

const work = mkdtempSync(join(tmpdir(), 'farkle-playground-bench-'));
let browser = null;
let server = null;
async function cleanUp() {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
}
const timer = setTimeout(() => {
  console.error(`bench/playground.mjs: no chart after ${LIMIT / 60_000} minutes`);
  void cleanUp().finally(() => process.exit(1));
}, LIMIT);
timer.unref();
try {
  await buildPlayground(join(work, 'playground'));
  server = await serveStatic(work);
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const page = await browser.newPage();
  page.setDefaultTimeout(STEP);
  if (CORES !== null) await (await page.context().newCDPSession(page)).send('Emulation.setHardwareConcurrencyOverride', { hardwareConcurrency: CORES });
  await page.goto(`${server.url}playground/`);
  await page.locator('html[data-ready]').waitFor();
  const presets = await page.locator('#preset option').evaluateAll((options) => options.map((option) => option.value));
  if (!presets.includes(preset)) throw new Error(`the playground offers the presets ${presets.join(', ')}, not ${preset}`);
  if ((await page.inputValue('#preset')) !== preset) await page.selectOption('#preset', preset);
  await page.click('#rules-form button[type=submit]');
  await page.click('#win-panel summary');
  const offered = await page.locator('#win-target option').evaluateAll((options) => options.map((option) => option.value));
  if (!offered.includes(target)) throw new Error(`the win chart offers ${preset} the targets ${offered.join(', ')}, not ${target}`);
  await page.locator('#win-summary').waitFor({ timeout: LIMIT });
  await page.selectOption('#win-target', target);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  // The chart drawn before is marked, so that only the new one's summary ends the wait.
  await page.locator('#win-summary').evaluate((summary) => summary.setAttribute('data-stale', ''));
  const start = performance.now();
  await page.click('#win-solve');
  await page.locator('#win-summary:not([data-stale])').waitFor({ timeout: LIMIT });
  const seconds = (performance.now() - start) / 1000;
  const threads = cores === 1 ? 'one core' : `${cores} cores`;
  console.log(`${preset} to ${target} in Chromium ${browser.version()} (${threads} offered): ${seconds.toFixed(1)} s from Solve to the chart`);
  console.log(`the page: ${await page.locator('#win-summary').innerText()}`);
} finally {
  await cleanUp();
}
