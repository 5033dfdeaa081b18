// The win-chance heat map: targets at the rules' own scale, a title, a continuous legend, the
// keyboard, the hovered cell's outline, solves with an estimate, progress and Cancel, and its code.

/* global document */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { copiedCodeOutput, points, scoreRoll, setRules, texts } from './helpers.mjs';
import { decodePng, luminance } from './png.mjs';

/** Opens the win panel and waits for its chart. */
async function openWin(page) {
  await page.click('#win-panel summary');
  await page.locator('#win-summary').waitFor({ timeout: 30_000 });
}

/** The values of the targets offered. */
const targets = (page) => page.locator('#win-target option').evaluateAll((options) => options.map((option) => Number(option.value)));

/** The next win-chance worker the page starts: the solver alone, or (the page cross-origin isolated) the first part of a shared solve. */
const nextSolver = (page) => page.waitForEvent('worker', { predicate: (worker) => /\/win-(part-)?worker\.js$/.test(worker.url()) });

/**
 * Whether a worker is ended within `ms`. The page terminates it at once; Chromium then stops a
 * worker that is busy in a solve within its forcible-termination delay (2 s), and reports it; 30 s leaves room for a machine
 * busy with other work (with both cores busy, one run took over 10 s).
 */
const endsWithin = (worker, ms) => worker.waitForEvent('close', { timeout: ms }).then(() => true, () => false);

