// The playground's browser tests, run by scripts/browser-test.mjs: each test gets a page with the
// playground loaded (at a laptop's width unless it names a viewport), acts on it as a person would
// and asserts what the page shows. Expected values come from the rules (a single 1 scores 100 in
// classic...), never from the library's own output.

/* global document, window -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { join } from 'node:path';

/** A phone's window. */
export const PHONE = { width: 390, height: 844 };

// --- Helpers ------------------------------------------------------------------------------------

/** Texts of every element `selector` matches, trimmed. */
async function texts(page, selector) {
  return (await page.locator(selector).allTextContents()).map((text) => text.trim());
}

/** Applies JSON overrides (blank: none) over the preset `preset`. */
async function setRules(page, overrides, preset = 'classic') {
  await page.selectOption('#preset', preset);
  await page.fill('#overrides', overrides);
  await page.click('#rules-form button[type=submit]');
}

async function scoreRoll(page, roll) {
  await page.fill('#roll', roll);
  await page.press('#roll', 'Enter');
}

/** Whether the page is wider than its window (a horizontal scroll bar). */
function overflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Plays the human seat by its hints until the game is over; bots move at once. Returns how many
 * moves the human made. Fails when the human is to move and no move is marked as the hint.
 */
async function playByHints(page, maxMoves = 1000) {
  const hinted = page.locator('#actions button[data-hint]');
  const winner = page.locator('#winner:not([hidden])');
  for (let moves = 0; moves <= maxMoves; moves++) {
    // A hint with the win chances comes from a worker: wait for it, or for the end.
    await hinted.or(winner).first().waitFor({ timeout: 30_000 });
    if (await winner.isVisible()) return moves;
    assert.equal(await hinted.count(), 1, `one move is marked as the hint (${await page.locator('#hint').innerText()})`);
    await hinted.click();
  }
  throw new Error(`no winner after ${maxMoves} moves`);
}

export async function startGame(page, { bot = 'greedy', seed = '7', hints = 'wins' } = {}) {
  await page.selectOption('#bot-1', bot);
  await page.selectOption('#bot-2', '');
  await page.fill('#seed', seed);
  await page.selectOption('#bot-speed', '0');
  await page.selectOption('#hints', hints);
  await page.click('#game-setup button[type=submit]');
  await page.locator('#scoreboard table').waitFor();
}

// --- Tests --------------------------------------------------------------------------------------

