/**
 * Games of three or more players for the seats tests, as the rules set them
 * out (dice, target and how it ends, bank minimums, final round), with the
 * library's rules and the independent reference's game for each.
 */
import { expect, it } from 'vitest';
import { defineRules, optimalSeatsWinChance, type Rules } from '../../src/index.js';
import { SeatsReference } from './seats-reference.js';
import { rollModel } from './strategy.js';
import { classicTable } from './tables.js';

/** The classic table's points are multiples of 50: scores in steps of it. */
export const STEP = 50;

export interface SeatsCase {
  readonly name: string;
  readonly dice: number;
  readonly players: number;
  readonly target: number;
  readonly trigger: 'reach' | 'exceed';
  /** The first bank's minimum, and every bank's. */
  readonly entry: number;
  readonly minimum: number;
  readonly finalRound: boolean;
}

/** The lowest score in steps that ends the game: reaching the target, or passing it. */
export function goalOf(game: SeatsCase): number {
  return game.trigger === 'reach' ? Math.ceil(game.target / STEP) : Math.floor(game.target / STEP) + 1;
}

export function rulesOf(game: SeatsCase): Rules {
  return defineRules({
    dice: game.dice,
    bank: { entry: game.entry, minimum: game.minimum },
    end: { target: game.target, trigger: game.trigger, finalRound: game.finalRound },
  });
}

/** The reference for the game, on the classic table, converged far past what the tests ask. */
export function referenceOf(game: SeatsCase): SeatsReference {
  return new SeatsReference({
    model: rollModel(classicTable, { dice: game.dice }),
    players: game.players,
    goal: goalOf(game),
    entry: game.entry / STEP,
    minimum: game.minimum / STEP,
    finalRound: game.finalRound,
    tolerance: 1e-13,
    truncation: 1e-12,
  });
}

/**
 * A test: the library's chances for `game` equal the reference's, every seat,
 * every list of scores below the goal, every player to move, to 1e-10.
 */
export function expectReferenceSeats(game: SeatsCase): void {
  it(game.name, { timeout: 300_000 }, () => {
    const solved = optimalSeatsWinChance(rulesOf(game), { players: game.players, tolerance: 1e-12 });
    const table = referenceOf(game).solve();
    expect(table.lists.length).toBe(goalOf(game) ** game.players);
    let worst = 0;
    for (const scores of table.lists) {
      for (let mover = 0; mover < game.players; mover++) {
        const want = table.chances(scores, mover);
        const got = solved.winChances(scores.map((s) => s * STEP), mover);
        want.forEach((x, seat) => (worst = Math.max(worst, Math.abs((got[seat] ?? NaN) - x))));
      }
    }
    expect(worst).toBeLessThan(1e-10);
    table.chances(Array<number>(game.players).fill(0), 0).forEach((x, seat) => {
      expect(solved.startChances[seat]).toBeCloseTo(x, 10);
    });
  });
}