export const winTests = [
  {
    name: 'win chance: a cell per pair of scores at the rules’ own scale, round ticks, titled, a continuous legend, targets from the rules’ step and target',
    async run(page, { shots }) {
      // Classic scores move in steps of 50: 10 to 40 steps are 500 to 2,000; its own 10,000 comes from the site's solved table.
      assert.deepEqual(await targets(page), [500, 1000, 1500, 2000, 10000]);
      await openWin(page);
      assert.equal(await page.inputValue('#win-target'), '1000');
      const cells = page.locator('#win-chart rect.cell');
      assert.equal(await cells.count(), 20 * 20);
      assert.deepEqual(await texts(page, '#win-chart text.x-tick'), ['0', '200', '400', '600', '800']);
      assert.deepEqual(await texts(page, '#win-chart text.y-tick'), ['0', '200', '400', '600', '800']);
      assert.equal(await page.locator('#win-title').innerText(), 'Win chance, two players: classic to 1,000');
      // One continuous gradient, from the low colour at 0 % to the high one at 100 %.
      assert.equal(await page.locator('#win-chart rect.legend-bar').getAttribute('fill'), 'url(#chance-gradient)');
      assert.equal(await page.locator('#win-chart linearGradient#chance-gradient stop').count(), 3);
      assert.deepEqual(await texts(page, '#win-chart text.legend-label'), ['100 %', '75 %', '50 %', '25 %', '0 %']);
      const summary = (await page.locator('#win-summary').innerText()).match(/wins (\d+\.\d) %/);
      assert.ok(summary !== null);
      const first = page.locator('#win-chart rect.cell[data-i="0"][data-j="0"]');
      assert.equal(await first.getAttribute('aria-label'), `You 0, opponent 0: ${summary[1]} % to win`);
      // Tapping a square reads its chance out (phones show no tooltips).
      const cell = page.locator('#win-chart rect.cell[data-i="3"][data-j="7"]');
      await cell.click();
      assert.equal(await page.locator('#win-readout').innerText(), await cell.getAttribute('aria-label'));
      await page.screenshot({ path: join(shots, 'laptop-charts.png'), fullPage: true });

      await page.selectOption('#win-target', '2000');
      const started = Date.now();
      await page.click('#win-solve');
      // The solve runs on a worker and shows its progress; the page answers meanwhile.
      await page.locator('#win-progress').waitFor();
      await scoreRoll(page, '5 5 5 2 3 4');
      assert.equal(await page.locator('#best-points').innerText(), '500');
      await page.waitForFunction(() => document.querySelectorAll('#win-chart rect.cell').length === 40 * 40, null, { timeout: 60_000 });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      // Farkel's single 1 scores 1,000: its grid is 500 points a step, and so are its targets.
      await setRules(page, '', 'farkel');
      // Its grid's targets and its solved table's 8,000.
      assert.deepEqual(await targets(page), [5000, 8000, 10000, 15000, 20000]);
      await setRules(page, '{ "end": { "target": 1200 } }');
      assert.deepEqual(await targets(page), [500, 1000, 1200]);
      assert.match(await page.locator('#win-target option').last().innerText(), /^1,200, the rules’ target/);
      // Carry on (a farkle's dice taken over by the next player) is a rule the win solver does not model.
      await setRules(page, '{ "turn": { "carryOn": true } }');
      await page.locator('#win-chart .error-code').waitFor({ timeout: 20_000 });
      assert.equal(await page.locator('#win-chart .error-code').innerText(), 'unsupported-rules');
      return `target 2,000 solved and drawn in ${seconds} s`;
    },
  },
  {
    name: 'the heat map from the keyboard: one cell in the tab order, arrow keys, Home, End, Page Up and Down move, the chance is read out',
    async run(page) {
      await openWin(page);
      await page.locator('#win-solve').focus();
      let focused = '';
      for (let tab = 0; tab < 6 && focused !== 'cell'; tab++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.getAttribute('class') ?? '');
      }
      assert.equal(focused, 'cell', 'Tab reaches the heat map');
      const readout = page.locator('#win-readout');
      const label = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      assert.match(await label(), /^You 0, opponent 0: \d+\.\d % to win$/);
      assert.equal(await readout.innerText(), await label());
      const steps = [
        ['ArrowRight', /^You 50, opponent 0:/],
        ['ArrowUp', /^You 50, opponent 50:/],
        ['End', /^You 950, opponent 50:/],
        ['PageUp', /^You 950, opponent 950:/],
        ['ArrowRight', /^You 950, opponent 950:/],
        ['Home', /^You 0, opponent 950:/],
        ['PageDown', /^You 0, opponent 0:/],
      ];
      for (const [key, expected] of steps) {
        await page.keyboard.press(key);
        assert.match(await label(), expected, key);
        assert.equal(await readout.innerText(), await label(), `${key}: the readout says the cell's chance`);
      }
      assert.equal(await page.locator('#win-chart rect.cell[tabindex="0"]').count(), 1, 'one cell in the tab order');
      assert.equal(await page.locator('#win-chart [role="grid"] [role="row"]').count(), 20);
    },
  },
  {
    name: 'bug 5: a hovered heat-map cell is outlined on all four edges (no neighbour drawn over two of them)',
    async run(page) {
      await openWin(page);
      const cell = page.locator('#win-chart rect.cell[data-i="10"][data-j="10"]');
      await cell.hover();
      const box = await cell.boundingBox();
      const chart = await page.locator('#win-chart svg').boundingBox();
      const png = decodePng(await page.screenshot({ clip: chart }));
      const x = (value) => value - chart.x;
      const y = (value) => value - chart.y;
      const edges = {
        left: png.at(x(box.x), y(box.y + box.height / 2)),
        right: png.at(x(box.x + box.width), y(box.y + box.height / 2)),
        top: png.at(x(box.x + box.width / 2), y(box.y)),
        bottom: png.at(x(box.x + box.width / 2), y(box.y + box.height)),
      };
      const inside = png.at(x(box.x + box.width / 2), y(box.y + box.height / 2));
      assert.ok(luminance(inside) > 0.3, `the cell itself is light (${inside})`);
      for (const [edge, colour] of Object.entries(edges)) assert.ok(luminance(colour) < 0.05, `the ${edge} edge shows the outline (${colour})`);
    },
  },
  {
    name: 'bug 2 and slow solves: an estimate first, progress with the time, Cancel terminates the worker, closing the panel cancels too',
    query: '?chart=win&target=500',
    async run(page) {
      await page.locator('#win-summary').waitFor({ timeout: 30_000 });
      assert.match(await page.locator('#win-title').innerText(), /to 500$/);
      await page.selectOption('#win-target', '1000');
      await page.click('#win-solve');
      // Classic timed here at 100 pairs: the solve of 400 pairs is estimated from it before it starts.
      assert.match(await page.locator('#win-estimate').innerText(), /^Solving classic to 1,000: 400 pairs of scores\. Expected: about .+ \(these rules took .+ here for 100 pairs\)\.$/);
      await page.locator('#win-summary').waitFor({ timeout: 30_000 });

      // Zilch's farkle penalties make a slow solve: Cancel stops it.
      const solver = nextSolver(page);
      await setRules(page, '', 'zilch');
      const worker = await solver;
      assert.match(await page.locator('#win-estimate').innerText(), /^Solving zilch to 1,000: 400 pairs of scores\. No solve of these rules timed here yet/);
      assert.ok(await page.locator('#win-solve').isDisabled(), 'Solve waits while a solve runs');
      await page.locator('#win-left', { hasText: /\d+ % · .+ so far/ }).waitFor({ timeout: 5000 });
      const closed = endsWithin(worker, 30_000);
      await page.click('#win-cancel');
      // At once: the page is done with the solve (then its worker ends).
      const after = await page.evaluate(() => ({
        said: document.getElementById('win-status')?.textContent,
        solve: document.getElementById('win-solve')?.disabled,
        cancel: document.getElementById('win-cancel')?.hidden,
        focus: document.activeElement?.id,
        charts: document.querySelectorAll('#win-chart svg').length,
      }));
      assert.deepEqual(after, { said: 'Cancelled.', solve: false, cancel: true, focus: 'win-solve', charts: 0 });
      assert.ok(await closed, 'the worker is terminated');

      // Closing the panel ends its solve too, and Solve is ready when it opens again.
      const again = nextSolver(page);
      await page.click('#win-solve');
      const second = await again;
      // Once it runs (a worker terminated while its module still loads may never be reported closed).
      await page.locator('#win-left', { hasText: /\d+ % · .+ so far/ }).waitFor({ timeout: 30_000 });
      await page.click('#win-panel summary');
      assert.equal(await page.locator('#win-cancelled').textContent(), 'Cancelled: the panel was closed.');
      assert.ok(await endsWithin(second, 30_000), 'closing the panel ends its worker');
      const third = nextSolver(page);
      await page.click('#win-panel summary');
      const reopened = await third;
      assert.ok(await page.locator('#win-cancel').isVisible(), 'opened again, it solves again, with Cancel');
      await page.locator('#win-left', { hasText: /\d+ % · .+ so far/ }).waitFor({ timeout: 30_000 });
      await page.click('#win-cancel');
      assert.ok(await endsWithin(reopened, 30_000), 'cancelled again, the worker is terminated');
      assert.ok(await page.locator('#win-solve').isEnabled(), 'and Solve is back');
    },
  },
  {
    name: 'the win chart’s code, copied and run in Node against the built package, prints the chances the chart shows',
    async run(page, { snippets }) {
      await openWin(page);
      const lines = await copiedCodeOutput(page, 'win-code', snippets);
      const summary = (await page.locator('#win-summary').innerText()).match(/wins (\d+\.\d) %/)?.[1];
      assert.equal(lines[0], `the player who starts wins ${summary} %`);
      // A quarter of the target against half of it: the cell at 250 (step 5) and 500 (step 10).
      const cell = await page.locator('#win-chart rect.cell[data-i="5"][data-j="10"]').getAttribute('aria-label');
      assert.equal(`${lines[1]} to win`, cell?.replace(/^You/, 'you'));
      assert.equal(points('1,000'), Number(await page.inputValue('#win-target')));
    },
  },
];
