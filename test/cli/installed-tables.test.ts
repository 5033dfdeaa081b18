/**
 * The installed farkle-rules-tables package (the workspace's tables/, linked
 * into node_modules) in the commands: `tables list` shows its manifest;
 * `solve`, `advise --scores`, `play` and `analyze` read the table of the game
 * played, say so in a line, and with `--no-tables` do as without the
 * package. Skipped (failed under CI) when the package cannot be imported. A
 * damaged table is told in one line and left out: a source made here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  decodeWinTable,
  encodeWinTable,
  greedyBot,
  optimalWinChance,
  presets,
  rulesFingerprint,
  winBot,
  type GameState,
  type WinChanceSolution,
} from '../../src/index.js';
import { percent, points } from '../../src/cli/format.js';
import { packagedTable, type TablesSource } from '../../src/cli/installed-tables.js';
import { IN_CI } from '../support/build.js';
import type * as TablesPackage from 'farkle-rules-tables/node';
import { capture, run, typed } from './io.js';

type Package = typeof TablesPackage;
const loaded: Package | Error = await import('farkle-rules-tables/node').then(
  (module) => module,
  (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
);
const problem = loaded instanceof Error ? `farkle-rules-tables cannot be imported (${loaded.message})` : null;
const skip = problem !== null && !IN_CI;
const note = skip ? ` (skipped: ${problem})` : '';
if (skip) console.warn(`Tests of the installed tables skipped: ${problem}.`);

function pkg(): Package {
  if (loaded instanceof Error) throw loaded;
  return loaded;
}

/** The package's table of a preset, decoded here from its file. */
function decoded(preset: 'zilch' | 'classic'): WinChanceSolution {
  return decodeWinTable(pkg().readTableSync(preset));
}

const ZILCH_NOTE = 'Win chances from the table of zilch to 10,000 (farkle-rules-tables).';

