/**
 * `--json` on advise, odds, presets, rules, demo and tables list (tables build's in tables-build.test.ts): stdout is one JSON value
 * and nothing else, its fields checked against the library's own answers and the rules.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/random.js';
import type { Die } from '../../src/dice.js';
import { applyAction } from '../../src/game/apply.js';
import { createGame } from '../../src/game/create.js';
import { replayGame, type GameRecord } from '../../src/game/record/record.js';
import { defineRules, resolveRules } from '../../src/rules/define.js';
import { PRESET_NAMES } from '../../src/rules/types.js';
import { legalKeeps } from '../../src/scoring/legal-keeps.js';
import { scoreKeep } from '../../src/scoring/score-keep.js';
import { scoreRoll } from '../../src/scoring/score-roll.js';
import { optimalTurn } from '../../src/strategy/turn/optimal-turn.js';
import { run } from './io.js';

const dir = mkdtempSync(join(tmpdir(), 'farkle-json-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a command under --json: exit 0, and stdout is exactly one JSON value and its line break. */
async function json(argv: readonly string[]): Promise<{ value: unknown; err: string }> {
  const { code, out, err } = await run([...argv, '--json']);
  expect({ code, err: code === 0 ? '' : err }).toEqual({ code: 0, err: '' });
  // One value: JSON.parse refuses anything before or after it.
  expect(out.endsWith('}\n') || out.endsWith(']\n')).toBe(true);
  return { value: JSON.parse(out) as unknown, err };
}

interface KeepJson { keep: { dice: number[]; faces: number[]; points: number }; turnTotal: number; value: number; diceToRoll: number }
interface AdviseJson {
  dice: Die[];
  turnTotal: number;
  minimum: number;
  farkle: boolean;
  keeps: KeepJson[];
  winChances: null | { scores: number[]; method: string; exact: boolean; keeps: { dice: number[]; winChance: number }[] };
}

