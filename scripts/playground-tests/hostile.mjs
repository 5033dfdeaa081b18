// Hostile input (issue 29): the address and every upload are read as a stranger's. Each refusal is
// said in a message of a few hundred characters at most, the page never freezes, and nothing throws
// into the page (the runner fails a test on any uncaught error; these also count them themselves).

/* global document, window, setInterval -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { queryOf, setRules } from './helpers.mjs';

/** The most characters a status may show: the page's bound on a message (300) and its few words around it. */
const MAX_STATUS = 400;

/** A record of three moves under classic with no entry minimum: a roll, a keep of 5 and 1, a bank of 150. */
const THREE_MOVES = `?rules=${encodeURIComponent('{ "bank": { "entry": 0 } }')}&game=${encodeURIComponent(JSON.stringify({ players: ['You', 'greedy bot'], seed: 7, firstPlayer: 0, actions: ['r=513246', 'k01', 'b'] }))}`;

/** JSON of arrays `depth` deep. */
const deepArray = (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** JSON of objects `depth` deep, each under the key `a`. */
const deepObject = (depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** The uncaught errors of `page` from now on. */
function pageErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Loads the playground at `query` in `page`, however long the query: the test server takes a request
 * line of some kilobytes only (a browser sends 2 MB), so the page's own file is fetched without it.
 */
async function load(page, url, query) {
  const matches = (address) => address.href.startsWith(`${url}?`);
  const withoutQuery = async (route) => route.fulfill({ response: await route.fetch({ url }) });
  await page.route(matches, withoutQuery);
  await page.goto(`${url}${query}`);
  await page.locator('html[data-ready]').waitFor();
  await page.unroute(matches, withoutQuery);
}

/** Uploads `text` (or bytes) as a file named `name` to the file input `selector`. */
function upload(page, selector, name, text) {
  return page.setInputFiles(selector, { name, mimeType: 'application/json', buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });
}

/** The text of `selector` once it shows an error or a note, checked to be short. */
async function status(page, selector) {
  await page.locator(`${selector} :is(.error, .note)`).first().waitFor();
  const text = await page.locator(selector).innerText();
  assert.ok(text.length <= MAX_STATUS, `${selector} shows ${text.length} characters: ${text.slice(0, 200)}…`);
  return text;
}

export const hostileTests = [
  {
    name: 'hostile input: rules of 2 MB in the address, and a rules file quoting 1 MB, give messages of a few hundred characters; a file past 1 MB is refused unread',
    async run(page, { url }) {
      const errors = pageErrors(page);
      const big = 'x'.repeat(2_000_000);
      // Bad JSON, a string, an unknown rule with a 2 MB name: each is refused, in few words.
      for (const rules of [big, JSON.stringify(big), `{ "${big}": 1 }`]) {
        await load(page, url, `?rules=${encodeURIComponent(rules)}`);
        assert.match(await status(page, '#rules-status'), /Still playing by classic\./);
      }
      assert.match(await page.locator('#rules-summary').innerText(), /^classic:/, 'the summary says what is played');
      await upload(page, '#rules-upload', 'big-base.json', JSON.stringify({ base: big.slice(0, 1_000_000) }));
      assert.match(await status(page, '#rules-status'), /^big-base\.json: "base" must be a preset name, got "x+… \(1,000,002 characters\)\n/);
      // Past the CLI's 1 MB, a rules file is refused unread, as the CLI refuses it.
      await upload(page, '#rules-upload', 'padded.json', `{}${' '.repeat(1024 * 1024 - 1)}`);
      assert.match(await status(page, '#rules-status'), /^padded\.json holds 1,048,577 bytes; a rules file holds at most 1 MB \(1,048,576 bytes\)\./);
      assert.deepEqual(errors, [], 'no uncaught error');
    },
  },
  {
    name: 'hostile input: ?at= naming no move of the game (1.5, abc, -1, 4) shows the start, saying why; next and back step without an error',
    async run(page, { url }) {
      const errors = pageErrors(page);
      for (const at of ['1.5', 'abc', '-1', '4', '']) {
        await load(page, url, `${THREE_MOVES}&at=${encodeURIComponent(at)}`);
        assert.equal(await page.locator('#replay-position').innerText(), 'Move 0 of 3', `at=${at}`);
        const note = await status(page, '#game-error');
        assert.ok(note.includes(`The address asks for move ${JSON.stringify(at)}, which this game has not (a whole number from 0 to 3): the replay starts at move 0.`), note);
        await page.click('#replay-next');
        assert.equal(await page.locator('#replay-position').innerText(), 'Move 1 of 3');
        await page.click('#replay-next');
        await page.click('#replay-back');
        assert.equal(await page.locator('#replay-position').innerText(), 'Move 1 of 3');
        await page.click('#replay-back');
        assert.equal(await page.locator('#replay-position').innerText(), 'Move 0 of 3');
        assert.equal(new URL(page.url()).searchParams.get('at'), '0', 'the address holds the move shown');
      }
      // A move the game has is shown, and nothing is said.
      await load(page, url, `${THREE_MOVES}&at=2`);
      assert.equal(await page.locator('#replay-position').innerText(), 'Move 2 of 3');
      assert.equal(await page.locator('#game-error').innerText(), '');
      assert.deepEqual(errors, [], 'no uncaught error');
    },
  },
  {
    name: 'hostile input: a rules file, a game record and rules in the address nested 100,000 deep are refused as nested too deeply',
    async run(page, { url }) {
      const errors = pageErrors(page);
      const deeply = /nested too deeply, more than 64 levels of arrays and objects/;
      await upload(page, '#rules-upload', 'deep.json', `{ "scoring": ${deepArray(100_000)} }`);
      assert.match(await status(page, '#rules-status'), deeply);
      await upload(page, '#record-upload', 'deep-game.json', `{ "rules": ${deepObject(100_000)} }`);
      assert.match(await status(page, '#record-status'), deeply);
      await load(page, url, `?rules=${encodeURIComponent(`{ "a": ${deepObject(100_000)} }`)}`);
      assert.match(await status(page, '#rules-status'), /^The overrides: nested too deeply/);
      await load(page, url, `?game=${encodeURIComponent(`{ "players": ${deepArray(100_000)} }`)}`);
      assert.match(await status(page, '#game-error'), /The game in the address: nested too deeply/);
      // Rules nested as deep as the limit, 64 levels, are read (and refused as rules, by the library).
      await upload(page, '#rules-upload', 'deep-enough.json', `{ "a": ${deepObject(63)} }`);
      assert.match(await status(page, '#rules-status'), /unknown rule/);
      assert.deepEqual(errors, [], 'no uncaught error');
    },
  },
  {
    name: 'hostile input: a number too large (1e400) in a rules file or the overrides is refused as too large, never as null',
    async run(page) {
      await upload(page, '#rules-upload', 'huge.json', '{ "end": { "target": 1e400 } }');
      const file = await status(page, '#rules-status');
      assert.match(file, /^huge\.json: the number at end\.target is too large \(past ±1\.8e308, JSON reads it as Infinity, no number at all\)/);
      assert.doesNotMatch(file, /null/);
      await setRules(page, '{ "scoring": { "singles": { "5": -1e999 } } }');
      assert.match(await status(page, '#rules-status'), /^The overrides: the number at scoring\.singles\["5"\] is too large .*-Infinity/);
      assert.match(await page.locator('#rules-summary').innerText(), /^classic: .* play to 10,000/, 'the rules in force stay');
    },
  },
  {
    name: 'hostile input: a rules file with a byte-order mark is read by the page and by the CLI alike, and so is one with two refused',
    async run(page, { snippets }) {
      const cli = join(snippets, 'node_modules', 'farkle-rules', 'dist', 'cli.js');
      const bom = Buffer.from([0xef, 0xbb, 0xbf]);
      const json = Buffer.from('{ "base": "zilch", "end": { "target": 2000 } }');
      const once = join(snippets, 'bom.rules.json');
      writeFileSync(once, Buffer.concat([bom, json]));
      await page.setInputFiles('#rules-upload', once);
      await page.locator('#rules-summary', { hasText: 'zilch (custom)' }).waitFor();
      assert.match(await page.locator('#rules-summary').innerText(), /play to 2,000/);
      const sheet = execFileSync(process.execPath, [cli, 'rules', '--rules', once], { encoding: 'utf8', stdio: 'pipe' });
      assert.match(sheet, /2,000/, 'the CLI reads the same file');
      const twice = join(snippets, 'bom-twice.rules.json');
      writeFileSync(twice, Buffer.concat([bom, bom, json]));
      await page.setInputFiles('#rules-upload', twice);
      assert.match(await status(page, '#rules-status'), /^bom-twice\.rules\.json is not valid JSON/);
      const refused = spawnSync(process.execPath, [cli, 'rules', '--rules', twice], { encoding: 'utf8' });
      assert.equal(refused.status, 1, 'the CLI refuses it too');
      assert.match(refused.stderr, /the rules file is not valid JSON/);
    },
  },
  {
    name: 'hostile input: the win bot from the address in a 10,000-point game plays as the optimal bot, saying so; the page never freezes',
    query: `?game=${encodeURIComponent(JSON.stringify({ players: ['You', 'win bot'], seed: 7, firstPlayer: 1, actions: [] }))}&bots=,win`,
    async run(page) {
      // The longest the page's thread goes without running a timer, from now on.
      await page.evaluate(() => {
        let last = performance.now();
        window.longestGap = 0;
        setInterval(() => {
          const now = performance.now();
          window.longestGap = Math.max(window.longestGap, now - last);
          last = now;
        }, 50);
      });
      assert.match(await status(page, '#game-error'), /^The address seats the win bot in a game to 10,000, which it would solve on this tab first, for about 35 seconds; the page offers it where that solve takes at most 4 seconds\. The optimal bot plays in its seat\.$/);
      assert.match(queryOf(page), /bots=%2Coptimal(&|$)/, 'the address says who plays');
      // The bot's turn, step by step, then the person's.
      await page.locator('#actions button', { hasText: /^Roll 6 dice/ }).waitFor({ timeout: 30_000 });
      const gap = await page.evaluate(() => window.longestGap);
      assert.ok(gap < 2000, `the page went ${Math.round(gap)} ms without running a timer`);
      assert.equal(await page.evaluate(() => document.querySelectorAll('#game-log li').length > 1), true, 'the bot played its turn');
      return `longest pause ${Math.round(gap)} ms`;
    },
  },
  {
    name: 'hostile input: the win bot is offered where its solve is quick, by the solver\'s estimate, not by the target alone (zilch to 2,000 takes about half a minute)',
    query: `?preset=zilch&rules=${encodeURIComponent('{ "end": { "target": 2000 } }')}&game=${encodeURIComponent(JSON.stringify({ players: ['You', 'win bot'], seed: 7, firstPlayer: 0, actions: [] }))}&bots=,win`,
    async run(page) {
      assert.match(await status(page, '#game-error'), /^The address seats the win bot in a game to 2,000, which it would solve on this tab first, for about 27 seconds; .* The optimal bot plays in its seat\.$/);
      const offered = () => page.locator('#bot-1 option').evaluateAll((options) => options.map((option) => option.value));
      assert.equal((await offered()).includes('win'), false, 'not offered for zilch to 2,000');
      // Classic to 2,000 (the same overrides) solves in about 2 seconds: offered.
      await page.selectOption('#preset', 'classic');
      await page.locator('#rules-summary', { hasText: /^classic \(custom\)/ }).waitFor();
      assert.equal((await offered()).includes('win'), true, 'offered for classic to 2,000');
    },
  },
];
