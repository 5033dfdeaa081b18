// The roll panel: scores, keeps in face order, combinations in words, dice drawn as dice, its code.
// Expected values come from the rules (RULES.md: a single 1 scores 100, a single 5 50, three 1s 300
// in classic), never from the library's own output.

/* global getComputedStyle -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { copiedCodeOutput, drawnFaces, scoreRoll, setRules, texts } from './helpers.mjs';

export const rollTests = [
  {
    name: 'scores a roll: the best keep, every legal keep with points and words, keeps in face order, farkles, bad dice, an exact keep',
    async run(page) {
      await scoreRoll(page, '5 1 2 1 3 4');
      // Classic: a single 1 scores 100 and a single 5 scores 50; 2, 3, 4 score nothing, and
      // 1-2-3-4-5 is no straight. The legal keeps are the five non-empty parts of {1, 1, 5}.
      assert.equal(await page.locator('#best-points').innerText(), '250');
      assert.match(await page.locator('#best-keep').innerText(), /\(single 5 \+ single 1 \+ single 1\)|\(single 1 \+ single 1 \+ single 5\)/);
      assert.match(await page.locator('#best-keep').innerText(), /3 dice left/);
      assert.deepEqual(await texts(page, '#legal-keeps tbody td:nth-child(2)'), ['250', '200', '150', '100', '50']);
      assert.deepEqual(await texts(page, '#legal-keeps tbody td:nth-child(4)'), ['3', '4', '4', '5', '5']);
      // Each keep's dice in face order, whatever their order in the roll (5 came first).
      const keeps = await page.locator('#legal-keeps tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('svg.die-svg')].map((die) => die.getAttribute('data-face')).join(' ')));
      assert.deepEqual(keeps, ['1 1 5', '1 1', '1 5', '1', '5']);
      // Combinations in words (describeRules' words), not identifiers.
      assert.deepEqual(await texts(page, '#legal-keeps tbody td:nth-child(3)'), ['single 1 + single 1 + single 5', 'single 1 + single 1', 'single 1 + single 5', 'single 1', 'single 5']);
      await scoreRoll(page, '1 1 1 5 2 3');
      assert.match(await page.locator('#best-keep').innerText(), /\(three 1s \+ single 5\)/);
      await scoreRoll(page, '2 3 4 6 6 3');
      assert.match(await page.locator('#best-keep').innerText(), /^Farkle/);
      assert.equal(await page.locator('#legal-keeps').count(), 0);
      await scoreRoll(page, '1 7');
      assert.equal(await page.locator('#roll-result .error-code').innerText(), 'invalid-die');
      assert.equal(await page.getAttribute('#roll', 'aria-invalid'), 'true');
      await scoreRoll(page, '123456');
      assert.equal(await page.locator('#best-points').innerText(), '1,500'); // the classic straight
      assert.match(await page.locator('#best-keep').innerText(), /straight 1-2-3-4-5-6/);
      await page.fill('#keep', '5 5 5 1');
      await page.press('#keep', 'Enter');
      // Three 5s score 500, a 1 100.
      assert.match(await page.locator('#keep-points').innerText(), /scores 600 \((three 5s \+ single 1|single 1 \+ three 5s)\)/);
      await page.fill('#keep', '5 2');
      await page.press('#keep', 'Enter');
      assert.equal(await page.locator('#keep-result .error-code').innerText(), 'keep-does-not-score');
    },
  },
  {
    name: 'dice drawn as dice: pips in SVG, a spicy die’s red face red, the wild die marked with a star',
    async run(page) {
      await scoreRoll(page, '6 5 4 3 2 1');
      // A die is an SVG of its face's pips: a 6 has six, a 1 has one.
      const pips = await page.locator('#best-keep svg.die-svg').evaluateAll((dice) => dice.map((die) => die.querySelectorAll('circle.pip').length));
      assert.deepEqual(pips, [6, 5, 4, 3, 2, 1]);
      assert.deepEqual(await drawnFaces(page, '#best-keep'), ['6', '5', '4', '3', '2', '1']);
      assert.equal(await page.locator('#best-keep .dice').getAttribute('aria-label'), '6, 5, 4, 3, 2, 1');
      await page.selectOption('#preset', 'spicy');
      await scoreRoll(page, '5* 1 2 3 4 6');
      const spicy = page.locator('#best-keep svg.die-svg').first();
      assert.equal(await spicy.getAttribute('class'), 'die-svg spicy picked');
      const red = await spicy.locator('circle.pip').first().evaluate((pip) => getComputedStyle(pip).fill);
      assert.equal(red, 'rgb(198, 40, 40)', 'the red face’s pips are red');
      const plain = await page.locator('#best-keep svg.die-svg').nth(1).locator('circle.pip').first().evaluate((pip) => getComputedStyle(pip).fill);
      assert.notEqual(plain, red, 'a plain die’s pips are not');
      assert.match(await page.locator('#best-keep .dice').getAttribute('aria-label'), /^5 \(red\), 1/);
      // Spicy doubles: the red 5 in a straight doubles it (1,500 x 2 with classic's straight).
      assert.equal(await page.locator('#best-points').innerText(), '3,000');
      await page.selectOption('#preset', 'classic');
      await page.click('[data-example*="wildDie"]');
      await scoreRoll(page, 'w 3 3 2 4 6');
      // The wild die stands for a third 3: three 3s score 300.
      assert.equal(await page.locator('#best-points').innerText(), '300');
      const wild = page.locator('#best-keep svg.die-svg').first();
      assert.equal(await wild.getAttribute('data-face'), 'wild');
      assert.equal(await wild.locator('polygon.star').count(), 1, 'the wild face is a star');
      assert.equal(await wild.locator('circle.pip').count(), 0);
    },
  },
  {
    name: 'rules with fewer dice: the “five dice” example cuts the roll showing to five dice and says so, with no error',
    async run(page) {
      await page.click('[data-example=\'{ "dice": 5 }\']');
      assert.match(await page.locator('#rules-summary').innerText(), /5 dice/);
      assert.equal(await page.locator('#roll-result .error').count(), 0, 'the roll panel shows no error');
      assert.equal(await page.getAttribute('#roll', 'aria-invalid'), null);
      assert.equal(await page.inputValue('#roll'), '1 1 5 2 3');
      assert.match(await page.locator('#roll-note').innerText(), /^Cut to 5 dice/);
      assert.equal(await page.locator('#best-points').innerText(), '250');
      await scoreRoll(page, '1 5 5 5 2 3');
      assert.equal(await page.locator('#roll-result .error-code').innerText(), 'too-many-dice', 'a roll typed with six dice is still refused');
    },
  },
  {
    name: 'the roll panel’s code, copied and run in Node against the built package, prints what the panel shows',
    async run(page, { snippets }) {
      await setRules(page, '{ "scoring": { "singles": { "5": 75 } } }');
      await scoreRoll(page, '5 1 2 1 3 4');
      await page.fill('#keep', '5 5 5 1');
      await page.press('#keep', 'Enter');
      const lines = await copiedCodeOutput(page, 'roll-code', snippets);
      const shown = await page.locator('#legal-keeps tbody tr').evaluateAll((rows) => rows.map((row) => [...row.cells].map((cell) => cell.textContent?.trim() ?? '')));
      assert.equal(lines[0], `best keep: ${await page.locator('#best-points').innerText()} points (single 1 + single 1 + single 5), 3 dice left`);
      assert.deepEqual(lines.slice(1, 1 + shown.length), shown.map(([, pts, words, left]) => `${pts} points: ${words}, ${left} dice left`));
      assert.equal(shown[0]?.[1], '275', 'the overrides are in the code too: a 5 scores 75');
      assert.match(lines[1 + shown.length] ?? '', /^exactly these dice: 600 points \((three 5s \+ single 1|single 1 \+ three 5s)\)$/);
      assert.match(await page.locator('#keep-points').innerText(), /scores 600 /);
    },
  },
];
