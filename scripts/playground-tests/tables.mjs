// The solved tables the site ships (tables/, from the farkle-rules-tables package): zilch's
// 10,000-point win chart and hints from its file, exact at once; a damaged file told on one line,
// the page working on without it.

/* global document, window, MutationObserver -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copiedCodeOutput, scoreRoll, startGame, texts } from './helpers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const file = (name) => join(root, 'tables', 'files', name);

/** What a table file says of itself, read in Node from the repository's copy by the built package. */
async function header(name) {
  const { readWinTable } = await import(join(root, 'dist', 'index.js'));
  return readWinTable(readFileSync(file(name)));
}

/** A chance as the page prints it. */
const percent = (chance) => `${(chance * 100).toFixed(1)} %`;

/** Counts the responses for a table file in every page of the context. */
function countFetches(context, name) {
  const seen = { count: 0 };
  context.on('response', (response) => {
    if (response.url().endsWith(`/playground/tables/${name}`)) seen.count += 1;
  });
  return seen;
}

/** Records every text the table status line shows, from the page's start (pages opened after the call). */
function recordStatus(context) {
  return context.addInitScript(() => {
    window.tableTexts = [];
    document.addEventListener('DOMContentLoaded', () => {
      const status = document.getElementById('table-status');
      if (status === null) return;
      new MutationObserver(() => window.tableTexts.push(status.textContent ?? '')).observe(status, { childList: true, subtree: true, characterData: true });
    });
  });
}