describe('advise --json', () => {
  it('the keeps are the legal keeps of the dice, worth what scoreKeep says, best first', async () => {
    const { value } = (await json(['advise', '1', '5', '5', '2', '3', '4', '--turn', '300'])) as { value: AdviseJson };
    const dice: Die[] = [1, 5, 5, 2, 3, 4];
    expect(value).toMatchObject({ dice, turnTotal: 300, minimum: 0, farkle: false, winChances: null });
    const legal = legalKeeps(dice).map((keep) => keep.dice.join());
    expect(value.keeps.map((k) => k.keep.dice.join()).sort()).toEqual([...legal].sort());
    for (const { keep, turnTotal, diceToRoll } of value.keeps) {
      expect(keep.faces).toEqual(keep.dice.map((i) => dice[i]));
      expect(keep.points).toBe(scoreKeep(keep.faces as Die[]).points);
      expect(turnTotal).toBe(300 + keep.points);
      expect(diceToRoll).toBe(keep.dice.length === 6 ? 6 : 6 - keep.dice.length);
    }
    const values = value.keeps.map((k) => k.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('not on the board, the entry is the minimum; a farkle has no keeps', async () => {
    const entry = (await json(['advise', '1', '5', '--not-on-board'])) as { value: AdviseJson };
    expect(entry.value.minimum).toBe(resolveRules('classic').bank.entry);
    const farkle = (await json(['advise', '2', '3', '4', '6'])) as { value: AdviseJson };
    expect(farkle.value).toMatchObject({ farkle: true, keeps: [], winChances: null });
  });

  it('--scores: each keep by its chance to win, the cost line on stderr', async () => {
    const { code, out, err } = await run(['advise', '1', '5', '5', '2', '3', '4', '--turn', '300', '--scores', '100,200', '--target', '600', '--json']);
    expect(code).toBe(0);
    expect(err).toMatch(/^Solve: exact/);
    const value = JSON.parse(out) as AdviseJson;
    expect(value.winChances).toMatchObject({ scores: [100, 200], method: 'table', exact: true });
    const chances = value.winChances?.keeps ?? [];
    expect(chances.length).toBeGreaterThan(0);
    const legal = new Set(value.keeps.map((k) => k.keep.dice.join()));
    for (const { dice, winChance } of chances) {
      expect(legal.has(dice.join())).toBe(true);
      expect(winChance).toBeGreaterThanOrEqual(0);
      expect(winChance).toBeLessThanOrEqual(1);
    }
    const ranked = chances.map((c) => c.winChance);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
  });
});

interface Fraction { numerator: number; denominator: number }
interface TurnJson { expectedScore: number; minimum: number; bankFrom: { dice: number; lowest: number | null; highest: number | null }[] }
interface OddsJson {
  rolls: { diceCount: number; rolls: number; farkle: Fraction; hotDice: Fraction; effects: Fraction; distribution: { points: number; ways: number }[] }[];
  turnUnsupported: string | null;
  turn: null | { step: number; onBoard: TurnJson; notOnBoard: TurnJson };
}

/** Every roll of n dice, by counting in base 6. */
function allRolls(n: number): Die[][] {
  return Array.from({ length: 6 ** n }, (_, k) => Array.from({ length: n }, (_, i) => ((Math.floor(k / 6 ** i) % 6) + 1) as Die));
}

describe('odds --json', () => {
  it('per dice count, the chances sum to 1 and the farkles are those counted roll by roll', async () => {
    const { value } = (await json(['odds'])) as { value: OddsJson };
    expect(value.rolls.map((r) => r.diceCount)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const row of value.rolls) {
      expect(row.rolls).toBe(6 ** row.diceCount);
      const ways = row.distribution.reduce((sum, d) => sum + d.ways, 0);
      expect((ways + row.effects.numerator) / row.rolls).toBe(1);
      const zero = row.distribution.find((d) => d.points === 0)?.ways ?? 0;
      expect(zero / row.rolls).toBe(row.farkle.numerator / row.farkle.denominator);
      if (row.diceCount > 4) continue;
      const farkles = allRolls(row.diceCount).filter((roll) => scoreRoll(roll).farkle).length;
      expect(farkles / row.rolls).toBe(row.farkle.numerator / row.farkle.denominator);
    }
    // One die: only a 1 or a 5 scores.
    expect(value.rolls[0]?.farkle.numerator).toBe((value.rolls[0]?.farkle.denominator ?? 0) * (4 / 6));
  });

  it('bank from: the first total on the grid where the optimal turn banks', async () => {
    const { value } = (await json(['odds'])) as { value: OddsJson };
    const policy = optimalTurn('classic', { onBoard: true });
    expect(value.turnUnsupported).toBeNull();
    expect(value.turn?.onBoard.expectedScore).toBe(policy.expectedScore);
    expect(value.turn?.notOnBoard.minimum).toBe(resolveRules('classic').bank.entry);
    for (const { dice, lowest, highest } of value.turn?.onBoard.bankFrom ?? []) {
      expect(highest).toBe(lowest);
      if (lowest === null) continue;
      expect(policy.shouldRoll(lowest, dice)).toBe(false);
      if (lowest - policy.step >= policy.minimum) expect(policy.shouldRoll(lowest - policy.step, dice)).toBe(true);
    }
  });

  it('spicy dice: the lowest is at most the highest', async () => {
    const { value } = (await json(['odds', '--rules', 'spicy'])) as { value: OddsJson };
    for (const { lowest, highest } of value.turn?.onBoard.bankFrom ?? []) {
      expect((lowest ?? Infinity) <= (highest ?? Infinity)).toBe(true);
    }
  });
});

describe('rules and presets --json', () => {
  it.each(PRESET_NAMES)('rules --rules %s --json is resolveRules of the preset', async (name) => {
    const { value } = await json(['rules', '--rules', name]);
    expect(value).toEqual(resolveRules(name));
  });

  it('rules --target: the preset played to the target', async () => {
    const { value } = (await json(['rules', '--rules', 'zilch', '--target', '2000'])) as { value: { end: { target: number } } };
    expect(value.end.target).toBe(2000);
  });

  it('rules refuses --json with --markdown, a usage error', async () => {
    expect(await run(['rules', '--json', '--markdown'])).toMatchObject({ code: 2, out: '' });
  });

  it('presets --json: the presets in order, then the rule set of --target', async () => {
    expect((await json(['presets'])).value).toEqual(PRESET_NAMES.map((name) => resolveRules(name)));
    const { value } = (await json(['presets', '--target', '2000'])) as { value: { name: string; end: { target: number } }[] };
    expect(value).toHaveLength(PRESET_NAMES.length + 1);
    expect(value.at(-1)?.end.target).toBe(2000);
  });
});

describe('demo --json', () => {
  it('prints the record of the game the text shows, which replays to the same end and analyze reads', async () => {
    const { value } = (await json(['demo', '--target', '500', '--seed', '4'])) as { value: GameRecord };
    const end = replayGame(value);
    // The same game played here: two random players, seed 4.
    let state = createGame({ rules: defineRules({ end: { target: 500 } }), players: ['Ann', 'Bob'], seed: 4 });
    while (!state.over) state = applyAction(state, randomBot(state));
    expect(end.over).toBe(true);
    expect(end.players.map((p) => [p.name, p.score])).toEqual(state.players.map((p) => [p.name, p.score]));
    expect(end.turnNumber).toBe(state.turnNumber);
    const text = await run(['demo', '--target', '500', '--seed', '4']);
    expect(text.out).toContain(`scores: `);
    const path = join(dir, 'demo.json');
    writeFileSync(path, JSON.stringify(value));
    const analyzed = await run(['analyze', path, '--no-tables', '--json']);
    expect(analyzed.code).toBe(0);
    expect(Array.isArray((JSON.parse(analyzed.out) as { decisions: unknown }).decisions)).toBe(true);
  });

  it('a game stopped by --max-turns says so on stderr', async () => {
    const { code, out, err } = await run(['demo', '--max-turns', '1', '--json']);
    expect(code).toBe(0);
    expect(replayGame(JSON.parse(out) as GameRecord).over).toBe(false);
    expect(err).toContain('stopped unfinished after 1 turns');
  });
});

describe('tables list --json', () => {
  it('list: the version and the tables the text lists', async () => {
    const { value } = (await json(['tables', 'list'])) as { value: { version: string | null; tables: { rules: string; target: number }[] } };
    const text = (await run(['tables', 'list'])).out;
    for (const table of value.tables) expect(text).toContain(`  ${table.rules} `);
    if (value.tables.length > 0) expect(text).toContain(`${value.tables.length} table`);
    else expect(value.version === null || text.includes('0 tables')).toBe(true);
  });
});

describe('--json in the help, and errors under it', () => {
  it.each(['score', 'advise', 'odds', 'simulate', 'solve', 'analyze', 'tables', 'presets', 'rules', 'demo'])('help %s lists --json', async (command) => {
    expect((await run(['help', command])).out).toMatch(/\n {2}--json +/);
  });

  it('play does not list it', async () => {
    expect((await run(['help', 'play'])).out).not.toMatch(/\n {2}--json +/);
  });

  it.each([['odds', '--rules', 'clasic'], ['advise', '9'], ['demo', '--players', 'Ann'], ['presets', '--rules', 'nosuch']])('%j --json: exit 1, stdout empty', async (...argv) => {
    const { code, out, err } = await run([...argv, '--json']);
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toMatch(/^farkle-rules: .*\[[a-z-]+\]\n$/);
  });
});
