// The game panel: a whole game by hints, its log, the keep buttons, focus, records down and up, its code.

/* global document, getComputedStyle -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copiedCodeOutput, playByHints, points, scoreboard, startGame, texts } from './helpers.mjs';

/** A game in the address: classic with no entry minimum, the person first, a roll of 5 1 3 2 4 6 showing. */
const ROLLED = `?rules=${encodeURIComponent('{ "bank": { "entry": 0 } }')}&game=${encodeURIComponent(JSON.stringify({ players: ['You', 'greedy bot'], seed: 7, firstPlayer: 0, actions: ['r=513246'] }))}&bots=,greedy`;

export const gameTests = [
  {
    name: 'plays a game to the end against a bot, taking every hint; the winner has the top score; the log, framed and scrolling, holds the whole game',
    async run(page, { shots }) {
      await startGame(page);
      await page.locator('#actions button[data-hint]').waitFor({ timeout: 30_000 });
      assert.match(await page.locator('#hint').innerText(), /^Most wins: .+, \d+\.\d % to win \((an estimate|exact, .+)\)\.$/);
      assert.equal(await page.locator('#actions button .chance').count(), await page.locator('#actions button').count());
      const moves = await playByHints(page);
      const winner = await page.locator('#winner').innerText();
      assert.match(winner, /^Winner: (You|greedy bot)$/);
      const rows = (await scoreboard(page)).map((row) => row.split(': '));
      const top = rows.reduce((a, b) => (points(b[1]) > points(a[1]) ? b : a));
      assert.equal(winner, `Winner: ${top[0]}`);
      assert.ok(points(top[1]) > 10000, `the winner's ${top[1]} is over the classic target`);
      // The whole game: from who plays first to the end, a heading for every turn the scoreboard counts.
      const lines = await texts(page, '#game-log li');
      assert.match(lines[0] ?? '', /^(You|greedy bot): first to play\.$/);
      assert.match(lines[lines.length - 1] ?? '', /^Game over: .* won\.$/);
      const turns = Number((await page.locator('#scoreboard caption').innerText()).match(/turn (\d+)$/)?.[1]);
      assert.equal(await page.locator('#game-log li.turn').count(), turns, 'one heading per turn');
      const log = await page.locator('#game-log').evaluate((ol) => ({
        border: parseFloat(getComputedStyle(ol).borderTopWidth),
        scrolls: ol.scrollHeight > ol.clientHeight,
        atEnd: ol.scrollHeight - ol.scrollTop - ol.clientHeight < 2,
      }));
      assert.deepEqual(log, { border: 1, scrolls: true, atEnd: true }, 'a framed box that scrolls, showing the end');
      assert.equal(await page.locator('#actions button').count(), 0);
      await page.screenshot({ path: join(shots, 'laptop-game-over.png'), fullPage: true });
      return `${moves} moves by hint, ${lines.length} lines of log`;
    },
  },
  {
    name: 'keep buttons list faces in face order; after Bank, focus stays with the hand (never <body>) and comes back to the moves',
    query: ROLLED,
    async run(page) {
      const buttons = await texts(page, '#actions button');
      // The roll shows 5 before 1; a keep of both reads 1 5 (a single 1, 100, and a single 5, 50).
      assert.ok(buttons.some((text) => text.startsWith('Keep 1 5 · 150')), buttons.join(' | '));
      assert.ok(!buttons.some((text) => text.startsWith('Keep 5 1')), buttons.join(' | '));
      assert.deepEqual(
        await page.locator('#roll-showing svg.die-svg').evaluateAll((dice) => dice.map((die) => die.getAttribute('data-face'))),
        ['5', '1', '3', '2', '4', '6'],
        'the roll itself shows as it landed',
      );
      await page.locator('#actions button', { hasText: 'Keep 1 5' }).click();
      const bank = page.locator('#actions button', { hasText: 'Bank 150' });
      await bank.focus();
      await page.keyboard.press('Enter');
      // The bot moves step by step: the hand has focus meanwhile.
      const during = await page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName);
      assert.equal(during, 'hand', 'focus is on the hand while the bot plays');
      await page.locator('#actions button', { hasText: /^Roll 6 dice/ }).waitFor({ timeout: 30_000 });
      const back = await page.evaluate(() => ({ text: document.activeElement?.textContent ?? '', inActions: document.getElementById('actions')?.contains(document.activeElement) ?? false }));
      assert.ok(back.inActions, 'focus is back on the moves');
      assert.match(back.text, /^Roll 6 dice/);
      assert.match(await page.locator('#scoreboard tbody tr').first().innerText(), /150/);
    },
  },
  {
    name: 'game records: the record downloads (a GameRecord that replayGame in Node plays to the same scores) and uploads to a replay stepped move by move',
    async run(page, { open, snippets }) {
      await startGame(page, { seed: '21', hints: 'points' });
      for (let move = 0; move < 8; move++) {
        const hinted = page.locator('#actions button[data-hint]');
        await hinted.waitFor();
        await hinted.click();
      }
      const shown = await scoreboard(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#record-download')]);
      assert.equal(download.suggestedFilename(), 'farkle-game-21.json');
      const file = await download.path();
      const record = JSON.parse(readFileSync(file, 'utf8'));
      // Records of this release are of format version 2 (the 128-bit generator).
      assert.equal(record.version, 2);
      assert.equal(record.rules, 'classic');
      assert.deepEqual(record.players, ['You', 'greedy bot']);
      assert.equal(record.seed, 21);
      assert.ok(record.actions.length >= 8, `${record.actions.length} actions`);
      const replayed = execFileSync(process.execPath, ['--input-type=module', '-e', `import { replayGame } from 'farkle-rules'; import { readFileSync } from 'node:fs'; const game = replayGame(JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8'))); for (const p of game.players) console.log(p.name + ': ' + p.score);`], { cwd: snippets, encoding: 'utf8' });
      assert.deepEqual(replayed.trim().split('\n'), shown, 'Node replays the record to the scores the page shows');

      const other = await open();
      await other.setInputFiles('#record-upload', file);
      await other.locator('#replay-bar:not([hidden])').waitFor();
      const last = record.actions.length;
      assert.equal(await other.locator('#replay-position').innerText(), `Move ${last} of ${last}`);
      assert.deepEqual(await scoreboard(other), shown);
      assert.equal(await other.locator('#actions button').count(), 0, 'a replay has no moves to make');
      await other.click('#replay-first');
      assert.equal(await other.locator('#replay-position').innerText(), `Move 0 of ${last}`);
      assert.deepEqual(await scoreboard(other), ['You: 0', 'greedy bot: 0']);
      await other.click('#replay-next');
      assert.equal(await other.locator('#replay-position').innerText(), `Move 1 of ${last}`);
      assert.match(await other.locator('#game-log li').last().innerText(), /rolled/);
      assert.equal(await other.locator('#roll-showing svg.die-svg').count(), 6);
      await other.click('#replay-last');
      assert.deepEqual(await scoreboard(other), shown);
    },
  },
  {
    name: 'the game panel’s code, copied and run in Node against the built package, prints the scores and the turn the page shows',
    query: ROLLED,
    async run(page, { snippets }) {
      await page.locator('#actions button', { hasText: 'Keep 1 5' }).click();
      const lines = await copiedCodeOutput(page, 'game-code', snippets);
      assert.deepEqual(lines.slice(0, 2), await scoreboard(page));
      assert.equal(lines[2], 'You to play, 150 this turn');
      assert.match(await page.locator('#turn-status').innerText(), /^Your turn: 150 this turn\.$/);
    },
  },
];
