/**
 * optimalWinChance under high stakes: against `solveHighStakes`
 * (test/support/high-stakes-reference.ts), an independent value iteration
 * over scores and offers, on small games of the classic table (six dice
 * without a final round; four and three dice with one, whose last turns
 * are short enough for the reference to follow).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, FarkleError, optimalWinChance, restoreWinChance, winBot, type Face, type RulesOverrides } from '../../src/index.js';
import { winPlan } from '../../src/strategy/race/win-chance.js';
import { solveHighStakes } from '../support/high-stakes-reference.js';
import { rollModel } from '../support/strategy.js';
import { classicTable } from '../support/tables.js';

interface Game {
  readonly name: string;
  readonly overrides: RulesOverrides;
  readonly target: number;
  readonly firstEnding: number;
  /**
   * The rules as the reference reads them, spelled out from the overrides and RULES.md's classic
   * defaults (six dice, no bank minimum after the entry, a final round).
   */
  readonly dice: number;
  readonly entry: number;
  readonly minimum: number;
  readonly finalRound: boolean;
}

const games: readonly Game[] = [
  {
    name: 'six dice, no final round, reaching 300',
    overrides: { highStakes: true, bank: { entry: 0 }, end: { finalRound: false, trigger: 'reach' } },
    target: 300,
    firstEnding: 300,
    dice: 6,
    entry: 0,
    minimum: 0,
    finalRound: false,
  },
  {
    name: 'six dice, 150 to get on the board, no final round, above 250',
    overrides: { highStakes: true, bank: { entry: 150 }, end: { finalRound: false } },
    target: 250,
    firstEnding: 300,
    dice: 6,
    entry: 150,
    minimum: 0,
    finalRound: false,
  },
  {
    name: 'four dice, final round, reaching 300',
    overrides: { highStakes: true, dice: 4, bank: { entry: 0 }, end: { trigger: 'reach' } },
    target: 300,
    firstEnding: 300,
    dice: 4,
    entry: 0,
    minimum: 0,
    finalRound: true,
  },
  {
    name: 'four dice, 150 to get on the board, then 100, final round, above 200',
    overrides: { highStakes: true, dice: 4, bank: { entry: 150, minimum: 100 } },
    target: 200,
    firstEnding: 250,
    dice: 4,
    entry: 150,
    minimum: 100,
    finalRound: true,
  },
  {
    name: 'three dice, final round, reaching 400',
    overrides: { highStakes: true, dice: 3, bank: { entry: 0 }, end: { trigger: 'reach' } },
    target: 400,
    firstEnding: 400,
    dice: 3,
    entry: 0,
    minimum: 0,
    finalRound: true,
  },
];

