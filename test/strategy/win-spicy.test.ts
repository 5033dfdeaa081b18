/**
 * optimalWinChance with spicy dice, by die identity.
 *
 * The reference is `spicyWinChance` (test/support/spicy-reference.ts): value
 * iteration over both scores, each turn a recursion over (turn total, dice
 * left) through every roll of every set of physical dice, scored by the
 * brute-force oracle. The games are small (three to five dice; one must roll
 * after hot dice), on a coarse table (singles, three and four of a kind), so
 * that it runs in a few seconds.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalWinChance, restoreWinChance, type Rules, type WinChanceSolution } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { spicyModel, spicyWinChance, type SpicyTable } from '../support/spicy-reference.js';
import { classicSetsTable } from '../support/tables.js';

const STEP = 50;

/** Singles, three of a kind and four of a kind of the classic table; nothing else. */
const coarseTable = classicSetsTable;

interface Game {
  readonly name: string;
  readonly dice: number;
  readonly target: number;
  readonly finalRound: boolean;
  readonly rollAfterHotDice?: boolean;
}

const GAMES: readonly Game[] = [
  { name: 'three dice, final round, to 300', dice: 3, target: 300, finalRound: true },
  { name: 'five dice, no final round, to 300', dice: 5, target: 300, finalRound: false },
  { name: 'four dice, must roll after hot dice, no final round, to 300', dice: 4, target: 300, finalRound: false, rollAfterHotDice: true },
];

function rulesOf(game: Game): Rules {
  const { fiveOfAKind, sixOfAKind, straights, threePairs, fourOfAKindAndPair, twoTriplets } = coarseTable;
  return defineRules(
    {
      dice: game.dice,
      scoring: { fiveOfAKind, sixOfAKind, straights, threePairs, fourOfAKindAndPair, twoTriplets },
      turn: { rollAfterHotDice: game.rollAfterHotDice === true },
      end: { target: game.target, finalRound: game.finalRound },
    },
    'spicy',
  );
}

const solved = new Map<Game, [WinChanceSolution, SpicyTable]>();
function both(game: Game): [WinChanceSolution, SpicyTable] {
  let pair = solved.get(game);
  if (pair === undefined) {
    const model = spicyModel(coarseTable, game.dice, STEP, { rollAfterHotDice: game.rollAfterHotDice === true });
    const reference = spicyWinChance({ model, goal: game.target / STEP, finalRound: game.finalRound, tolerance: 1e-14 });
    pair = [optimalWinChance(rulesOf(game)), reference];
    solved.set(game, pair);
  }
  return pair;
}

describe.each(GAMES)('optimalWinChance with spicy dice: $name', (game) => {
  const goal = game.target / STEP;

  it('matches the reference at every pair of scores', () => {
    const [solution, reference] = both(game);
    expect(solution.firstPlayerWinChance).toBeCloseTo(reference.p(0, 0), 10);
    for (let i = 0; i < goal; i++) {
      for (let j = 0; j < goal; j++) expect(Math.abs(solution.winChance(i * STEP, j * STEP) - reference.p(i, j))).toBeLessThan(1e-10);
    }
  });

  it('values the dice left by which they are, as the reference does', () => {
    const [solution, reference] = both(game);
    const ids = [...Array(game.dice).keys()];
    for (const [i, j, t] of [
      [0, 0, 2],
      [3, 5, 1],
      [goal - 1, 2, 4],
    ] as const) {
      for (const left of [[0], [game.dice - 1], [0, 1], [1, 2], ids, ids.slice(1)]) {
        const mask = left.reduce((m, id) => m | (1 << id), 0);
        const expected = reference.choices(i, j, t, mask);
        const choice = solution.choices(i * STEP, j * STEP, t * STEP, left);
        expect(Math.abs(choice.roll - expected.roll)).toBeLessThan(1e-10);
        expect(Math.abs((choice.bank ?? 0) - (expected.bank ?? 0))).toBeLessThan(1e-10);
      }
      // Every die is every die, by count or by ids.
      expect(solution.choices(i * STEP, j * STEP, t * STEP, game.dice)).toEqual(solution.choices(i * STEP, j * STEP, t * STEP, ids));
    }
  });
});

describe('optimalWinChance with spicy dice: which die is left matters', () => {
  it('one die left: die 1 (red on a 1) is worth more than die 3 (red on a 3, which never scores alone)', () => {
    const game = GAMES[0]!;
    const [solution, reference] = both(game);
    const one = reference.choices(2, 2, 2, 0b001).roll;
    const three = reference.choices(2, 2, 2, 0b100).roll;
    expect(one).toBeGreaterThan(three + 1e-4);
    expect(solution.choices(100, 100, 100, [0]).roll).toBeCloseTo(one, 10);
    expect(solution.choices(100, 100, 100, [2]).roll).toBeCloseTo(three, 10);
  });
});

describe('optimalWinChance with spicy dice: input and refusals', () => {
  it.each([
    ['a count other than every die', 2],
    ['an id past the dice', [3]],
    ['a repeated id', [1, 1]],
    ['no dice', []],
    ['a fraction', [0.5]],
  ] as const)('diceToRoll: %s throws invalid-dice', (_name, dice) => {
    const solution = both(GAMES[0]!)[0];
    expectFarkleError(() => solution.choices(0, 0, 100, dice), 'invalid-dice', 'diceToRoll');
  });

  it('the spicy preset is no longer refused (its plan, without a solve)', () => {
    const target = 200;
    const table = new Float64Array((target / STEP) ** 2);
    expect(restoreWinChance('spicy', { target }, table).winChance(0, 0)).toBe(0);
  });

  it.each([
    ['a farkle penalty', defineRules({ farklePenalty: { farkles: 3, points: 500 } }, 'spicy')],
    ['tied leaders playing off', defineRules({ end: { ties: 'playOff' } }, 'spicy')],
  ])('with %s (solved over states, with plain dice) it still throws unsupported-rules at spicyDice', (_name, refused) => {
    expectFarkleError(() => optimalWinChance(refused, { target: 300 }), 'unsupported-rules', 'spicyDice');
  });

  it('other refusals stay: spicy with a final round that restarts', () => {
    const restarts = defineRules({ end: { finalRoundRestarts: true } }, 'spicy');
    expectFarkleError(() => optimalWinChance(restarts, { target: 300 }), 'unsupported-rules', 'end.finalRoundRestarts');
  });
});
