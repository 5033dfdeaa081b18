/**
 * Every solver of a turn stops at its signal: a signal whose `aborted` turns true by itself once a
 * deadline has passed (the solvers are synchronous, so nothing else can fire during them) stops
 * each with the FarkleError `aborted`, in the middle of its work, and leaves nothing half-solved
 * behind. How soon after the deadline they stop is measured, not asserted: `node bench/signal.mjs`.
 */
import { describe, expect, it } from 'vitest';
import { adviseGame, applyAction, createGame, defineRules, optimalLongRun, optimalTurn, optimalWinChance, type RulesOverrides } from '../../src/index.js';
import { readsDeadline } from '../support/deadline.js';
import { expectFarkleError } from '../support/helpers.js';

/** A signal that fires by itself `ms` milliseconds from now, counting its reads after that. */
function deadline(ms: number): AbortSignal & { readonly late: number } {
  const end = performance.now() + ms;
  let late = 0;
  return {
    get aborted() {
      const past = performance.now() >= end;
      if (past) late++;
      return past;
    },
    get late() {
      return late;
    },
  } as AbortSignal & { readonly late: number };
}

/**
 * Spicy rules that score unlike any other rule set in the file (a single 1 worth `one` points),
 * so that their model of the dice by id is not built yet.
 */
function freshSpicy(one: number, overrides: RulesOverrides = {}): ReturnType<typeof defineRules> {
  return defineRules({ ...overrides, scoring: { singles: { 1: one, 5: 50 } } }, 'spicy');
}

/** A signal that fires on its `nth` read of `aborted` (the shared `readsDeadline`), and counts the reads after that. */
function onRead(nth: number): AbortSignal & { readonly late: number } {
  const signal = readsDeadline(nth);
  const late = {
    get late() {
      return Math.max(0, signal.reads - nth + 1);
    },
  };
  return Object.defineProperties(signal, Object.getOwnPropertyDescriptors(late)) as typeof signal & typeof late;
}

describe('a deadline stops each turn solver with aborted', () => {
  it('optimalTurn while it builds the model of spicy dice, and the next call builds it whole', () => {
    const rules = freshSpicy(150);
    const signal = deadline(30);
    expectFarkleError(() => optimalTurn(rules, { signal }), 'aborted');
    // Read once past the deadline: it stopped there, not after the model and the solve.
    expect(signal.late).toBe(1);
    const policy = optimalTurn(rules);
    expect(policy.shouldRoll(policy.cap, 6)).toBe(false);
    expect(policy.expectedScore).toBeGreaterThan(optimalTurn('spicy').expectedScore);
  }, 120_000);

  it('optimalTurn while it solves the levels of a turn (plain dice, the largest cap)', () => {
    const signal = deadline(20);
    expectFarkleError(() => optimalTurn(defineRules({ bank: { entry: 50 } }), { cap: 5_000_000, signal }), 'aborted');
    expect(signal.late).toBe(1);
  }, 120_000);

  it('optimalTurn while it solves the tail of high totals of spicy dice (the model built before)', () => {
    const rules = freshSpicy(200);
    optimalTurn(rules, { cap: 1000 });
    const signal = deadline(20);
    expectFarkleError(() => optimalTurn(rules, { signal }), 'aborted');
    expect(signal.late).toBe(1);
  }, 120_000);

  it('optimalLongRun with spicy dice and a farkle penalty', () => {
    const rules = freshSpicy(250, { farklePenalty: { farkles: 3, points: 500 } });
    const signal = deadline(100);
    expectFarkleError(() => optimalLongRun(rules, { signal }), 'aborted');
    expect(signal.late).toBe(1);
  }, 120_000);

  it('adviseGame while it estimates (spicy dice: the model, the turn policies, the race table)', () => {
    const rules = freshSpicy(300);
    const game = createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 });
    const signal = deadline(100);
    expectFarkleError(() => adviseGame(game, { signal }), 'aborted');
    expect(signal.late).toBe(1);
    // Nothing half-built is kept: the advice without a signal is whole.
    const advice = adviseGame(applyAction(game, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] }));
    expect(advice.actions.every((a) => a.winChance === null || (a.winChance > 0 && a.winChance < 1))).toBe(true);
  }, 120_000);

  it('adviseGame while it solves the two-player table it solves on first use', () => {
    const rules = defineRules({ bank: { entry: 0 }, end: { target: 2000 } });
    const signal = deadline(20);
    expectFarkleError(() => adviseGame(createGame({ rules, players: ['A', 'B'], seed: 1 }), { signal }), 'aborted');
  }, 120_000);

  it('optimalWinChance with spicy dice, while it builds the model of the dice by id', () => {
    const rules = freshSpicy(400);
    const signal = deadline(30);
    expectFarkleError(() => optimalWinChance(rules, { target: 25_000, signal }), 'aborted');
    expect(signal.late).toBe(1);
  }, 120_000);

  it('optimalWinChance with spicy dice, inside the tables of the final round: before the first diagonal of pairs is done', () => {
    const rules = freshSpicy(450);
    optimalTurn(rules, { cap: 1000 });
    // Read twice before the solve (the option checked, then whether it fired), then inside it: the
    // fourth read is not one between diagonals, which would have let the first diagonal finish.
    const signal = onRead(4);
    const progress: number[] = [];
    expectFarkleError(() => optimalWinChance(rules, { target: 25_000, signal, onProgress: (done) => progress.push(done) }), 'aborted');
    expect(progress).toEqual([]);
    expect(signal.late).toBe(1);
  }, 120_000);

  it('adviseGame refuses a signal that is not one, and stops at once for one fired before the call', () => {
    const game = createGame({ players: ['A', 'B'], seed: 1 });
    expectFarkleError(() => adviseGame(game, { signal: { aborted: 'yes' } as never }), 'invalid-options', 'signal');
    expectFarkleError(() => adviseGame(game, { signal: AbortSignal.abort() }), 'aborted');
  });
});
