/**
 * `farkle-rules analyze GAME.json`: the scripted game of test/support/analysis-game.ts, its
 * decisions' lines and the players' summary checked against the chances worked out there; `--json`;
 * `--table` with a table file made here; every file refused in one line naming it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defineRules, encodeWinTable, optimalWinChance, recordAction, startRecord, type Action, type GameRecord } from '../../src/index.js';
import { percent } from '../../src/cli/format.js';
import { DECISIONS, gameRecord, markOf, worked } from '../support/analysis-game.js';
import { overlong, run } from './io.js';

const dir = mkdtempSync(join(tmpdir(), 'farkle-analyze-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A file in the test's folder holding `contents` (JSON for anything but a string or bytes). */
function file(name: string, contents: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof contents === 'string' || contents instanceof Uint8Array ? contents : JSON.stringify(contents));
  return path;
}

const game = file('game.json', gameRecord());

/** A line's cells, as the table sets them apart (two spaces or more). */
function cells(line: string): string[] {
  return line.trim().split(/\s{2,}/);
}

/** What a refused file must give: exit 1, nothing on standard output, one line naming the file, the problem and the code. */
function expectRefused(result: { code: number; out: string; err: string }, text: string): void {
  expect(result.code).toBe(1);
  expect(result.out).toBe('');
  expect(result.err.trim().split('\n')).toHaveLength(1);
  expect(result.err).toContain(text);
}