const dir = mkdtempSync(join(tmpdir(), 'farkle-installed-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(skip)(`the installed farkle-rules-tables${note}`, () => {
  it('tables list: every table of its manifest, a line each', async () => {
    const { code, out, err } = await run(['tables', 'list']);
    expect(code).toBe(0);
    expect(err).toBe('');
    const { tables } = pkg();
    expect(tables.length).toBeGreaterThan(0);
    expect(out).toMatch(new RegExp(`^farkle-rules-tables \\S+: ${tables.length} tables?,`));
    const rows = out.split('\n').filter((line) => /^ {2}[a-z]+ +[\d,]+ /.test(line));
    expect(rows.map((row) => row.trim().split(/ +/).slice(0, 3))).toEqual(tables.map((table) => [table.rules, points(table.target), points(table.states)]));
    for (const [i, table] of tables.entries()) expect(rows[i]?.endsWith(` ${percent(table.firstPlayerWinChance)}`)).toBe(true);
  });

  it('solve of zilch\'s own game: the table\'s chances, at once, and a line saying so', async () => {
    const solved = decoded('zilch');
    const { code, out, err } = await run(['solve', '--rules', 'zilch']);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out.split('\n')[0]).toBe(ZILCH_NOTE);
    expect(out).not.toContain('Solve:');
    expect(out).toContain(`the first player wins ${percent(solved.firstPlayerWinChance)} of games`);
    // The grid's row for 5,000 points, against 0, 2,500, 5,000, 7,500 and 9,000.
    const row = out.split('\n').find((line) => line.startsWith('  5,000 '));
    expect(row?.trim().split(/ +/).slice(1)).toEqual([0, 2500, 5000, 7500, 9000].map((theirs) => percent(solved.winChance(5000, theirs))));
  });

  it('finds the table by the rules, whatever they are called', async () => {
    const path = join(dir, 'ours.json');
    writeFileSync(path, JSON.stringify({ base: 'zilch', name: 'our zilch' }));
    const { code, out } = await run(['solve', '--rules', path]);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe(ZILCH_NOTE);
    expect(out).toContain(`the first player wins ${percent(decoded('zilch').firstPlayerWinChance)} of games`);
    // Another target is another game: no table, and a solve refused as too long.
    expect((await run(['solve', '--rules', 'zilch', '--target', '9950'])).err).toContain('pass --force to run it');
  });

  it('--no-tables: solve does without it (zilch\'s own game is then refused as too long)', async () => {
    const { code, out, err } = await run(['solve', '--rules', 'zilch', '--no-tables']);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^farkle-rules: zilch is played to 10,000 \(its own target: no --target was given\): a solve estimated at about [\d.]+ (min|h) \(over ten minutes\); pass --force to run it, or --target N for a smaller game \[invalid-options\]\n$/);
  });

  it('advise --scores: every keep by the table\'s chance, exactly; --no-tables estimates', async () => {
    const solved = decoded('zilch');
    const args = ['advise', '1', '5', '5', '2', '3', '4', '--turn', '300', '--scores', '8000,9000', '--rules', 'zilch'];
    const { code, out, err } = await run(args);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toContain(`Scores 8,000 (yours), 9,000.\n${ZILCH_NOTE}\nEvery legal keep by your chance to win (exact, solved table):\n`);
    // After a keep, the better of banking the turn total and rolling the dice left on.
    const after = (total: number, left: number): string => {
      const { bank, roll } = solved.choices(8000, 9000, total, left, false);
      return percent(Math.max(bank ?? 0, roll), 1);
    };
    const rows = out.slice(out.indexOf('Every legal keep by your chance')).split('\n').slice(2, -1);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.find((line) => line.startsWith('  1 '))).toMatch(new RegExp(` ${after(400, 5).replace('.', '\\.')} `));
    expect(rows.find((line) => line.startsWith('  5 '))).toMatch(new RegExp(` ${after(350, 5).replace('.', '\\.')} `));
    expect(rows.find((line) => line.startsWith('  1 5 '))).toMatch(new RegExp(` ${after(450, 4).replace('.', '\\.')} `));
    const without = await run([...args, '--no-tables']);
    expect(without.out).not.toContain('farkle-rules-tables');
    expect(without.out).toContain('Every legal keep by your chance to win (estimate):');
  });

  it('play: a win bot plays from the table at once, as winBot of the table does', async () => {
    const { code, out } = await run(['play', '--players', 'win,greedy', '--rules', 'zilch', '--seed', '4', '--max-turns', '20']);
    expect(code).toBe(0);
    expect(out.split('\n')[1]).toBe(ZILCH_NOTE);
    // The same game played through the library: the table's own bot against greedy.
    const bots = [winBot(decoded('zilch')), greedyBot];
    let game: GameState = createGame({ rules: presets.zilch, players: ['win', 'greedy'], seed: 4 });
    while (!game.over && game.turnNumber <= 20) game = applyAction(game, (bots[game.turn.player] ?? greedyBot)(game));
    const last = (name: string): string | undefined => out.split('\n').filter((line) => line.startsWith(`  ${name} `)).at(-1);
    for (const player of game.players) expect(last(player.name)).toMatch(new RegExp(`^ {2}${player.name} +${points(player.score)}( |$)`));
  });

  it('play: the hints read the table; --no-tables estimates', async () => {
    const args = ['play', '--players', 'Ann,greedy', '--rules', 'zilch', '--seed', '2'];
    const withTable = await run(args, typed(['h', 'q']));
    expect(withTable.out.split('\n')[1]).toBe(ZILCH_NOTE);
    expect(withTable.out).toMatch(/\n {2}Win chance: [\d.]+% \(exact, solved table\)\.\n/);
    const without = await run([...args, '--no-tables'], typed(['h', 'q']));
    expect(without.out).not.toContain('farkle-rules-tables');
    expect(without.out).toMatch(/\n {2}Win chance: [\d.]+% \(estimate\)\.\n/);
  });

  it('analyze: a game of the package\'s rules and target is valued from its table, unless --table or --no-tables', async () => {
    const game = join(dir, 'game.json');
    writeFileSync(game, JSON.stringify({ version: 2, rules: 'classic', players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0, actions: ['r=152336', 'k01', 'r=4426'] }));
    const withTable = await run(['analyze', game]);
    expect(withTable.code).toBe(0);
    expect(withTable.out.split('\n')[0]).toBe('Win chances from the table of classic to 10,000 (farkle-rules-tables).');
    expect(withTable.out).not.toContain('~');
    const json = JSON.parse((await run(['analyze', game, '--json'])).out) as { decisions: { method: string; exact: boolean; before: number; after: number }[] };
    expect(json.decisions.map((d) => [d.method, d.exact])).toEqual([['table', true]]);
    // Ann rolled 1 5 2 3 3 6 and kept 1 5 (150, four dice to roll); the best keep is the 1 alone (100, five dice).
    const solved = decoded('classic');
    expect(json.decisions[0]?.after).toBe(solved.choices(0, 0, 150, 4, false).roll);
    expect(json.decisions[0]?.before).toBe(solved.choices(0, 0, 100, 5, false).roll);
    const without = await run(['analyze', game, '--no-tables']);
    expect(without.out).not.toContain('farkle-rules-tables');
    expect(without.out).toContain('~ an estimate');
  });
});

describe('a damaged table in the package', () => {
  const entry = { rules: 'zilch', target: 10_000, file: 'zilch-10000.bin', bytes: 99, states: 952_200, encoding: 'compact', firstPlayerWinChance: 0.5, fingerprint: rulesFingerprint('zilch') };

  it('is told in one line on stderr, read once, and left out', () => {
    let reads = 0;
    const source: TablesSource = {
      version: '1.0.0',
      tables: [entry],
      readTableSync: () => {
        reads += 1;
        return new TextEncoder().encode('FRKLTABL but not a table');
      },
    };
    const captured = capture();
    expect(packagedTable(source, presets.zilch, captured.io)).toBeNull();
    expect(packagedTable(source, presets.zilch, captured.io)).toBeNull();
    expect(reads).toBe(1);
    const lines = captured.err().split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^farkle-rules: the table of zilch to 10,000 in farkle-rules-tables cannot be used \(.*\[invalid-table\]\); going on without it \(npm install farkle-rules-tables reinstalls it\)$/);
    expect(captured.out()).toBe('');
    // Another game, or the same rules to another target, reads nothing.
    expect(packagedTable(source, presets.classic, captured.io)).toBeNull();
    expect(reads).toBe(1);
  });

  it('a table of other rules under the entry is refused as a mismatch', () => {
    // A sound table, of another game: classic to 300.
    const classic = encodeWinTable(optimalWinChance('classic', { target: 300 }));
    const source: TablesSource = { version: null, tables: [entry], readTableSync: () => classic };
    const captured = capture();
    expect(packagedTable(source, presets.zilch, captured.io)).toBeNull();
    expect(captured.err()).toContain('[table-mismatch]');
  });
});
