/**
 * optimalWinChance under lives (farkel): against `solveLives`
 * (test/support/lives-reference.ts), an independent value iteration over
 * scores, lives and offers, on small games of the classic table: lives and
 * the last player's allowance on six dice, buying on three and four dice.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalWinChance, presets, restoreWinChance, type FarkleError, type RulesOverrides, type WinSituation } from '../../src/index.js';
import { winPlan } from '../../src/strategy/race/win-chance.js';
import { solveLives, type LivesGame } from '../support/lives-reference.js';
import { rollModel } from '../support/strategy.js';
import { classicTable } from '../support/tables.js';

interface Game {
  readonly name: string;
  readonly dice: number;
  readonly target: number;
  readonly lives: number;
  readonly farkle: number;
  readonly allDice: number;
  readonly onHotDice: boolean;
  readonly price: number | null;
  readonly perRound: number | null;
  readonly entry?: number;
  readonly minimum?: number;
}

const games: readonly Game[] = [
  { name: 'lives on six dice, 300, 3 lives, a turn per 100 short', dice: 6, target: 300, lives: 3, farkle: 1, allDice: 2, onHotDice: true, price: null, perRound: 100 },
  { name: 'lives on six dice, 400, 2 lives, the survivor wins at once', dice: 6, target: 400, lives: 2, farkle: 1, allDice: 1, onHotDice: true, price: null, perRound: null },
  { name: 'lives on six dice, 400, 150 to get on the board then 100, 2 lives', dice: 6, target: 400, lives: 2, farkle: 1, allDice: 2, onHotDice: true, price: null, perRound: 100, entry: 150, minimum: 100 },
  { name: 'buying on three dice, 400, 3 lives at 1 a die, a turn per 200 short', dice: 3, target: 400, lives: 3, farkle: 1, allDice: 2, onHotDice: true, price: 1, perRound: 200 },
  { name: 'buying on four dice, 300, 3 lives, free dice, all-dice cost on the first roll only', dice: 4, target: 300, lives: 3, farkle: 1, allDice: 2, onHotDice: false, price: 0, perRound: 150 },
];

function overridesOf(game: Game): RulesOverrides {
  return {
    dice: game.dice,
    bank: { entry: game.entry ?? 0, minimum: game.minimum ?? 0 },
    lives: { start: game.lives, farkle: game.farkle, sixDiceFarkle: game.allDice, sixDiceFarkleOnHotDice: game.onHotDice },
    buyDice: game.price === null ? null : { livesPerDie: game.price },
    end: { target: game.target, trigger: 'reach', finalRound: false, lastStanding: game.perRound === null ? null : { pointsPerRound: game.perRound } },
  };
}

describe('optimalWinChance with lives: against independent value iteration', () => {
  it.each(games)('$name', (game) => {
    const rules = defineRules(overridesOf(game));
    const solution = optimalWinChance(rules);
    const reference = solveLives({ ...game, model: rollModel(classicTable, { dice: game.dice }), tolerance: 1e-15 } satisfies LivesGame);
    const step = 50;
    let nobody = 0;
    for (let s = 0; s < game.target; s += step) {
      for (let o = 0; o < game.target; o += step) {
        for (let a = 1; a <= game.lives; a++) {
          for (let b = 1; b <= game.lives; b++) {
            const offers = game.price === null ? [null] : [null, ...Array.from({ length: (game.dice - 1) * (o / step) }, (_, x) => ({ dice: 1 + (x % (game.dice - 1)), total: step * (1 + Math.floor(x / (game.dice - 1))) }))];
            for (const offer of offers) {
              const situation: WinSituation = { me: { lives: a }, them: { lives: b }, offer: offer ?? undefined };
              const [me, them] = reference.chances(s, o, a, b, offer);
              expect(solution.winChance(s, o, situation)).toBeCloseTo(me, 11);
              expect(solution.opponentWinChance?.(s, o, situation)).toBeCloseTo(them, 11);
              nobody = Math.max(nobody, 1 - me - them);
            }
          }
        }
      }
    }
    // Nobody wins when the survivor's allowance runs out: the two chances need not add up to 1.
    if (game.perRound !== null) expect(nobody).toBeGreaterThan(1e-3);
    else expect(nobody).toBeLessThan(1e-12);
  });

  it('a restored table answers as the solved one', () => {
    const rules = defineRules(overridesOf(games[3] as Game));
    const solved = optimalWinChance(rules);
    const again = restoreWinChance(rules, {}, solved.table);
    const situation = { me: { lives: 2 }, them: { lives: 3 }, offer: { dice: 1, total: 100 } };
    expect(again.winChance(150, 200, situation)).toBe(solved.winChance(150, 200, situation));
    expect(again.choices(150, 200, 100, 2, false, situation)).toEqual(solved.choices(150, 200, 100, 2, false, situation));
  });

  it('values a bank by the state it hands over, with the dice it offers', () => {
    const game = games[3] as Game;
    const solution = optimalWinChance(defineRules(overridesOf(game)));
    const reference = solveLives({ ...game, model: rollModel(classicTable, { dice: game.dice }), tolerance: 1e-15 });
    // 100 banked with two dice left (of three) against 200, two lives each: the opponent is offered them.
    const bank = solution.choices(100, 200, 100, 2, false, { me: { lives: 2 }, them: { lives: 2 } }).bank;
    expect(bank).toBeCloseTo(reference.chances(200, 200, 2, 2, { dice: 2, total: 100 })[1], 11);
  });

  it('a bank in a bought turn offers the unbought dice on too', () => {
    const game = games[4] as Game;
    const solution = optimalWinChance(defineRules(overridesOf(game)));
    const reference = solveLives({ ...game, model: rollModel(classicTable, { dice: game.dice }), tolerance: 1e-15 });
    // Two of three offered dice bought, one kept: a bank of 100 offers the bought die left and the unbought one.
    const situation = { me: { lives: 2 }, them: { lives: 3 }, unbought: 1 };
    const bank = solution.choices(0, 200, 100, 1, false, situation).bank;
    expect(bank).toBeCloseTo(reference.chances(200, 100, 3, 2, { dice: 2, total: 100 })[1], 11);
    expect(solution.choices(0, 200, 100, 1, true, situation).bank).toBeNull();
    // Rolling the two bought dice: a keep of one leads to that bank.
    // Every roll of bought dice with dice unbought: some reach such a bank.
    for (let s = 0; s < game.target; s += 50) {
      for (let o = 50; o < game.target; o += 50) {
        for (let total = 50; total <= o; total += 50) {
          for (const [c, u] of [[2, 1], [1, 1], [1, 2]] as const) {
            const rolled = solution.choices(s, o, total, c, false, { me: { lives: 1 }, them: { lives: 2 }, unbought: u }).roll;
            expect(rolled).toBeCloseTo(reference.rollBought(s, o, 1, 2, total, c, u)[0], 11);
          }
        }
      }
    }
  });
});

describe('optimalWinChance with lives: what it refuses', () => {
  const farkel = (overrides: RulesOverrides) => defineRules(overrides, 'farkel');
  it.each([
    ['end.finalRound', { end: { finalRound: true, target: 2000 } }],
    ['highStakes', { highStakes: true, end: { target: 2000 } }],
    ['bank.entry', { bank: { entry: 500 }, end: { target: 2000 } }],
    ['lives.farkle', { lives: { start: 3, farkle: 0, sixDiceFarkle: 2, sixDiceFarkleOnHotDice: true }, end: { target: 2000 } }],
  ] as const)('%s', (path, overrides) => {
    expect(() => optimalWinChance(farkel(overrides as RulesOverrides))).toThrow(expect.objectContaining({ code: 'unsupported-rules', path }) as FarkleError);
  });

  it('a table past its limit, naming the target and lives, before any work', () => {
    expect(() => optimalWinChance('farkel')).toThrow(expect.objectContaining({ code: 'invalid-options', path: 'target' }) as FarkleError);
    expect(() => optimalWinChance('farkel')).toThrow(/100,000 points with 12 lives/);
  });

  it('told to ignore what it cannot model, a table past its limit is solved without lives', () => {
    expect(winPlan('farkel', { ignoreUnsupported: true }).rules.lives).toBeNull();
    expect(winPlan('farkel', { ignoreUnsupported: true, target: 5000 }).rules.lives).toEqual(presets.farkel.lives);
    // To 30,000 buying would take three times the work allowed; lives alone fit.
    const withoutBuying = winPlan('farkel', { ignoreUnsupported: true, target: 30000 }).rules;
    expect([withoutBuying.lives, withoutBuying.buyDice]).toEqual([presets.farkel.lives, null]);
  });

  it('lives without buying past the work allowed, naming the target', () => {
    expect(() => optimalWinChance(defineRules({ buyDice: null }, 'farkel'))).toThrow(expect.objectContaining({ code: 'invalid-options', path: 'target' }) as FarkleError);
  });
});