describe('analyze', () => {
  it('prints a line per decision: the turn, the player, the action, the best where it lost, the chances, the loss, the mark', async () => {
    const { code, out, err } = await run(['analyze', game]);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(overlong(out)).toEqual([]);
    const lines = out.split('\n');
    // The game is solved on first use: its cost comes first, as advise tells it.
    expect(lines[0]).toMatch(/^Solve: exact, a table of [\d,]+ win chances/);
    expect(lines[1]).toBe('Ann vs Bob, classic (custom) rules to 1,000: the game is not over (turn 6).');
    const header = lines.findIndex((line) => line.startsWith('turn '));
    expect(cells(lines[header] ?? '')).toEqual(['turn', 'player', 'action', 'best', 'before', 'after', 'lost', 'mark']);
    const rows = lines.slice(header + 1, header + 1 + DECISIONS.length);
    DECISIONS.forEach((decision, i) => {
      const { before, after, lost, best, taken } = worked(decision);
      const name = decision.player === 0 ? 'Ann' : 'Bob';
      const expected = [String(decision.turn), name, taken.words, ...(lost > 0 ? [best.words] : []), percent(before, 2), percent(after, 2), percent(lost, 2)];
      const mark = markOf(lost);
      expect(cells(rows[i] ?? '')).toEqual(mark === null ? expected : [...expected, mark]);
    });
    expect(lines[header + 1 + DECISIONS.length]).toBe('Marks: inaccuracy from 1% lost, mistake from 3%, blunder from 8%.');
    expect(out).not.toContain('~');
  });

  it("ends with each player's summary: decisions, the loss in all, the marks, how the chances were found", async () => {
    const { out } = await run(['analyze', game]);
    const lines = out.trimEnd().split('\n');
    const header = lines.findIndex((line) => line.startsWith('player '));
    expect(cells(lines[header] ?? '')).toEqual(['player', 'decisions', 'lost', 'inaccuracies', 'mistakes', 'blunders', 'chances']);
    ['Ann', 'Bob'].forEach((name, seat) => {
      const losses = DECISIONS.filter((d) => d.player === seat).map((d) => worked(d).lost);
      const count = (mark: string): string => String(losses.filter((l) => markOf(l) === mark).length);
      const total = percent(losses.reduce((a, b) => a + b, 0), 2);
      expect(cells(lines[header + 1 + seat] ?? '')).toEqual([name, String(losses.length), total, count('inaccuracy'), count('mistake'), count('blunder'), 'exact']);
    });
    expect(lines).toHaveLength(header + 3);
  });

  it('--json prints the analysis as JSON, and nothing else', async () => {
    const { code, out } = await run(['analyze', game, '--json']);
    expect(code).toBe(0);
    const analysis = JSON.parse(out) as { decisions: { index: number; before: number; after: number; lost: number; mark: string | null; taken: Action }[]; players: { name: string }[] };
    expect(analysis.decisions.map((d) => d.index)).toEqual(DECISIONS.map((d) => d.index));
    analysis.decisions.forEach((found, i) => {
      const decision = DECISIONS[i];
      if (decision === undefined) throw new Error('one decision more than the game has');
      const { before, after, lost, taken } = worked(decision);
      expect(found.before).toBeCloseTo(before, 12);
      expect(found.after).toBeCloseTo(after, 12);
      expect(found.lost).toBeCloseTo(lost, 12);
      expect(found.mark).toBe(markOf(lost));
      expect(found.taken).toEqual(taken.action);
    });
    expect(analysis.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
  });

  it('marks estimates with ~ and says so, in a game too large to solve on first use', async () => {
    let record = startRecord({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
    record = recordAction(record, { type: 'roll', dice: [1, 5, 2, 3, 3, 6] });
    record = recordAction(record, { type: 'keep', dice: [0] });
    // --no-tables: the classic game's table of farkle-rules-tables left unread.
    const { code, out } = await run(['analyze', file('classic.json', record), '--no-tables']);
    expect(code).toBe(0);
    const row = out.split('\n').find((line) => line.trimStart().startsWith('1  Ann'));
    expect(cells(row ?? '')[3]).toMatch(/^~\d+\.\d\d%$/);
    expect(out).toContain('~ an estimate: no solved table covers these states (--table reads one).');
    expect(out).toMatch(/\nAnn +1 .* estimate\n/);
  });
});

describe('analyze --table', () => {
  // Three dice to 2,550: 51 steps of the score grid, past what advice solves on first use, and solved here in a moment.
  const rules = defineRules({ dice: 3, bank: { entry: 0 }, end: { target: 2550 } });
  const solved = optimalWinChance(rules);
  const table = file('dice3-2550.bin', encodeWinTable(solved, { encoding: 'exact' }));
  let record = startRecord({ rules, players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
  record = recordAction(record, { type: 'roll', dice: [1, 5, 2] });
  record = recordAction(record, { type: 'keep', dice: [1] });
  const path = file('dice3.json', record);

  it('values the decisions from the table given, exactly: without it they are estimates', async () => {
    const without = JSON.parse((await run(['analyze', path, '--json'])).out) as GameAnalysisJson;
    expect(without.decisions.map((d) => [d.method, d.exact])).toEqual([['estimate', false]]);
    const { code, out } = await run(['analyze', path, '--json', '--table', table]);
    expect(code).toBe(0);
    const found = (JSON.parse(out) as GameAnalysisJson).decisions[0];
    expect(found).toMatchObject({ method: 'table', exact: true });
    // The keeps of 1 5 2: the 1 (100, two dice left), the 5 (50), both (150, one die).
    const chance = (total: number, left: number): number => {
      const { bank, roll } = solved.choices(0, 0, total, left);
      return Math.max(bank ?? 0, roll);
    };
    const [one, five, both] = [chance(100, 2), chance(50, 2), chance(150, 1)];
    expect(found?.before).toBeCloseTo(Math.max(one, five, both), 12);
    expect(found?.after).toBeCloseTo(five, 12);
  });

  it('refuses a table of other rules or another target, and a file that is no table, naming the file', async () => {
    const other = file('other.bin', encodeWinTable(optimalWinChance(defineRules({ dice: 4, bank: { entry: 0 }, end: { target: 500 } }))));
    const mismatch = await run(['analyze', path, '--table', other]);
    expectRefused(mismatch, `${other}: table.rules: this table is for `);
    expect(mismatch.err).toMatch(/\[table-mismatch\]\n$/);
    const elsewhere = file('elsewhere.bin', encodeWinTable(optimalWinChance(defineRules({ dice: 3, bank: { entry: 0 }, end: { target: 500 } }))));
    expectRefused(await run(['analyze', path, '--table', elsewhere]), `${elsewhere}: table.target: this table is solved to 500; asked for `);
    const junk = file('junk.bin', new Uint8Array(64).fill(7));
    const result = await run(['analyze', path, '--table', junk]);
    expectRefused(result, `${junk}: `);
    expect(result.err).toMatch(/\[(invalid|unsupported)-table\]\n$/);
    expectRefused(await run(['analyze', path, '--table', join(dir, 'none.bin')]), `${join(dir, 'none.bin')}: cannot read the table file (no such file) [invalid-options]`);
  });
});

/** The fields of `--json`'s output these tests read. */
interface GameAnalysisJson {
  readonly decisions: readonly { method: string; exact: boolean; before: number; after: number }[];
}

describe('analyze refuses what is no game file, in one line naming the file', () => {
  it('a missing file, a folder, a file that is not JSON', async () => {
    const missing = join(dir, 'missing.json');
    expectRefused(await run(['analyze', missing]), `${missing}: cannot read the game file (no such file) [invalid-options]`);
    const folder = join(dir, 'folder.json');
    mkdirSync(folder);
    expectRefused(await run(['analyze', folder]), `${folder}: cannot read the game file (it is a folder; a game file must be a regular file) [invalid-options]`);
    const text = file('text.json', 'Ann won');
    expectRefused(await run(['analyze', text]), `${text}: the game file is not valid JSON (`);
  });

  it.each([
    ['an array', [1, 2], 'record: expected a game record, got an array [invalid-record]'],
    ['an object of other fields', { moves: [] }, 'record.moves: unknown field; a record has version, rules, players, seed, firstPlayer, firstPlayerDice, actions [invalid-record]'],
    ['a record with an action the game refuses', { ...(JSON.parse(JSON.stringify(gameRecord())) as object), actions: ['r=152336', 'k2'] }, 'record.actions[1].dice: '],
  ])('JSON that is not a game record: %s', async (_name, value, text) => {
    const path = file('not-a-record.json', value);
    const result = await run(['analyze', path]);
    expectRefused(result, `${path}: ${text}`);
  });

  it('a game of more decisions than it analyzes without --force', async () => {
    // A turn each: a roll whose only keep is a 5, then a bank of 50 (a choice: rolling on was open).
    let record: GameRecord = startRecord({ rules: defineRules({ bank: { entry: 0 }, end: { target: 100_000 } }), players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
    for (let turn = 0; turn < 1001; turn++) {
      for (const action of [{ type: 'roll', dice: [5, 2, 3, 4, 6, 6] }, { type: 'keep', dice: [0] }, { type: 'bank' }] as const) record = recordAction(record, action);
    }
    const path = file('long.json', record);
    expectRefused(await run(['analyze', path]), `${path}: the game has more than 1,000 decisions; pass --force to analyze them all [invalid-options]`);
  }, 60_000);

  it('a command line without one game file', async () => {
    for (const args of [['analyze'], ['analyze', game, game]]) {
      const { code, err } = await run(args);
      expect(code).toBe(2);
      expect(err).toContain('analyze takes one game file');
    }
    expect((await run(['analyze', game, '--rules', 'zilch'])).code).toBe(2);
  });
});