describe('optimalWinChance with high stakes: against independent value iteration', () => {
  it.each(games)('$name', (game) => {
    const solution = optimalWinChance(defineRules(game.overrides), { target: game.target });
    const reference = solveHighStakes({
      model: rollModel(classicTable, { dice: game.dice }),
      firstEnding: game.firstEnding,
      entry: game.entry,
      minimum: game.minimum,
      finalRound: game.finalRound,
      tolerance: 1e-13,
    });
    const wrong: string[] = [];
    const check = (what: string, got: number | null, expected: number | null): void => {
      const same = got === null || expected === null ? got === expected : Math.abs(got - expected) < 1e-9;
      if (!same) wrong.push(`${what} = ${got}, expected ${expected}`);
    };
    let offersTaken = 0;
    for (let s = 0; s < game.firstEnding; s += 50) {
      for (let o = 0; o < game.firstEnding; o += 50) {
        const fresh = solution.winChance(s, o);
        check(`winChance(${s}, ${o})`, fresh, reference.p(s, o));
        // An offer of n dice at t (the opponent banked t): the better of starting afresh and rolling them on from t.
        for (let n = 1; n < game.dice; n++) {
          for (let t = 50; t <= o; t += 50) {
            const offered = solution.choices(s, o, t, n).roll;
            if (offered > fresh) offersTaken++;
            check(`offered ${n} dice at ${t} (${s}, ${o})`, Math.max(fresh, offered), reference.p(s, o, { dice: n, total: t }));
          }
        }
      }
    }
    // Decision points, past the end too (where a bank that leaves dice still hands over a chance).
    for (const [s, o] of [[0, 0], [50, game.firstEnding - 50], [game.firstEnding - 50, 100]] as const) {
      for (const t of [0, 100, 250, 600, 2000]) {
        for (let n = 1; n <= game.dice; n++) {
          const got = solution.choices(s, o, t, n);
          const expected = reference.choices(s, o, t, n);
          check(`bank at ${t} leaving ${n} (${s}, ${o})`, got.bank, t === 0 ? null : expected.bank);
          check(`roll ${n} at ${t} (${s}, ${o})`, got.roll, expected.roll);
        }
      }
    }
    expect(wrong.slice(0, 4), `${wrong.length} differ`).toEqual([]);
    // The offers matter: some are worth taking.
    expect(offersTaken).toBeGreaterThan(0);
  }, 60_000);

  it('differs from the game without high stakes', () => {
    const overrides: RulesOverrides = { bank: { entry: 0 }, end: { finalRound: false, trigger: 'reach' } };
    const plain = optimalWinChance(defineRules(overrides), { target: 300 });
    const reference = solveHighStakes({ model: rollModel(classicTable), firstEnding: 300, entry: 0, minimum: 0, finalRound: false, tolerance: 1e-13 });
    // Banking 250 of 300 with five dice left hands them over: the opponent may roll them for 250, 50 short of the end.
    const bankWithout = plain.choices(0, 0, 250, 5).bank ?? 0;
    const bankWith = optimalWinChance(defineRules({ ...overrides, highStakes: true }), { target: 300 }).choices(0, 0, 250, 5).bank ?? 0;
    expect(bankWith).toBeCloseTo(reference.choices(0, 0, 250, 5).bank ?? 0, 9);
    expect(bankWith).toBeLessThan(bankWithout - 1e-3);
  });

  it('the win bot takes an offer exactly where it wins more often than a fresh turn', () => {
    const rules = defineRules({ highStakes: true, bank: { entry: 0 }, end: { finalRound: false, trigger: 'reach', target: 700 } });
    const bot = winBot(optimalWinChance(rules));
    const reference = solveHighStakes({ model: rollModel(classicTable), firstEnding: 700, entry: 0, minimum: 0, finalRound: false, tolerance: 1e-13 });
    const seen = new Set<string>();
    // Player 0's turn: each roll's first dice (by position) kept, then a bank that leaves the rest to player 1.
    const turns: (readonly [readonly Face[], number])[][] = [
      [[[5, 2, 3, 4, 6, 6], 1]],
      [[[1, 5, 3, 4, 6, 6], 2]],
      [
        [[1, 1, 1, 2, 3, 4], 3],
        [[1, 1, 1], 3],
        [[5, 2, 3, 4, 6, 6], 1],
      ],
    ];
    for (const rolls of turns) {
      let game = createGame({ rules, players: ['A', 'B'], firstPlayer: 0, seed: 1 });
      for (const [dice, kept] of rolls) {
        game = applyAction(game, { type: 'roll', dice: [...dice] });
        game = applyAction(game, { type: 'keep', dice: Array.from({ length: kept }, (_, i) => i) });
      }
      game = applyAction(game, { type: 'bank' });
      const { offer } = game.turn;
      if (offer === null) throw new Error('expected an offer');
      const [them, me] = game.players.map((p) => p.score) as [number, number];
      const worth = reference.p(me, them, { dice: offer.dice.length, total: offer.total }) > reference.p(me, them) + 1e-9;
      const action = bot(game);
      expect(action.type, `offered ${offer.dice.length} dice at ${offer.total}`).toBe(worth ? 'highStakes' : 'roll');
      seen.add(action.type);
    }
    // Both answers occur among these offers: five dice 50 short of the end are worth more than six fresh ones.
    expect([...seen].sort()).toEqual(['highStakes', 'roll']);
  }, 60_000);

  it('restores a solved table without solving again', () => {
    const rules = defineRules({ highStakes: true, dice: 4, bank: { entry: 0 } });
    const solved = optimalWinChance(rules, { target: 200 });
    const again = restoreWinChance(rules, { target: 200 }, solved.table);
    expect(again.firstPlayerWinChance).toBe(solved.firstPlayerWinChance);
    expect(again.choices(0, 100, 100, 2)).toEqual(solved.choices(0, 100, 100, 2));
  });

  it.each<[string, RulesOverrides]>([
    ['a farkle penalty', { farklePenalty: { farkles: 3, points: 500 } }],
    ['no risk', { turn: { noRisk: true } }],
    ['must roll after hot dice', { turn: { rollAfterHotDice: true } }],
    ['tied leaders playing off', { end: { ties: 'playOff' } }],
    ['spicy dice', { spicyDice: true }],
  ])('refuses high stakes with %s (unsupported-rules), or solves without them when told', (_, overrides) => {
    // Three dice to 100: quick to solve under every one of them.
    const rules = defineRules({ ...overrides, dice: 3, highStakes: true });
    expect(() => optimalWinChance(rules, { target: 100 })).toThrow(expect.objectContaining({ code: 'unsupported-rules', path: 'highStakes' }));
    const ignored = optimalWinChance(rules, { target: 100, ignoreUnsupported: true });
    const without = optimalWinChance(defineRules({ ...overrides, dice: 3, highStakes: false }), { target: 100 });
    expect(ignored.firstPlayerWinChance).toBe(without.firstPlayerWinChance);
  }, 30_000);

  it('refuses a target whose table of offers is too large (invalid-options), before any work', () => {
    const rules = defineRules({ highStakes: true });
    let error: unknown;
    try {
      // 10,000 fits (a table of 40.6 million chances); 10,600 does not (48.4 million).
      optimalWinChance(rules, { target: 10_600 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FarkleError);
    expect(error).toMatchObject({ code: 'invalid-options', path: 'target' });
    expect(winPlan(rules, { target: 10_000 }).size).toBe(201 * 201 * (1 + 5 * 201));
  });
});