/** The tests; `shots` is the folder for their screenshots. */
export const tests = (shots) => [
  {
    name: 'scores a roll: the best keep, every legal keep with points, farkles, bad dice, an exact keep',
    async run(page) {
      await scoreRoll(page, '1 1 5 2 3 4');
      // Classic: a single 1 scores 100 and a single 5 scores 50; 2, 3, 4 score nothing, and
      // 1-2-3-4-5 is no straight. The legal keeps are the five non-empty parts of {1, 1, 5}.
      assert.equal(await page.locator('#best-points').innerText(), '250');
      assert.deepEqual(await texts(page, '#best-keep .die.picked'), ['1', '1', '5']);
      assert.match(await page.locator('#best-keep').innerText(), /3 dice left/);
      assert.deepEqual(await texts(page, '#legal-keeps tbody td:nth-child(2)'), ['250', '200', '150', '100', '50']);
      assert.deepEqual(await texts(page, '#legal-keeps tbody td:nth-child(4)'), ['3', '4', '4', '5', '5']);
      await scoreRoll(page, '2 3 4 6 6 3');
      assert.match(await page.locator('#best-keep').innerText(), /^Farkle/);
      assert.equal(await page.locator('#legal-keeps').count(), 0);
      await scoreRoll(page, '1 7');
      assert.equal(await page.locator('#roll-result .error-code').innerText(), 'invalid-die');
      assert.equal(await page.getAttribute('#roll', 'aria-invalid'), 'true');
      await scoreRoll(page, '123456');
      assert.equal(await page.locator('#best-points').innerText(), '1,500'); // the classic straight
      await page.fill('#keep', '5 5 5 1');
      await page.press('#keep', 'Enter');
      assert.match(await page.locator('#keep-points').innerText(), /scores 600 /); // three 5s 500, a 1 100
      await page.fill('#keep', '5 2');
      await page.press('#keep', 'Enter');
      assert.equal(await page.locator('#keep-result .error-code').innerText(), 'keep-does-not-score');
    },
  },
  {
    name: 'house rules: JSON overrides change the scoring; bad JSON and bad rules show their error and change nothing',
    async run(page) {
      await scoreRoll(page, '1 1 5 2 3 4');
      await setRules(page, '{ "scoring": { "singles": { "5": 75 } } }');
      assert.match(await page.locator('#rules-summary').innerText(), /^classic \(custom\)/);
      // The roll showing is scored again: a 5 is now worth 75.
      assert.equal(await page.locator('#best-points').innerText(), '275');
      assert.deepEqual(await texts(page, '#legal-keeps tbody td:nth-child(2)'), ['275', '200', '175', '100', '75']);
      await page.fill('#overrides', '{ oops');
      await page.click('#rules-form button[type=submit]');
      assert.equal(await page.locator('#rules-status .error-code').innerText(), 'bad JSON');
      assert.equal(await page.getAttribute('#overrides', 'aria-invalid'), 'true');
      await setRules(page, '{ "bank": { "entry": "lots" } }');
      assert.equal(await page.locator('#rules-status .error-code').innerText(), 'invalid-rules');
      assert.match(await page.locator('#rules-status').innerText(), /bank\.entry/);
      assert.equal(await page.locator('#best-points').innerText(), '275', 'the rules in force stay');
      await setRules(page, '{ "dice": 5 }');
      assert.equal(await page.locator('#rules-status .error').count(), 0);
      assert.equal(await page.locator('#roll-result .error-code').innerText(), 'too-many-dice');
      await scoreRoll(page, '1 5 5 5 2');
      assert.equal(await page.locator('#best-points').innerText(), '600');
      await setRules(page, '', 'zilch');
      assert.match(await page.locator('#rules-summary').innerText(), /^zilch/);
      assert.match(await page.locator('#rules-sheet').textContent(), /^zilch/);
    },
  },
  {
    name: 'plays a game to the end against a bot, taking every hint (adviseGame: a chance to win on every move); the winner has the top score, over 10,000',
    async run(page) {
      await startGame(page);
      // The hints rank every move by the chance to win (adviseGame, on a worker).
      await page.locator('#actions button[data-hint]').waitFor({ timeout: 30_000 });
      assert.match(await page.locator('#hint').innerText(), /^Most wins: .+, \d+\.\d % to win \((an estimate|exact, .+)\)\.$/);
      assert.equal(await page.locator('#actions button .chance').count(), await page.locator('#actions button').count());
      const moves = await playByHints(page);
      const winner = await page.locator('#winner').innerText();
      assert.match(winner, /^Winner: (You|greedy bot)$/);
      const rows = await page.locator('#scoreboard tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({ name: tr.cells[0]?.textContent ?? '', score: Number((tr.cells[1]?.textContent ?? '').replace(/,/g, '')) })),
      );
      const top = rows.reduce((a, b) => (b.score > a.score ? b : a));
      assert.equal(winner, `Winner: ${top.name}`);
      assert.ok(top.score > 10000, `the winner's ${top.score} is over the classic target`);
      assert.match(await page.locator('#game-log li').last().innerText(), /^Game over: .* won\.$/);
      assert.equal(await page.locator('#actions button').count(), 0);
      await page.screenshot({ path: join(shots, 'laptop-game-over.png'), fullPage: true });
      return `${moves} moves by hint`;
    },
  },
  {
    name: 'charts: bank thresholds (a bar per die) and the win chance (a cell per pair of scores), redrawn for new rules',
    async run(page) {
      await page.click('#thresholds-panel summary');
      await page.locator('#threshold-chart svg').waitFor();
      assert.equal(await page.locator('#threshold-chart rect.bar').count(), 6);
      assert.deepEqual(await texts(page, '#threshold-chart text.row-label'), ['1 die', '2 dice', '3 dice', '4 dice', '5 dice', '6 dice']);
      const values = await texts(page, '#threshold-chart text.value');
      assert.equal(values.length, 6);
      for (const value of values) assert.match(value, /^\d{1,3}(,\d{3})*$/, 'a threshold in points');
      // Before the first bank, classic's entry minimum of 500 holds every threshold at 500 or more.
      await page.check('#not-on-board');
      const entry = (await texts(page, '#threshold-chart text.value')).map((value) => Number(value.replace(/,/g, '')));
      assert.equal(entry.length, 6);
      for (const value of entry) assert.ok(value >= 500, `${value} is at least the entry minimum`);
      assert.notDeepEqual(entry, values.map((value) => Number(value.replace(/,/g, ''))));
      await page.uncheck('#not-on-board');
      await setRules(page, '{ "dice": 5 }');
      await page.waitForFunction(() => document.querySelectorAll('#threshold-chart rect.bar').length === 5);
      await setRules(page, '');

      await page.click('#win-panel summary');
      const cells = page.locator('#win-chart rect.cell');
      await page.locator('#win-summary').waitFor({ timeout: 20_000 });
      // Classic scores move in steps of 50: to 1,000, 20 scores a player, 400 pairs.
      assert.equal(await cells.count(), 20 * 20);
      assert.deepEqual(await texts(page, '#win-chart text.x-tick'), ['0', '250', '500', '750']);
      assert.deepEqual(await texts(page, '#win-chart text.y-tick'), ['0', '250', '500', '750']);
      assert.deepEqual(await texts(page, '#win-chart text.legend-label'), ['100 %', '50 %', '0 %']);
      // The first player's chance is the chance at 0 to 0: the summary and the cell agree.
      const summary = (await page.locator('#win-summary').innerText()).match(/wins (\d+\.\d) %/);
      assert.ok(summary !== null);
      assert.equal(await cells.first().locator('title').textContent(), `You 0, opponent 0: ${summary[1]} %`);
      // Tapping a square reads its chance out (phones show no tooltips).
      await cells.nth(21).click();
      assert.equal(await page.locator('#win-readout').innerText(), await cells.nth(21).locator('title').textContent());
      await page.screenshot({ path: join(shots, 'laptop-charts.png'), fullPage: true });

      await page.selectOption('#win-target', '2000');
      const started = Date.now();
      await page.click('#win-solve');
      // The solve runs on a worker and shows its progress; the page answers meanwhile.
      await page.locator('#win-progress').waitFor();
      await scoreRoll(page, '5 5 5 2 3 4');
      assert.equal(await page.locator('#best-points').innerText(), '500');
      await page.waitForFunction(() => document.querySelectorAll('#win-chart rect.cell').length === 40 * 40, null, { timeout: 30_000 });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);

      // Carry on (a farkle's dice taken over by the next player) is a rule the win solver does not model.
      await setRules(page, '{ "turn": { "carryOn": true } }');
      await page.locator('#win-chart .error-code').waitFor();
      assert.equal(await page.locator('#win-chart .error-code').innerText(), 'unsupported-rules');
      return `target 2,000 solved and drawn in ${seconds} s`;
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
      for (let tab = 0; tab < 30 && focused !== 'roll'; tab++) {
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
    name: 'phone width (390 px): no horizontal scrolling with a roll scored, a game played by optimalTurn hints and both charts open',
    viewport: PHONE,
    async run(page) {
      assert.ok((await overflow(page)) <= 0, 'the page as loaded fits');
      await scoreRoll(page, '1 1 5 5 2 3');
      await page.fill('#overrides', '{ "scoring": { "singles": { "5": 75 } }, "name": "a long house-rules name that has to wrap" }');
      await page.click('#rules-form button[type=submit]');
      await setRules(page, '{ "end": { "target": 2000 } }');
      await startGame(page, { bot: 'optimal', seed: '3', hints: 'points' });
      await playByHints(page);
      await page.click('#thresholds-panel summary');
      await page.click('#win-panel summary');
      await page.locator('#win-summary').waitFor({ timeout: 20_000 });
      await page.locator('#rules-sheet').evaluate((pre) => pre.closest('details')?.setAttribute('open', ''));
      assert.ok((await overflow(page)) <= 0, `the page is ${await overflow(page)} px wider than the phone`);
      await page.screenshot({ path: join(shots, 'phone.png'), fullPage: true });
    },
  },
];
