/**
 * Games that can end (issue 17, item 2), the other way round: the check never
 * refuses a rule set under which some game can end. Here the check is switched
 * off inside `defineRules` (so that a game can be made under the rules it would
 * refuse), and called on its own; every rule set it would refuse is then
 * played through the engine, every roll of every number of dice the game
 * asks for, every action `legalActions` lists: no bank is ever legal and no
 * game ends. An exact target it would refuse is checked against the points of
 * every keep `legalKeeps` lists. And every preset and every rule set of the
 * tests' rule space is accepted.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Action, Die, GameState, RollEffect, Rules, RulesOverrides } from '../../src/index.js';
import { FarkleError, applyAction, createGame, defineRules, legalActions, legalKeeps } from '../../src/index.js';
import type * as CanEnd from '../../src/rules/can-end.js';
import { anyRulesArb } from '../support/rule-space.js';

vi.mock('../../src/rules/can-end.js', () => ({ endProblem: () => null }));
const { endProblem } = await vi.importActual<typeof CanEnd>('../../src/rules/can-end.js');

/** Every multiset of `n` plain dice, ascending. */
function rollsOf(n: number): Die[][] {
  if (n === 0) return [[]];
  const out: Die[][] = [];
  const walk = (from: number, left: number, faces: Die[]): void => {
    if (left === 0) {
      out.push(faces);
      return;
    }
    for (let face = from; face <= 6; face++) walk(face, left - 1, [...faces, face as Die]);
  };
  walk(1, n, []);
  return out;
}

/** The states an action can lead to: one, or one per roll of the dice it throws (as many as the game takes). */
function outcomes(state: GameState, action: Action): GameState[] {
  if (action.type !== 'roll' && action.type !== 'carryOn' && action.type !== 'secondChance' && action.type !== 'buy' && action.type !== 'highStakes') {
    return [applyAction(state, action)];
  }
  for (let n = 1; n <= state.rules.dice; n++) {
    const probe = rollsOf(n)[0] as Die[];
    try {
      applyAction(state, { ...action, dice: probe });
    } catch (error) {
      if (error instanceof FarkleError) continue;
      throw error;
    }
    return rollsOf(n).map((dice) => applyAction(state, { ...action, dice }));
  }
  throw new Error(`no number of dice fits ${JSON.stringify(action)}`);
}

/** What of a state decides what can follow, while nobody has banked: the turn, the seat and the turn total's excess over `need` aside. */
function keyOf(state: GameState, need: number): string {
  const { player: _player, total, toBeat: _toBeat, rolls: _rolls, ...turn } = state.turn;
  return JSON.stringify({ ...turn, total: Math.min(total, need) });
}

/**
 * Whether some game under `rules` can bank or end: every state a game can
 * reach before anyone banks, followed through the engine. `'unknown'` past
 * `budget` states.
 */
function someGameBanks(rules: Rules, budget = 3000): boolean | 'unknown' {
  const need = Math.max(rules.bank.entry, rules.bank.minimum);
  const start = createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 });
  const seen = new Set([keyOf(start, need)]);
  const queue = [start];
  while (queue.length > 0) {
    const state = queue.pop() as GameState;
    if (state.over) return true;
    for (const action of legalActions(state)) {
      if (action.type === 'bank') return true;
      for (const next of outcomes(state, action)) {
        const key = keyOf(next, need);
        if (seen.has(key)) continue;
        if (seen.size >= budget) return 'unknown';
        seen.add(key);
        queue.push(next);
      }
    }
  }
  return false;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** The greatest common divisor of the points of every keep `legalKeeps` lists for any roll of at most `rules.dice` dice. */
function keepGrid(rules: Rules): number {
  let grid = 0;
  for (let n = 1; n <= rules.dice; n++) for (const dice of rollsOf(n)) for (const keep of legalKeeps(dice, rules)) grid = gcd(grid, keep.points);
  return grid;
}

