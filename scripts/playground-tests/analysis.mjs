// The analysis of a game (analyzeGame on a worker): the first player's chance decision by
// decision, the costly decisions marked and their moves opened by pointer and keyboard, the marks'
// colours in both schemes, progress and Cancel.

/* global document, getComputedStyle -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A short zilch game to 10,000, every roll scripted (a record as recordAction writes it):
 * 1. Ann rolls 1 1 1 5 5 3, keeps the five scoring dice (1,100) and rolls the last die on,
 *    a 2: a farkle. Rolling one die with 1,100 at stake loses it four times in six.
 * 2. Bob rolls 5 5 5 2 3 4, keeps the three 5s (500) and banks.
 * 3. Ann rolls 1 2 3 4 5 6, keeps the straight (1,500, hot dice) and banks.
 * 4. Bob rolls 1 5 2 3 4 6, the same straight, and keeps the 1 alone (100), rolling five on: a farkle.
 * Decisions (more than one legal move): each roll's keep, and the bank-or-roll after the keeps
 * of turns 1 to 3 (Bob's 100 is below zilch's first bank of 300: he must roll). 7 in 12 moves.
 */
const RECORD = { version: 2, rules: 'zilch', players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0, actions: ['r=111553', 'k01234', 'r=2', 'r=555234', 'k012', 'b', 'r=123456', 'k012345', 'b', 'r=152346', 'k0', 'r=23466'] };

/** Ann's first turn under house rules no table covers (without a first bank's minimum): two decisions, the keep and rolling on, estimated. */
async function customRecord(preset) {
  const { defineRules } = await import(join(root, 'dist', 'index.js'));
  return { ...RECORD, rules: defineRules({ bank: { entry: 0 } }, preset), actions: RECORD.actions.slice(0, 3) };
}

async function openRecord(page, shots, name, record) {
  mkdirSync(shots, { recursive: true });
  const path = join(shots, name);
  writeFileSync(path, JSON.stringify(record));
  await page.setInputFiles('#record-upload', path);
  await page.locator('#replay-bar:not([hidden])').waitFor();
}

