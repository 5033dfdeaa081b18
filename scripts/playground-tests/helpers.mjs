// What the playground's browser tests share: reading the page, acting on it as a person would, and
// running the code the page gives in Node against the built package.

/* global document, window, navigator -- in the functions that page.evaluate runs in the page */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a test throws when this browser cannot run it: the runner reports it skipped, with the reason, and goes on. */
export class Skipped extends Error {}

/** A phone's window. */
export const PHONE = { width: 390, height: 844 };

/** Texts of every element `selector` matches, trimmed. */
export async function texts(page, selector) {
  return (await page.locator(selector).allTextContents()).map((text) => text.trim());
}

/** A number as the page prints it (`16,800`), as a number. */
export const points = (text) => Number(String(text).replace(/,/g, ''));

/** Applies JSON overrides (blank: none) over the preset `preset`. */
export async function setRules(page, overrides, preset = 'classic') {
  // Picking the preset showing is no change (a person cannot pick what is picked).
  if ((await page.inputValue('#preset')) !== preset) await page.selectOption('#preset', preset);
  await page.fill('#overrides', overrides);
  await page.click('#rules-form button[type=submit]');
}

export async function scoreRoll(page, roll) {
  await page.fill('#roll', roll);
  await page.press('#roll', 'Enter');
}

/** Whether the page is wider than its window (a horizontal scroll bar). */
export function overflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The faces of the dice drawn in a row (`data-face`: 1 to 6, or `wild`). */
export async function drawnFaces(page, selector) {
  return page.locator(`${selector} svg.die-svg`).evaluateAll((dice) => dice.map((die) => die.getAttribute('data-face')));
}

/**
 * Plays the human seat by its hints until the game is over; bots move at once. Returns how many
 * moves the human made. Fails when the human is to move and no move is marked as the hint.
 */
export async function playByHints(page, maxMoves = 1000) {
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

/** The scoreboard as rows of name and score. */
export function scoreboard(page) {
  return page.locator('#scoreboard tbody tr').evaluateAll((trs) => trs.map((tr) => `${tr.cells[0]?.textContent ?? ''}: ${(tr.cells[1]?.textContent ?? '').replace(/,/g, '')}`));
}

/** The address's query as the page wrote it, for a second page to open. */
export function queryOf(page) {
  return new URL(page.url()).search;
}

/**
 * Copies a panel's code with its "Copy code" button (opening its box), reads it back from the
 * clipboard, runs it in Node against the built package and returns its output lines.
 */
export async function copiedCodeOutput(page, boxId, snippets) {
  const box = page.locator(`#${boxId}`);
  if (!(await box.evaluate((details) => details.open))) await box.locator('summary').click();
  await box.locator('button.copy').click();
  await box.locator('.copied', { hasText: 'Copied.' }).waitFor();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(code, (await box.locator('pre').textContent()) ?? '', 'the clipboard holds the code shown');
  const file = join(snippets, `${boxId}-${Date.now()}.mjs`);
  writeFileSync(file, code);
  return execFileSync(process.execPath, [file], { cwd: snippets, encoding: 'utf8', timeout: 120_000 }).trim().split('\n');
}
