// The win chart's solve on several workers sharing one table: the page is cross-origin isolated
// (the test server sends the two headers), a solve of zilch runs on more than one worker, and its
// chances are the single-thread solver's; a part that fails is shown by its own error; served
// without the headers, it falls back to one worker (classic to 1,000, the panel's first solve).
// On a browser with one core the page solves on one worker however it is served: the tests of
// several threads are skipped there, saying so.

/* global crossOriginIsolated, navigator */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { Skipped, setRules } from './helpers.mjs';

/**
 * The threads the page shares a solve among (its cores, at most 8), or a skip where the browser
 * offers one core: there the page rightly solves on one worker, and nothing here can be tested.
 */
async function threadsOffered(page) {
  const cores = await page.evaluate(() => navigator.hardwareConcurrency || 1);
  if (cores < 2) throw new Skipped(`the browser offers ${cores} core (navigator.hardwareConcurrency): a solve on several threads needs two`);
  return Math.min(cores, 8);
}

/**
 * A part worker that fails as a part does when another fails first: part 1 with its own error (an
 * allocation failure, as a part's store can meet) a moment late, every other part at once with the
 * `aborted` that part 1's stop causes. Its messages are the real worker's (win-shared.ts).
 */
const FAILING_PARTS = `
self.onmessage = ({ data: { part } }) => {
  if (part === 1) setTimeout(() => self.postMessage({ type: 'failed', code: null, message: 'Array buffer allocation failed' }), 500);
  else self.postMessage({ type: 'failed', code: 'aborted', message: 'the shared solve was stopped (by stopSharedWinChance, or by another part that failed or was aborted)' });
};
`;

/** The solver's workers the page starts from now on, by script name. */
function watchWorkers(page) {
  const started = [];
  page.on('worker', (worker) => started.push(worker.url().split('/').pop()));
  return started;
}

/** Zilch to 300 points (its own target, a 6 × 6 chart) in the win panel, solved; the page's chart and summary. */
async function solveZilch(page) {
  await setRules(page, '{ "end": { "target": 300 } }', 'zilch');
  await page.click('#win-panel summary');
  await page.locator('#win-summary').waitFor({ timeout: 60_000 });
  const labels = await page.locator('#win-chart rect.cell').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
  const chance = Number(await page.locator('#win-summary').getAttribute('data-chance'));
  return { labels, chance, summary: await page.locator('#win-summary').innerText() };
}

/** What the chart must show, from the single-thread solver of the built package run here in Node. */
async function expectedChart(snippets) {
  const library = await import(join(snippets, 'node_modules', 'farkle-rules', 'dist', 'index.js'));
  const solved = library.optimalWinChance(library.defineRules({ end: { target: 300 } }, 'zilch'), { target: 300 });
  const scores = [0, 50, 100, 150, 200, 250];
  const words = (value) => `${(value * 100).toFixed(1)} %`;
  const labels = [...scores]
    .reverse()
    .flatMap((theirs) => scores.map((mine) => `You ${mine}, opponent ${theirs}: ${words(solved.winChance(mine, theirs))} to win`));
  return { labels, chance: solved.firstPlayerWinChance };
}

export const winThreadTests = [
  {
    name: 'win chance on threads: the page is cross-origin isolated, zilch solves on more than one worker sharing the table, the chances equal the single-thread solve',
    async run(page, { snippets }) {
      assert.equal(await page.evaluate(() => crossOriginIsolated), true, 'the server sends COOP and COEP');
      const started = watchWorkers(page);
      const threads = await threadsOffered(page);
      const shown = await solveZilch(page);
      const parts = started.filter((name) => name === 'win-part-worker.js').length;
      assert.equal(parts, threads, `a worker per core, at most 8: the browser offers ${threads} threads`);
      assert.ok(!started.includes('win-worker.js'), 'not the single worker');
      assert.match(shown.summary, new RegExp(`\\(solved in \\d+\\.\\d s on ${threads} threads\\)\\.$`));
      const expected = await expectedChart(snippets);
      assert.deepEqual(shown.labels, expected.labels);
      assert.ok(Math.abs(shown.chance - expected.chance) <= 1e-12, `first player ${shown.chance} against ${expected.chance}`);
      return `${parts} workers`;
    },
  },
  {
    name: 'win chance on threads: the threads are shown beside the progress, and Cancel terminates every worker',
    async run(page) {
      const offered = await threadsOffered(page);
      const started = [];
      page.on('worker', (worker) => {
        if (worker.url().endsWith('/win-part-worker.js')) started.push(worker);
      });
      await setRules(page, '', 'zilch');
      await page.click('#win-panel summary');
      await page.locator('#win-left', { hasText: /\d+ % · .+ so far/ }).waitFor({ timeout: 10_000 });
      const note = page.locator('#win-threads');
      const threads = Number(await note.getAttribute('data-threads'));
      assert.equal(threads, offered);
      assert.equal(await note.innerText(), `on ${threads} threads`);
      assert.equal(started.length, threads);
      const closed = started.map((worker) => worker.waitForEvent('close', { timeout: 30_000 }));
      await page.click('#win-cancel');
      await Promise.all(closed);
      assert.equal(await page.locator('#win-status').textContent(), 'Cancelled.');
    },
  },
  {
    name: 'win chance on threads: a part that fails shows its own error, not the aborted of the parts its failure stopped',
    async run(page, { context }) {
      const threads = await threadsOffered(page);
      await context.route('**/win-part-worker.js', async (route) => {
        // The server's answer (its isolation headers too), with the failing parts' script.
        await route.fulfill({ response: await route.fetch(), body: FAILING_PARTS });
      });
      await page.click('#win-panel summary');
      const error = page.locator('#win-chart p.error');
      await error.waitFor({ timeout: 30_000 });
      assert.equal(await error.innerText(), 'Array buffer allocation failed');
      assert.equal(await error.locator('.error-code').count(), 0, 'no aborted code shown');
      assert.equal(await page.locator('#win-solve').isDisabled(), false, 'the page may solve again');
      return `${threads} parts, ${threads - 1} of them aborted first`;
    },
  },
  {
    name: 'win chance without the isolation headers: one worker, and the page says why',
    async run(page, { context, open }) {
      // Every answer stripped of the two headers: the page is not isolated and has no SharedArrayBuffer.
      await context.route('**/*', async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['cross-origin-opener-policy'];
        delete headers['cross-origin-embedder-policy'];
        await route.fulfill({ response, headers });
      });
      const plain = await open();
      assert.equal(await plain.evaluate(() => crossOriginIsolated), false);
      const started = watchWorkers(plain);
      await plain.click('#win-panel summary');
      await plain.locator('#win-threads').waitFor();
      assert.equal(await plain.locator('#win-threads').innerText(), 'on one thread (several need a cross-origin isolated page)');
      await plain.locator('#win-summary').waitFor({ timeout: 30_000 });
      assert.deepEqual(started, ['win-worker.js']);
      assert.match(await plain.locator('#win-summary').innerText(), /\(solved in \d+\.\d s on one thread\)\.$/);
      assert.equal(await plain.locator('#win-chart rect.cell').count(), 20 * 20);
      await page.close();
    },
  },
];