export const tableTests = [
  {
    name: 'solved tables: zilch’s 10,000-point win chart comes from the site’s table file (fetched with its size and progress shown), its first player’s chance the file’s own',
    async run(page, { context, open, snippets }) {
      const own = await header('zilch-10000.bin');
      const fetched = countFetches(context, 'zilch-10000.bin');
      await recordStatus(context);
      const zilch = await open('?preset=zilch&chart=win&target=10000');
      await zilch.locator('#win-summary').waitFor({ timeout: 30_000 });
      assert.equal(fetched.count, 1, 'the table file is fetched from the site, once');
      assert.equal(await zilch.locator('#win-title').innerText(), 'Win chance, two players: zilch to 10,000');
      // 10,000 points in steps of 50 are 200 scores a side: drawn a square every 250 points.
      assert.equal(await zilch.locator('#win-chart rect.cell').count(), 40 * 40);
      assert.deepEqual(await texts(zilch, '#win-chart text.x-tick'), ['0', '2,000', '4,000', '6,000', '8,000']);
      const summary = await zilch.locator('#win-summary').innerText();
      assert.match(summary, new RegExp(`^The player who starts wins ${percent(own.firstPlayerWinChance)} of games to 10,000 under optimal play \\(from the solved table zilch-10000\\.bin, ready in \\d+\\.\\d s\\)\\. A square every 250 points\\.$`));
      // Decoded from a compact file: each chance within its 2^-24 of the one solved.
      const shown = Number(await zilch.locator('#win-summary').getAttribute('data-chance'));
      assert.ok(Math.abs(shown - own.firstPlayerWinChance) <= own.maxError, `${shown} is the file's ${own.firstPlayerWinChance}`);
      assert.equal(await zilch.locator('#win-chart rect.cell[data-i="0"][data-j="0"]').getAttribute('aria-label'), `You 0, opponent 0: ${percent(own.firstPlayerWinChance)} to win`);
      const size = `${Math.round(own.bytes / 1024)} kB`;
      assert.match(await zilch.locator('#win-target').evaluate((select) => select.selectedOptions[0]?.textContent ?? ''), new RegExp(`^10,000, the rules’ target \\(the solved table, ${size}\\)$`));
      const seen = await zilch.evaluate(() => window.tableTexts);
      assert.ok(seen.some((text) => new RegExp(`fetching zilch-10000\\.bin: \\d+ kB of ${size}`).test(text)), `the download's progress showed: ${seen.join(' | ')}`);
      const status = await zilch.locator('#table-loaded').innerText();
      assert.match(status, new RegExp(`^Solved table zilch-10000\\.bin loaded \\(${size} in \\d+\\.\\d s, decoded in \\d+ ms\\)`));
      const decoded = status.match(/decoded in (\d+) ms/)?.[1];
      // The code reads the same file from the farkle-rules-tables package, once the package's manifest is written.
      if (!existsSync(join(root, 'tables', 'manifest.js'))) return `decoded in ${decoded} ms; the code box not run (tables/manifest.js is not written yet)`;
      const lines = await copiedCodeOutput(zilch, 'win-code', snippets);
      assert.equal(lines[0], `the player who starts wins ${percent(own.firstPlayerWinChance)}`);
      const cell = await zilch.locator('#win-chart rect.cell[data-i="10"][data-j="20"]').getAttribute('aria-label');
      // Node prints the scores without the page's thousands separators.
      assert.equal(`${lines[1]} to win`, cell?.replace(/^You/, 'you').replace(/(\d),(\d)/g, '$1$2'));
      return `decoded in ${decoded} ms; its code run in Node`;
    },
  },
  {
    name: 'solved tables: hints of a zilch game to 10,000 are exact from the table (method table), fetched once for every move',
    query: '?preset=zilch',
    async run(page, { context }) {
      const fetched = countFetches(context, 'zilch-10000.bin');
      await startGame(page, { seed: '12' });
      const hint = page.locator('#hint');
      for (let move = 0; move < 6; move++) {
        const hinted = page.locator('#actions button[data-hint]');
        await hinted.or(page.locator('#winner:not([hidden])')).first().waitFor({ timeout: 30_000 });
        if (await page.locator('#winner').isVisible()) break;
        assert.equal(await hint.getAttribute('data-method'), 'table', await hint.innerText());
        assert.match(await hint.innerText(), /^Most wins: .+, \d+\.\d % to win \(exact, from the solved two-player game\)\.$/);
        assert.equal(await page.locator('#actions button .chance').count(), await page.locator('#actions button').count(), 'every move has its chance');
        await hinted.click();
      }
      assert.equal(fetched.count, 1, 'the table is fetched once, for every hint');
    },
  },
  {
    name: 'solved tables: a damaged table file is told on one line and the page works on without it (hints estimate, the chart offers what it solves)',
    async run(page, { context, open }) {
      const bytes = readFileSync(file('classic-10000.bin'));
      // The same length, one value's bytes changed: only the checksum can tell.
      const damaged = Buffer.from(bytes);
      for (let i = bytes.length - 400; i < bytes.length - 392; i++) damaged[i] ^= 0x5a;
      await context.route('**/tables/classic-10000.bin', (route) => route.fulfill({ status: 200, contentType: 'application/octet-stream', body: damaged }));
      const fetched = countFetches(context, 'classic-10000.bin');
      const classic = await open();
      await startGame(classic, { seed: '3' });
      await classic.locator('#actions button[data-hint]').waitFor({ timeout: 30_000 });
      assert.equal(await classic.locator('#hint').getAttribute('data-method'), 'estimate', 'the hint falls back to the estimate');
      const failure = classic.locator('#table-failure');
      const line = await failure.innerText();
      assert.match(line, /^The solved table classic-10000\.bin could not be used \(invalid-table: .+\): these rules are estimated or solved as any others\.$/);
      assert.ok(line.length < 300 && !line.includes('\n'), `one bounded line: ${line}`);
      await classic.locator('#actions button[data-hint]').click();
      await classic.locator('#actions button[data-hint]').or(classic.locator('#winner:not([hidden])')).first().waitFor({ timeout: 30_000 });
      assert.equal(fetched.count, 1, 'a file that failed is not fetched again');
      await scoreRoll(classic, '5 5 5 2 3 4');
      assert.equal(await classic.locator('#best-points').innerText(), '500');
      // Its target is no longer offered: the chart solves the small ones as for any rules.
      await classic.click('#win-panel summary');
      await classic.locator('#win-summary').waitFor({ timeout: 30_000 });
      assert.deepEqual(await classic.locator('#win-target option').evaluateAll((options) => options.map((option) => Number(option.value))), [500, 1000, 1500, 2000]);

      // A chart asked for at the table's target tells the failure there and falls back to the targets solved here.
      const chart = await open('?chart=win&target=10000');
      await chart.locator('#win-table-failed').waitFor({ timeout: 30_000 });
      assert.match(await chart.locator('#win-table-failed').innerText(), /^The solved table classic-10000\.bin could not be used \(invalid-table: .+\): pick a target to solve here\.$/);
      assert.equal(await chart.inputValue('#win-target'), '1000');
      assert.ok(await chart.locator('#win-solve').isEnabled(), 'Solve is ready');
      await chart.click('#win-solve');
      await chart.locator('#win-summary').waitFor({ timeout: 30_000 });
      assert.equal(await chart.locator('#win-title').innerText(), 'Win chance, two players: classic to 1,000');
    },
  },
];
