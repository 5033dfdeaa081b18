/**
 * Games that stop (issue 17, item 2): the CLI's `demo` once wrote 286 MB in 30 s of a game that
 * could never end. Such rule sets are now refused up front; and `demo`, `play` and `simulate` stop
 * a game still going after `--max-turns` turns (default 10,000) and say so, as `simulate`'s
 * `maxTurns` does, never counting a stopped game as a win.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, greedyBot, simulate } from '../../src/index.js';
import { DEFAULT_MAX_TURNS } from '../../src/simulate/limits.js';
import { run, withRules } from './io.js';

/** Clear combo with three 2s alone scoring: a game ends only by carrying on a farkled total, which the greedy bot never does. */
const CARRY_OR_NOTHING = {
  scoring: {
    singles: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 },
    threeOfAKind: { 1: 0, 2: 200, 3: 0, 4: 0, 5: 0, 6: 0 },
    fourOfAKind: null,
    fiveOfAKind: null,
    sixOfAKind: null,
    straights: [],
    threePairs: null,
    fourOfAKindAndPair: null,
    twoTriplets: null,
  },
  turn: { clearCombo: true, carryOn: true },
};

describe('rule sets under which no game can end', () => {
  it('the issue: demo with an exact target of 10,001 is refused in one line, before a game starts', async () => {
    await withRules({ end: { target: 10_001, trigger: 'exact' } }, async (path) => {
      for (const command of [['demo'], ['play', '--players', 'greedy,random'], ['simulate', '--games', '1']]) {
        const { code, out, err } = await run([...command, '--rules', path]);
        expect(code).toBe(1);
        expect(out).toBe('');
        expect(err.trim().split('\n')).toHaveLength(1);
        expect(err).toMatch(/end\.target: no game could end: every score is a multiple of 50 so none can ever be exactly 10,001 \[invalid-rules\]/);
      }
    });
  });
});

describe('--max-turns', () => {
  it('demo stops a game still going after that many turns, and says so', async () => {
    const { code, out } = await run(['demo', '--max-turns', '3', '--seed', '1']);
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines.at(-1)).toBe('The game is stopped unfinished after 3 turns (--max-turns): nobody won.');
    expect(out).not.toMatch(/wins|won the game/);
  });

  it('play stops a game of bots after that many turns, with the scores', async () => {
    const { code, out } = await run(['play', '--players', 'greedy,random', '--max-turns', '4', '--seed', '2']);
    expect(code).toBe(0);
    // Four turns played; the fifth is announced and stopped before its first roll.
    expect(out).toMatch(/-- turn 4: [^\n]*\n {2}rolls /);
    expect(out).toMatch(/-- turn 5: [^\n]*\nThe game is stopped unfinished after 4 turns \(--max-turns\): nobody won\.\n/);
  });

  it('simulate reports games stopped at the limit as unfinished, not as wins', async () => {
    await withRules(CARRY_OR_NOTHING, async (path) => {
      const { code, out } = await run(['simulate', '--rules', path, '--bots', 'greedy,greedy', '--games', '3', '--max-turns', '20']);
      expect(code).toBe(0);
      expect(out).toContain('Games stopped unfinished after 20 turns (--max-turns), with no winner: 3.');
      // Each game was stopped at 20 turns, not at the default 10,000.
      expect(out).toMatch(/^Average game: 20(\.0)? turns/m);
      expect(out).toMatch(/^ +1 +greedy +0 +0\.00%/m);
      expect(out).toMatch(/^ +2 +greedy +0 +0\.00%/m);
    });
  });

  it('is a whole number of turns of at least 1, and applies to play, demo and simulate only', async () => {
    for (const bad of ['0', '-1', 'many', '1.5', '1000001']) {
      const { code, err } = await run(['demo', '--max-turns', bad]);
      expect(code).toBe(1);
      expect(err).toMatch(/--max-turns: expected a whole number 1 to 1000000/);
    }
    expect((await run(['score', '1', '--max-turns', '5'])).code).toBe(2);
  });
});

describe('simulate stops games that go on, by default after 10,000 turns', () => {
  it('a rule set some game can end is accepted, and greedy bots that never carry on are stopped, not counted as winners', () => {
    const rules = defineRules(CARRY_OR_NOTHING);
    const result = simulate({ rules, bots: [greedyBot, greedyBot], games: 2, seed: 1, maxTurns: 50 });
    expect(result.unfinished).toBe(2);
    expect(result.players.map((player) => player.wins)).toEqual([0, 0]);
    expect(result.noWinner).toBe(0);
    expect(DEFAULT_MAX_TURNS).toBe(10_000);
    // The default: a game stopped after 10,000 turns.
    const long = simulate({ rules, bots: ['greedy', 'greedy'], games: 1, seed: 1 });
    expect(long.unfinished).toBe(1);
    expect(long.turns).toBe(DEFAULT_MAX_TURNS);
  }, 120_000);
});
