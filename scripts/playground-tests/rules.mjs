// The rules panel: overrides and their errors, the preset menu always saying what is played, the rules
// sheet's layout, rules files down and up, and its code.

/* global getComputedStyle -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { copiedCodeOutput, scoreRoll, setRules, texts } from './helpers.mjs';

export const rulesTests = [
  {
    name: 'house rules: JSON overrides change the scoring; bad JSON (said in words) and bad rules show their error and change nothing',
    async run(page) {
      await scoreRoll(page, '1 1 5 2 3 4');
      await setRules(page, '{ "scoring": { "singles": { "5": 75 } } }');
      assert.match(await page.locator('#rules-summary').innerText(), /^classic \(custom\)/);
      // The roll showing is scored again: a 5 is now worth 75.
      assert.equal(await page.locator('#best-points').innerText(), '275');
      assert.deepEqual(await texts(page, '#legal-keeps tbody td:nth-child(2)'), ['275', '200', '175', '100', '75']);
      await page.fill('#overrides', '{ oops');
      await page.click('#rules-form button[type=submit]');
      const status = await page.locator('#rules-status .error').innerText();
      assert.match(status, /^The overrides are not valid JSON: .+\.$/);
      assert.doesNotMatch(status, /bad JSON/);
      assert.equal(await page.locator('#rules-status .error-code').count(), 0, 'no error code for what is no FarkleError');
      assert.match(await page.locator('#rules-status').innerText(), /Still playing by classic \(custom\)\./);
      assert.equal(await page.getAttribute('#overrides', 'aria-invalid'), 'true');
      await setRules(page, '{ "bank": { "entry": "lots" } }');
      assert.equal(await page.locator('#rules-status .error-code').innerText(), 'invalid-rules');
      assert.match(await page.locator('#rules-status').innerText(), /bank\.entry/);
      assert.equal(await page.locator('#best-points').innerText(), '275', 'the rules in force stay');
      await setRules(page, '', 'zilch');
      assert.match(await page.locator('#rules-summary').innerText(), /^zilch/);
      assert.match(await page.locator('#rules-sheet').textContent(), /^zilch/);
    },
  },
  {
    name: 'bug 1: after bad overrides, picking a preset plays that preset (the menu says zilch, 1 1 1 2 3 4 scores zilch’s 1,000)',
    async run(page) {
      await page.fill('#overrides', '{');
      await page.click('#rules-form button[type=submit]');
      assert.match(await page.locator('#rules-status .error').innerText(), /^The overrides are not valid JSON/);
      await page.selectOption('#preset', 'zilch');
      assert.equal(await page.inputValue('#preset'), 'zilch');
      assert.match(await page.locator('#rules-summary').innerText(), /^zilch:/);
      await scoreRoll(page, '1 1 1 2 3 4');
      // Zilch's three 1s score 1,000 (classic's 300).
      assert.equal(await page.locator('#best-points').innerText(), '1,000');
      assert.match(await page.locator('#rules-status').innerText(), /Playing zilch without the overrides until they are fixed\./);
      // Fixed, the overrides apply over the preset picked.
      await setRules(page, '{ "dice": 5 }', 'zilch');
      assert.match(await page.locator('#rules-summary').innerText(), /^zilch \(custom\): 5 dice/);
      assert.equal(await page.locator('#rules-status').innerText(), '');
    },
  },
  {
    name: 'the rules sheet keeps its 80 columns in a 520-pixel box: no line wraps and nothing scrolls sideways',
    async run(page) {
      await page.click('#rules-sheet-panel summary');
      const sheet = await page.locator('#rules-sheet').evaluate((pre) => {
        const style = getComputedStyle(pre);
        const lines = (pre.textContent ?? '').replace(/\n$/, '').split('\n');
        const height = pre.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return {
          box: pre.clientWidth,
          scroll: pre.scrollWidth,
          longest: Math.max(...lines.map((line) => line.length)),
          lines: lines.length,
          // The rows of type the text takes: one per line when none wraps.
          rows: Math.round(height / parseFloat(style.lineHeight)),
          fontSize: parseFloat(style.fontSize),
        };
      });
      assert.ok(sheet.box >= 500 && sheet.box <= 540, `the sheet's box is ${sheet.box} px wide at 1366 px`);
      assert.ok(sheet.longest > 70 && sheet.longest <= 80, `its longest line has ${sheet.longest} columns`);
      assert.equal(sheet.rows, sheet.lines, 'one row of type per line of text: none wraps');
      assert.ok(sheet.scroll <= sheet.box, `no sideways scroll (${sheet.scroll} px of text in ${sheet.box})`);
      assert.ok(sheet.fontSize >= 9, `legible type (${sheet.fontSize} px)`);
    },
  },
  {
    name: 'rules files: the rules download as a rules file (schema, base, overrides) and a file opened sets them',
    async run(page) {
      await setRules(page, '{ "scoring": { "singles": { "5": 75 } } }', 'zilch');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#rules-download')]);
      assert.equal(download.suggestedFilename(), 'zilch-custom.rules.json');
      const file = await download.path();
      const saved = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(saved, { $schema: './node_modules/farkle-rules/rules.schema.json', base: 'zilch', scoring: { singles: { 5: 75 } } });
      await setRules(page, '', 'classic');
      await scoreRoll(page, '1 1 1 5 2 3');
      assert.equal(await page.locator('#best-points').innerText(), '350');
      await page.setInputFiles('#rules-upload', file);
      await page.locator('#rules-summary', { hasText: 'zilch (custom)' }).waitFor();
      assert.equal(await page.inputValue('#preset'), 'zilch');
      // Zilch's three 1s (1,000) and a 5 at 75.
      assert.equal(await page.locator('#best-points').innerText(), '1,075');
      await page.setInputFiles('#rules-upload', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ "base": "yahtzee" }') });
      await page.locator('#rules-status .error').waitFor();
      assert.match(await page.locator('#rules-status .error').innerText(), /"base" must be a preset name/);
      assert.match(await page.locator('#rules-summary').innerText(), /^zilch \(custom\)/, 'a bad file changes nothing');
    },
  },
  {
    name: 'the rules panel’s code, copied and run in Node against the built package, prints the sheet the page shows',
    async run(page, { snippets }) {
      await setRules(page, '{ "end": { "target": 2000 }, "bank": { "entry": 0 } }', 'zilch');
      const lines = await copiedCodeOutput(page, 'rules-code', snippets);
      assert.equal(lines.join('\n'), ((await page.locator('#rules-sheet').textContent()) ?? '').trim());
      assert.match(lines[0] ?? '', /^zilch \(custom\)/);
    },
  },
];
