// The bank-threshold chart: a bar per die at the rules' own scale, titled with its rules, spicy dice
// said for what they are, and its code.

/* global document */
import assert from 'node:assert/strict';
import { copiedCodeOutput, points, setRules, texts } from './helpers.mjs';

/** Opens the threshold chart and reads its bars: the value printed, the bar's width, the row's words. */
async function openThresholds(page) {
  if (!(await page.locator('#thresholds-panel').evaluate((details) => details.open))) await page.click('#thresholds-panel summary');
  await page.locator('#threshold-chart svg').waitFor();
  return readBars(page);
}

function readBars(page) {
  return page.locator('#threshold-chart svg').evaluate((chart) => {
    const bars = [...chart.querySelectorAll('rect.bar:not(.spread)')].map((bar) => ({ x: Number(bar.getAttribute('x')), width: Number(bar.getAttribute('width')) }));
    return { values: [...chart.querySelectorAll('text.value')].map((text) => text.textContent ?? ''), bars, breaks: chart.querySelectorAll('path.break').length };
  });
}

export const thresholdTests = [
  {
    name: 'bank thresholds: a bar per die on a linear axis from 0 (not a log axis from 10), bars in proportion, an outsized bar broken, titled with the rules',
    async run(page) {
      const { values, bars, breaks } = await openThresholds(page);
      assert.deepEqual(await texts(page, '#threshold-chart text.row-label'), ['1 die', '2 dice', '3 dice', '4 dice', '5 dice', '6 dice']);
      assert.equal(values.length, 6);
      for (const value of values) assert.match(value, /^\d{1,3}(,\d{3})*$/, 'a threshold in points');
      const ticks = (await texts(page, '#threshold-chart text.x-tick')).map(points);
      assert.equal(ticks[0], 0, 'the axis starts at 0');
      const spacing = (ticks[1] ?? 0) - (ticks[0] ?? 0);
      ticks.forEach((tick, i) => assert.equal(tick, i * spacing, 'evenly spaced ticks: a linear axis'));
      // Bars within the axis are in proportion to their thresholds (a log axis squashed 250 to 950).
      const top = ticks[ticks.length - 1] ?? 0;
      const inside = values.map(points).map((value, i) => ({ value, width: bars[i]?.width ?? 0 })).filter(({ value }) => value <= top);
      assert.ok(inside.length >= 4, `${inside.length} bars within the axis`);
      const perPoint = (inside[0]?.width ?? 0) / (inside[0]?.value ?? 1);
      for (const { value, width } of inside) assert.ok(Math.abs(width - value * perPoint) < 1.5, `the bar of ${value} is ${width} px, ${value * perPoint} in proportion`);
      // Classic's six dice roll on to thousands (hot dice): its bar runs off the axis, broken, with its value.
      const outside = values.map(points).filter((value) => value > top);
      assert.equal(breaks, outside.length, 'each bar past the axis is drawn broken');
      assert.equal(await page.locator('#threshold-title').innerText(), 'Bank thresholds by dice left: classic, once on the board');
      assert.match(await page.locator('#threshold-chart svg').getAttribute('aria-label'), /classic/);
      // Before the first bank, classic's entry minimum of 500 holds every threshold at 500 or more.
      await page.check('#not-on-board');
      const entry = (await readBars(page)).values.map(points);
      for (const value of entry) assert.ok(value >= 500, `${value} is at least the entry minimum`);
      assert.notDeepEqual(entry, values.map(points));
      assert.equal(await page.locator('#threshold-title').innerText(), 'Bank thresholds by dice left: classic, before the first bank');
      await page.uncheck('#not-on-board');
      await setRules(page, '{ "dice": 5 }');
      await page.waitForFunction(() => document.querySelectorAll('#threshold-chart text.row-label').length === 5);
      assert.match(await page.locator('#threshold-title').innerText(), /classic \(custom\)/);
      // Farkel's single 1 scores 1,000: its axis runs in thousands.
      await setRules(page, '', 'farkel');
      await page.locator('#threshold-title', { hasText: 'farkel' }).waitFor();
      const farkel = (await texts(page, '#threshold-chart text.x-tick')).map(points);
      assert.ok((farkel[1] ?? 0) >= 1000, `farkel's ticks are ${farkel.join(', ')}`);
    },
  },
  {
    name: 'bug 3: spicy dice’s thresholds say what they are: spicy values told apart by die, or a caveat that they are plain dice’s',
    async run(page) {
      const classic = (await openThresholds(page)).values;
      await setRules(page, '', 'spicy');
      await page.locator('#threshold-title', { hasText: 'spicy' }).waitFor();
      const spicy = (await readBars(page)).values;
      const caveat = page.locator('#threshold-caveat');
      if (await caveat.count()) {
        // A library that looks ahead with plain dice: the page says so, and what the bars are.
        assert.match(await caveat.innerText(), /^These are not spicy thresholds: .*no red faces.*plain dice\.$/);
        assert.deepEqual(spicy, classic, 'the bars are the plain dice’s, as the caveat says');
        return 'caveat shown: this build of the library values spicy dice as plain ones';
      }
      // A library that tells spicy dice apart: the bars are spicy's own, which red faces change.
      assert.notDeepEqual(spicy, classic, 'spicy thresholds differ from classic’s');
      assert.match(await page.locator('#threshold-summary').innerText(), /which dice are left matters/);
      return 'spicy thresholds by die';
    },
  },
  {
    name: 'the threshold chart’s code, copied and run in Node against the built package, prints the thresholds the chart shows',
    async run(page, { snippets }) {
      await setRules(page, '{ "scoring": { "singles": { "5": 75 } } }');
      const { values } = await openThresholds(page);
      await page.check('#not-on-board');
      await page.locator('#threshold-title', { hasText: 'before the first bank' }).waitFor();
      const entry = (await readBars(page)).values;
      const lines = await copiedCodeOutput(page, 'thresholds-code', snippets);
      const labels = await texts(page, '#threshold-chart text.row-label');
      const shown = entry.map((value) => (value === 'never' ? value : String(points(value))));
      assert.deepEqual(lines.slice(0, labels.length), labels.map((label, i) => `${label}: bank at ${shown[i]}`));
      assert.notDeepEqual(entry, values);
      const worth = (await page.locator('#threshold-summary').innerText()).match(/worth ([\d,.]+) points/)?.[1];
      assert.equal(Number(lines[labels.length]?.match(/worth ([\d.]+) points/)?.[1]).toFixed(1), points(worth ?? '').toFixed(1));
    },
  },
];
