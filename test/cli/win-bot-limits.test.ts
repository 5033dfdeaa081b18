/**
 * The win bot at a target too large for it to solve on first use: it plays as the optimal turn
 * bot (the same moves) instead of solving for an hour, and the CLI's simulate and play say so
 * before the first move, with the solve's estimate. Within the limit it solves, and says what.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, bots, createGame, defineRules, solveCost, type GameState } from '../../src/index.js';
import { solvingWinBot, solvingWinBotPlan, SOLVING_BOT_SECONDS } from '../../src/bots/solving-win.js';
import { run } from './io.js';

/** A few states of a game played by greedy play. */
function states(rules: ReturnType<typeof defineRules>, count: number): GameState[] {
  const out: GameState[] = [];
  let state = createGame({ rules, players: ['A', 'B'], seed: 5 });
  while (out.length < count && !state.over) {
    out.push(state);
    state = applyAction(state, bots.greedy(state));
  }
  return out;
}

describe('solvingWinBot past its solve limit', () => {
  it('plays a 99,999-point classic game as the optimal turn bot, at once', () => {
    const rules = defineRules({ end: { target: 99_999 } });
    // The solve it does not start: over the limit by the library's own estimate.
    expect(solveCost(rules, { target: 99_999 }).seconds ?? 0).toBeGreaterThan(SOLVING_BOT_SECONDS);
    const started = Date.now();
    for (const state of states(rules, 40)) expect(solvingWinBot(state)).toEqual(bots.optimal(state));
    // Not an hour's solve: seconds at most on a loaded machine.
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

describe('solvingWinBot past the solver, or under rules the solver leaves out', () => {
  it('plays as the optimal turn bot where the solver refuses the target (100,000 classic, 50,000 zilch) instead of throwing', () => {
    for (const rules of [defineRules({ end: { target: 100_000 } }), defineRules({ end: { target: 50_000 } }, 'zilch')]) {
      for (const state of states(rules, 10)) expect(solvingWinBot(state)).toEqual(bots.optimal(state));
    }
  });

  it('counts the cost of rules it ignores in its choices (carry on) against its limit too', () => {
    // Carry on is left out of the solve; the solve of the rest is still an hour at 50,000.
    const rules = defineRules({ turn: { carryOn: true }, end: { target: 50_000 } });
    expect(solveCost(rules, { target: 50_000, ignoreUnsupported: true }).seconds ?? 0).toBeGreaterThan(SOLVING_BOT_SECONDS);
    const started = Date.now();
    for (const state of states(rules, 10)) expect(solvingWinBot(state)).toEqual(bots.optimal(state));
    expect(Date.now() - started).toBeLessThan(60_000);
    // And within the limit it solves them, carry on left out of its choices, as before.
    expect(solvingWinBotPlan(defineRules({ turn: { carryOn: true }, end: { target: 1000 } })).plays).toBe('solve');
  });
});

describe('the CLI with a win bot', () => {
  it('simulate --rules farkel says the win bot plays as the turn bot, which buys dice', async () => {
    const { code, err } = await run(['simulate', '--rules', 'farkel', '--bots', 'win,greedy', '--games', '1', '--target', '2000']);
    expect(code).toBe(0);
    expect(err).toBe('The win bot plays as the optimal turn bot: it values lives and buys dice, as a win table does not.\n');
  });

  it('simulate --target 99999 plays its game and says on stderr that the win bot plays as the turn bot, with the estimate', async () => {
    const { code, out, err } = await run(['simulate', '--bots', 'win,greedy', '--games', '1', '--target', '99999']);
    expect(code).toBe(0);
    expect(out).toContain('1 game');
    expect(err).toMatch(/The win bot plays as the optimal turn bot: its table would take about \d+ min to solve on one thread \(it solves at most 150 s\)/);
  });

  it('play --target 99999 says it before the first move, and the game goes on', async () => {
    const { code, out, err } = await run(['play', '--players', 'greedy,win', '--target', '99999', '--max-turns', '4']);
    expect(code).toBe(0);
    expect(err).toContain('The win bot plays as the optimal turn bot');
    expect(out).toContain('stopped');
  });

  it('simulate within the limit tells the solve it starts, as solve does', async () => {
    const { code, err } = await run(['simulate', '--bots', 'win,greedy', '--games', '2', '--target', '500']);
    expect(code).toBe(0);
    expect(err).toMatch(/^The win bot solves its table first\. Solve: exact, a table of [\d,]+ win chances/);
  });

  it('says nothing of a win bot where none plays', async () => {
    const { err } = await run(['simulate', '--bots', 'greedy,greedy', '--games', '1', '--target', '99999']);
    expect(err).not.toContain('win bot');
  });
});
