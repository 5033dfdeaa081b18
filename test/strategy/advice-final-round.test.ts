/**
 * adviseGame in the final round: exact, for any number of players. The
 * reference (test/support/final-round.ts) is a plain recursion over whole
 * score lists on the reference roll model, every seat's turn solved anew for
 * every score list in front of it; three-dice games to small targets, every
 * pair of scores on the grid for two players.
 */
import { describe, expect, it } from 'vitest';
import { createGame, defineRules, type GameState, type Rules, type TurnState } from '../../src/index.js';
import { adviseGame } from '../../src/strategy/advice/advice.js';
import { referenceFinalRound, referenceTurn, type FinalRoundGame } from '../support/final-round.js';
import { rollModel } from '../support/strategy.js';
import { classicTable } from '../support/tables.js';

const DICE = 3;
const CAP = 3000;

interface Case {
  readonly name: string;
  readonly rules: Rules;
  readonly game: FinalRoundGame;
}

const cases: readonly Case[] = [
  {
    name: 'three dice, shared ties',
    rules: defineRules({ dice: DICE, bank: { entry: 0 }, end: { target: 300 } }),
    game: { model: rollModel(classicTable, { dice: DICE }), minimum: 0, noRisk: false, cap: CAP },
  },
  {
    name: 'three dice, 150 to bank, no risk',
    rules: defineRules({ dice: DICE, bank: { entry: 0, minimum: 150 }, turn: { noRisk: true }, end: { target: 300 } }),
    game: { model: rollModel(classicTable, { dice: DICE }), minimum: 150, noRisk: true, cap: CAP },
  },
  {
    name: 'three dice, 150 to bank',
    rules: defineRules({ dice: DICE, bank: { entry: 0, minimum: 150 }, end: { target: 300 } }),
    game: { model: rollModel(classicTable, { dice: DICE }), minimum: 150, noRisk: false, cap: CAP },
  },
  {
    name: 'three dice, must roll after hot dice, 100 to bank',
    rules: defineRules({ dice: DICE, bank: { entry: 0, minimum: 100 }, turn: { rollAfterHotDice: true }, end: { target: 300 } }),
    game: { model: rollModel(classicTable, { dice: DICE, rollAfterHotDice: true }), minimum: 100, noRisk: false, cap: CAP },
  },
  {
    name: 'three dice, must roll after hot dice',
    rules: defineRules({ dice: DICE, bank: { entry: 0 }, turn: { rollAfterHotDice: true }, end: { target: 300 } }),
    game: { model: rollModel(classicTable, { dice: DICE, rollAfterHotDice: true }), minimum: 0, noRisk: false, cap: CAP },
  },
];

/** A game in its final round: `scores` banked, `order` still to play (the first to move now), at the start of a turn. */
function finalRound(rules: Rules, scores: readonly number[], order: readonly number[], turn: Partial<TurnState> = {}): GameState {
  const game = createGame({ rules, players: scores.map((_, i) => `P${i}`), seed: 1, firstPlayer: 0 });
  return {
    ...game,
    players: game.players.map((p, i) => ({ ...p, score: scores[i] ?? 0, onBoard: true })),
    turn: { ...game.turn, player: order[0] ?? 0, ...turn },
    endgame: { kind: 'finalRound', queue: order.slice(1) },
  };
}

function chanceOf(state: GameState, type: string): number {
  const found = adviseGame(state).actions.find((a) => a.action.type === type);
  if (found?.winChance == null) throw new Error(`no ${type} chance`);
  return found.winChance;
}

describe.each(cases)('final round: $name', ({ rules, game }) => {
  it('two players, every pair of scores: the fresh turn of the player behind matches the reference', () => {
    for (let leader = 300; leader <= 450; leader += 50) {
      for (let mine = 0; mine <= 250; mine += 50) {
        const state = finalRound(rules, [mine, leader], [0]);
        const advice = adviseGame(state);
        expect(advice.method).toBe('finalRound');
        expect(advice.exact).toBe(true);
        const reference = referenceFinalRound(game, [mine, leader], [0]);
        expect(chanceOf(state, 'roll')).toBeCloseTo(reference[0] ?? 0, 9);
      }
    }
  });

  it('two players, mid-turn: banking and rolling on match the reference at every turn total and dice left', () => {
    const scores = [100, 350];
    const reference = referenceTurn(game, scores, 0, []);
    for (let total = 50; total <= 400; total += 50) {
      for (let left = 1; left <= DICE; left++) {
        const state = finalRound(rules, scores, [0], { phase: 'kept', total, rolls: 1, rollable: Array.from({ length: left }, (_, i) => i) });
        const roll = reference.roll(total, left)[0] ?? 0;
        expect(chanceOf(state, 'roll')).toBeCloseTo(roll, 9);
        if (total >= game.minimum) {
          // The last player to bank: the scores then stand.
          const banked = referenceFinalRound(game, [100 + total, 350], [])[0] ?? 0;
          expect(chanceOf(state, 'bank')).toBe(banked);
        }
      }
    }
  });

  it('three players: every seat still to play answers the scores in front of it', () => {
    const memo = new Map<string, number[]>();
    for (const [scores, order] of [
      [[350, 100, 200], [1, 2]],
      [[300, 250, 0], [1, 2]],
      [[150, 400, 300], [2, 0]],
      [[200, 200, 300], [0, 1]],
    ] as const) {
      const reference = referenceFinalRound(game, scores, order, memo);
      const state = finalRound(rules, scores, order);
      expect(chanceOf(state, 'roll')).toBeCloseTo(reference[order[0]] ?? 0, 8);
    }
  });
});

describe('final round under rules it leaves out', () => {
  it('high stakes (dice offered to the next player): still the final-round solver, not exact, a certain loss still 0', () => {
    const rules = defineRules({ highStakes: true, end: { target: 3000 } });
    const state = finalRound(rules, [1500, 3050], [0], { phase: 'kept', total: 400, rolls: 1, rollable: [0, 1, 2] });
    const advice = adviseGame(state);
    expect(advice.method).toBe('finalRound');
    expect(advice.exact).toBe(false);
    expect(advice.actions.find((a) => a.action.type === 'bank')?.winChance).toBe(0);
    expect(advice.actions[0]?.action.type).toBe('roll');
  });

  it('a play-off (zilch-style ties): ties counted as an even split, not exact', () => {
    const rules = defineRules({ dice: DICE, bank: { entry: 0 }, end: { target: 300, ties: 'playOff' } });
    const advice = adviseGame(finalRound(rules, [200, 350], [0]));
    expect(advice.method).toBe('finalRound');
    expect(advice.exact).toBe(false);
  });
});