const NOTHING = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
const NO_SETS = { fourOfAKind: null, fiveOfAKind: null, sixOfAKind: null, straights: [], threePairs: null, fourOfAKindAndPair: null, twoTriplets: null };
/** Scoring tables from generous to meagre. */
const TABLES: readonly RulesOverrides['scoring'][] = [
  {},
  { singles: { ...NOTHING, 1: 100, 5: 50 }, threeOfAKind: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 }, ...NO_SETS },
  { singles: NOTHING, threeOfAKind: { 1: 1000, 2: 200, 3: 300, 4: 400, 5: 500, 6: 600 }, ...NO_SETS },
  { singles: NOTHING, threeOfAKind: { 1: 0, 2: 200, 3: 0, 4: 0, 5: 0, 6: 0 }, ...NO_SETS },
  { singles: { ...NOTHING, 1: 100, 2: 50, 3: 50, 4: 50, 5: 50 } },
  { fullHouse: { points: 275, plusThreeOfAKind: false } },
];
const EFFECTS: readonly (readonly RollEffect[])[] = [[], [{ faces: [1], effect: 'loseTurn' }], [{ faces: [5], effect: 'loseScore' }, { faces: [1], effect: 'loseTurn' }]];

const edgeArb: fc.Arbitrary<RulesOverrides> = fc.record({
  dice: fc.integer({ min: 1, max: 5 }),
  scoring: fc.record({ table: fc.constantFrom(...TABLES), rollEffects: fc.constantFrom(...EFFECTS) }).map(({ table, rollEffects }) => ({ ...table, rollEffects: [...rollEffects] })),
  bank: fc.record({ entry: fc.integer({ min: 0, max: 50 }).map((n) => n * 50), minimum: fc.constantFrom(0, 0, 300, 1100) }),
  turn: fc.record({ rollAfterHotDice: fc.boolean(), rollAfterSet: fc.boolean(), keepEveryScoringDie: fc.boolean(), clearCombo: fc.boolean(), carryOn: fc.boolean() }),
  end: fc.record({ target: fc.integer({ min: 1, max: 40 }).map((n) => n * 25 + 1000), trigger: fc.constantFrom('reach' as const, 'exact' as const), finalRound: fc.constant(false) }),
  farklePenalty: fc.option(fc.record({ farkles: fc.constant(1), points: fc.constantFrom(25, 40, 50) }), { nil: null }),
  scoreFloor: fc.constantFrom(null, 0, -30),
});

describe('the check refuses only rule sets under which no game can end', () => {
  it('a refused rule set plays no bank and no end through the engine; an exact target it refuses is off the grid of every keep', () => {
    let refused = 0;
    let played = 0;
    fc.assert(
      fc.property(edgeArb, (overrides) => {
        let rules: Rules;
        try {
          rules = defineRules(overrides);
        } catch (error) {
          // Refused value by value already (one die and rollAfterHotDice, say): not this check's doing.
          if (error instanceof FarkleError && !error.message.includes('no game could end')) return;
          throw error;
        }
        const problem = endProblem(rules);
        if (problem === null) return;
        refused++;
        expect(problem.message).toContain('no game could end');
        if (problem.path === 'end.target') {
          // Scores move by the points of keeps and of penalties, from 0 or the floor.
          const penalty = rules.farklePenalty?.points;
          const step = gcd(keepGrid(rules), typeof penalty === 'number' ? penalty : 0);
          const lowest = rules.farklePenalty === null ? 0 : (rules.scoreFloor ?? -Infinity);
          const starts = rules.farklePenalty === null ? [0] : [0, rules.scoreFloor ?? 0];
          const offGrid = starts.every((score) => (((rules.end.target - score) % step) + step) % step !== 0);
          expect(offGrid || rules.end.target - lowest < rules.bank.minimum, JSON.stringify(overrides)).toBe(true);
          return;
        }
        const banks = someGameBanks(rules);
        if (banks !== 'unknown') played++;
        expect(banks, JSON.stringify(overrides)).not.toBe(true);
      }),
      { numRuns: 200, seed: 17 },
    );
    // The property saw refusals, and played most of them out.
    expect(refused).toBeGreaterThan(10);
    expect(played).toBeGreaterThan(refused / 3);
  }, 120_000);
});

describe('what the check accepts', () => {
  it('every preset', () => {
    for (const base of ['classic', 'absolute', 'farkel', 'spicy', 'yarkle', 'zilch'] as const) expect(endProblem(defineRules({}, base)), base).toBeNull();
  });

  it('every rule set of the tests\' rule space', () => {
    fc.assert(
      fc.property(anyRulesArb, ({ base, overrides }) => {
        expect(endProblem(defineRules(overrides, base))).toBeNull();
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