/** The moves the detail shows: each row's move, chance and tags. */
const rows = (page) => page.locator('#analysis-detail tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((cell) => cell.textContent?.trim() ?? '')));

/** WCAG's contrast ratio of two colours given as [r, g, b]. */
function contrast(a, b) {
  const lum = ([r, g, bl]) => {
    const c = (v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(bl);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** Each mark's fill and the card's background, as [r, g, b]. */
function markColours(page) {
  return page.evaluate(() => {
    const rgb = (value) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const card = rgb(getComputedStyle(document.querySelector('.card')).backgroundColor);
    const fills = Object.fromEntries([...document.querySelectorAll('.legend-mark')].map((mark) => [mark.classList[1], rgb(getComputedStyle(mark.querySelector('.mark-shape')).fill)]));
    return { card, fills };
  });
}

export const analysisTests = [
  {
    name: 'analysis: a record opened is graphed decision by decision from the solved table, the costly decisions marked, each mark opening its moves by pointer and keyboard, in colours that hold in both schemes',
    async run(page, { shots }) {
      await openRecord(page, shots, 'analysis-zilch.json', RECORD);
      await page.click('#analysis-start');
      await page.locator('#analysis-chart svg.chart').waitFor({ timeout: 30_000 });
      assert.equal(await page.locator('#analysis-title-line').innerText(), 'Win chance of Ann, decision by decision: zilch to 10,000');
      assert.match(await page.locator('#analysis-note').innerText(), /^7 decisions of 12 moves \(from the solved table zilch-10000\.bin, in \d+\.\d s\); \d+ marked: open a mark for the moves there were\.$/);
      assert.equal((await page.locator('#analysis-chart .dot').count()) + (await page.locator('#analysis-chart g.mark').count()), 7, 'a point per decision');
      const labels = await page.locator('#analysis-chart g.mark').evaluateAll((marks) => marks.map((mark) => mark.getAttribute('aria-label') ?? ''));
      // Ann's roll of one die for 1,100, and Bob's single 1 kept from a straight, are marked at least as mistakes.
      assert.match(labels[0] ?? '', /^Decision 2, turn 1: Roll 1 die, a (mistake|blunder) \(\?\??\): lost \d+\.\d %, \d+\.\d % to \d+\.\d %$/);
      assert.match(labels[labels.length - 1] ?? '', /^Decision 7, turn 4: Keep 1 · 100, a (mistake|blunder) /);
      await page.locator('#analysis-chart g.mark').last().click();
      const straight = await rows(page);
      assert.match(straight[0]?.[0] ?? '', /^Keep 1 2 3 4 5 6 · 1,500$/, 'the straight is the best move');
      assert.equal(straight[0]?.[2], 'best');
      const taken = straight.find((row) => row[2] === 'taken');
      assert.equal(taken?.[0], 'Keep 1 · 100');
      assert.ok(parseFloat(taken[1]) < parseFloat(straight[0][1]), 'the move taken left less chance than the best');
      assert.match(await page.locator('#analysis-detail caption').innerText(), /^The moves Bob had, with Bob’s chance to win after each$/);
      const players = await page.locator('#analysis-players li').allInnerTexts();
      assert.equal(players.length, 2);
      assert.match(players[0] ?? '', /^Ann: 4 decisions, \d+\.\d % of win chance lost in all \(\d+ inaccurac(y|ies), \d+ mistakes?, \d+ blunders?\)/);
      assert.match(players[1] ?? '', /^Bob: 3 decisions, \d+\.\d % of win chance lost in all \(.*[1-9]\d* (mistakes?|blunders?)/);

      // From the keyboard: Tab reaches the mark opened last (one mark in the tab order), Home the first, arrows move on; focus opens each.
      await page.locator('#analysis-start').focus();
      let focused = '';
      for (let tab = 0; tab < 8 && !focused.startsWith('mark'); tab++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.getAttribute('class') ?? '');
      }
      assert.match(focused, /^mark /, 'Tab reaches the marks');
      assert.equal(await page.locator('#analysis-chart g.mark[tabindex="0"]').count(), 1);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-decision')), '6');
      await page.keyboard.press('Home');
      await page.locator('#analysis-decision[data-decision="1"]').waitFor();
      assert.equal((await rows(page)).find((row) => row[2] === 'best')?.[0], 'Bank 1,100', 'banking the 1,100 was best');
      assert.equal((await rows(page)).find((row) => row[2] === 'taken')?.[0], 'Roll 1 die');
      await page.keyboard.press('ArrowRight');
      assert.notEqual(await page.locator('#analysis-decision').getAttribute('data-decision'), '1');
      await page.keyboard.press('End');
      await page.locator('#analysis-decision[data-decision="6"]').waitFor();
      assert.equal(await page.locator('#analysis-chart g.mark[aria-expanded="true"]').count(), 1);
      await page.screenshot({ path: join(shots, 'analysis.png'), fullPage: true });

      for (const scheme of ['light', 'dark']) {
        await page.selectOption('#theme', scheme);
        const { card, fills } = await markColours(page);
        for (const [mark, fill] of Object.entries(fills)) assert.ok(contrast(fill, card) >= 3, `${scheme}: the ${mark} mark (${fill}) stands out from the card (${card}): ${contrast(fill, card).toFixed(2)}`);
        assert.equal(new Set(Object.values(fills).map(String)).size, 3, `${scheme}: three colours`);
      }
    },
  },
  {
    name: 'analysis: house rules no table covers are estimated on a worker with progress; Cancel ends the worker at once; a new game clears the graph',
    async run(page, { shots }) {
      // Zilch's estimate prepares for seconds before its first decision: time to cancel it.
      await openRecord(page, shots, 'analysis-zilch-custom.json', await customRecord('zilch'));
      const worker = page.waitForEvent('worker', { predicate: (started) => started.url().endsWith('/analysis-worker.js') });
      await page.click('#analysis-start');
      const started = await worker;
      assert.ok(await page.locator('#analysis-progress').isVisible(), 'the progress shows');
      assert.ok(await page.locator('#analysis-start').isDisabled());
      const closed = started.waitForEvent('close', { timeout: 30_000 }).then(() => true, () => false);
      await page.click('#analysis-cancel');
      assert.equal(await page.locator('#analysis-cancelled').innerText(), 'Cancelled.');
      assert.ok(await page.locator('#analysis-start').isEnabled());
      assert.ok(await closed, 'the worker is terminated');
      // Classic's is quick.
      await openRecord(page, shots, 'analysis-classic-custom.json', await customRecord('classic'));
      await page.click('#analysis-start');
      await page.locator('#analysis-chart svg.chart').waitFor({ timeout: 30_000 });
      assert.match(await page.locator('#analysis-note').innerText(), /^2 decisions of 3 moves \(analyzed in \d+\.\d s\)/);
      assert.match(await page.locator('#analysis-players li').first().innerText(), /^Ann: 2 decisions, .*\)\.$/, 'estimated: not exact');
      await page.click('#game-setup button[type=submit]');
      await page.locator('#scoreboard table').waitFor();
      assert.equal(await page.locator('#analysis-chart').innerText(), '', 'a new game clears the analysis');
    },
  },
];
