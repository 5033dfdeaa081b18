// The page as a whole: its state in the address, the colour schemes, the keyboard and labels, a phone.

/* global document, window, getComputedStyle -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { PHONE, overflow, playByHints, queryOf, scoreRoll, scoreboard, setRules, startGame, texts } from './helpers.mjs';
import { luminance } from './png.mjs';

/** The page's background and text colours, and the chart's middle chance colour, as [r, g, b]. */
function colours(page) {
  return page.evaluate(() => {
    const rgb = (value) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement('span');
    probe.style.color = 'var(--chance-mid)';
    document.body.appendChild(probe);
    const mid = getComputedStyle(probe).color;
    probe.remove();
    return { paper: rgb(root.backgroundColor), ink: rgb(root.color), card: rgb(getComputedStyle(document.querySelector('.card')).backgroundColor), mid: rgb(mid) };
  });
}

export const pageTests = [
  {
    name: 'the state in the address: a link restores the rules, the roll, the game at its move and the open chart',
    async run(page, { open }) {
      await setRules(page, '{ "scoring": { "singles": { "5": 75 } } }', 'zilch');
      await scoreRoll(page, '5 5 1 2 3 4');
      await page.fill('#keep', '1 5');
      await page.press('#keep', 'Enter');
      await startGame(page, { seed: '5', hints: 'points' });
      // Some moves in, with a roll showing.
      // Each move is counted once the page offers the next hint, so a roll counted is not one a move in flight takes away.
      for (let move = 0; ; move++) {
        await page.locator('#actions button[data-hint]').waitFor();
        if (move >= 5 && (await page.locator('#roll-showing .dice').count()) > 0) break;
        await page.locator('#actions button[data-hint]').click();
      }
      await page.click('#thresholds-panel summary');
      await page.check('#not-on-board');
      await page.locator('#threshold-title', { hasText: 'before the first bank' }).waitFor();
      const query = queryOf(page);
      assert.match(query, /preset=zilch/);
      const view = async (p) => ({
        rules: await p.locator('#rules-summary').innerText(),
        overrides: JSON.parse(await p.inputValue('#overrides')),
        roll: await p.locator('#best-keep').innerText(),
        keep: await p.locator('#keep-points').innerText(),
        scores: await scoreboard(p),
        turn: await p.locator('#turn-status').innerText(),
        showing: await p.locator('#roll-showing').innerText(),
        dice: await p.locator('#roll-showing .dice').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label'))),
        log: await texts(p, '#game-log li'),
        chart: await p.locator('#threshold-title').innerText(),
        values: await texts(p, '#threshold-chart text.value'),
      });
      const before = await view(page);
      const restored = await open(query);
      await restored.locator('#threshold-chart svg').waitFor();
      assert.deepEqual(await view(restored), before);
      assert.match(before.rules, /^zilch \(custom\)/);
      assert.equal(before.dice.length, 1, 'a roll is showing');
      // The restored game goes on: the same moves are offered.
      assert.deepEqual(await texts(restored, '#actions button'), await texts(page, '#actions button'));
    },
  },
  {
    name: 'dark mode: the system’s scheme is followed, the picker overrides it, and the choice is kept',
    colorScheme: 'dark',
    async run(page, { open, shots }) {
      const dark = await colours(page);
      assert.ok(luminance(dark.paper) < 0.05, `a dark page (${dark.paper})`);
      assert.ok(luminance(dark.ink) > 0.6, `light text (${dark.ink})`);
      assert.ok(luminance(dark.card) < 0.05, `dark cards (${dark.card})`);
      assert.ok(luminance(dark.mid) < 0.1, `the heat map's middle is dark too (${dark.mid})`);
      await page.click('#thresholds-panel summary');
      await page.locator('#threshold-chart svg').waitFor();
      await page.screenshot({ path: join(shots, 'dark.png'), fullPage: true });
      await page.selectOption('#theme', 'light');
      const light = await colours(page);
      assert.ok(luminance(light.paper) > 0.9, `the picker makes it light (${light.paper})`);
      assert.ok(luminance(light.ink) < 0.05);
      const again = await open();
      assert.equal(await again.inputValue('#theme'), 'light', 'the choice is kept');
      assert.ok(luminance((await colours(again)).paper) > 0.9);
      await again.selectOption('#theme', '');
      assert.ok(luminance((await colours(again)).paper) < 0.05, 'as the system: dark again');
      await again.selectOption('#theme', 'dark');
      await again.emulateMedia({ colorScheme: 'light' });
      assert.ok(luminance((await colours(again)).paper) < 0.05, 'picked dark stays dark on a light system');
    },
  },
  {
    name: 'keyboard and labels: every control is labelled; a roll is scored and a chart opened from the keyboard',
    async run(page) {
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll('input, select, textarea')]
          .filter((control) => control.labels.length === 0 && !control.getAttribute('aria-label'))
          .map((control) => control.id),
      );
      assert.deepEqual(unlabelled, []);
      let focused = '';
      for (let tab = 0; tab < 40 && focused !== 'roll'; tab++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.id ?? '');
      }
      assert.equal(focused, 'roll', 'Tab reaches the roll field');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('5 5 5 5 2 3');
      await page.keyboard.press('Enter');
      assert.equal(await page.locator('#best-points').innerText(), '1,000'); // four of a kind
      await page.locator('#thresholds-panel summary').focus();
      await page.keyboard.press('Enter');
      await page.locator('#threshold-chart svg').waitFor();
    },
  },
  {
    name: 'phone width (390 px): no horizontal scrolling with a roll scored, code open, a game played by optimalTurn hints, both charts and the sheet open',
    viewport: PHONE,
    async run(page, { shots }) {
      assert.ok((await overflow(page)) <= 0, 'the page as loaded fits');
      await scoreRoll(page, '1 1 5 5 2 3');
      await page.fill('#overrides', '{ "scoring": { "singles": { "5": 75 } }, "name": "a long house-rules name that has to wrap" }');
      await page.click('#rules-form button[type=submit]');
      await setRules(page, '{ "end": { "target": 2000 } }');
      await page.click('#roll-code summary');
      await startGame(page, { bot: 'optimal', seed: '3', hints: 'points' });
      await playByHints(page);
      await page.click('#thresholds-panel summary');
      await page.click('#win-panel summary');
      await page.locator('#win-summary').waitFor({ timeout: 30_000 });
      await page.click('#rules-sheet-panel summary');
      await page.click('#game-code summary');
      assert.ok((await overflow(page)) <= 0, `the page is ${await overflow(page)} px wider than the phone`);
      const cut = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((node) => node.getBoundingClientRect().right > window.innerWidth + 1 && node.closest('pre') === null).map((node) => node.id || node.className || node.tagName));
      assert.deepEqual(cut, [], 'nothing reaches past the right edge but the scrolling code and sheet boxes');
      await page.screenshot({ path: join(shots, 'phone.png'), fullPage: true });
    },
  },
];
