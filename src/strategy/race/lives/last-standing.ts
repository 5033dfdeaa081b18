import type { LivesTurn, LivesTurnEnds } from './lives-turn.js';

/** What the last player standing's solve needs to know of the game, in steps of the score grid. */
export interface StandingGame {
  readonly goal: number;
  readonly lives: number;
  readonly step: number;
  readonly target: number;
  /** Points short of the target per turn (`end.lastStanding.pointsPerRound`), or `null`: it wins at once. */
  readonly perRound: number | null;
  /** The bank minimum at a score of s steps. */
  bankSteps(s: number): number;
}

/**
 * The last player standing under lives: alone, it gets a turn per
 * `pointsPerRound` points (or part) it is short of the target, and wins by
 * banking the target in them with a life left; else nobody wins. Its chance
 * with m turns left reads only chances with m - 1, so the table is solved
 * from one turn up, at `(m * goal + s) * lives + l - 1`.
 */
export class LastStanding {
  private readonly chances: Float64Array;

  constructor(
    private readonly game: StandingGame,
    turns: LivesTurn,
  ) {
    this.chances = new Float64Array((this.roundsOf(0) + 1) * game.goal * game.lives);
    this.solve(turns);
  }

  /** Turns the last player standing gets at a score of s steps. */
  private roundsOf(s: number): number {
    const { perRound, target, step } = this.game;
    if (perRound === null) return 0;
    return Math.max(1, Math.ceil((target - s * step) / perRound));
  }

  private at(m: number, s: number, l: number): number {
    return (m * this.game.goal + s) * this.game.lives + l - 1;
  }

  /** The chance of the last player standing with s steps and l lives. */
  chance(s: number, l: number): number {
    if (this.game.perRound === null) return 1;
    return this.chances[this.at(this.roundsOf(s), s, l)] ?? 0;
  }

  private solve(turns: LivesTurn): void {
    const { chances, game } = this;
    const { goal, lives } = game;
    const turnsMost = this.roundsOf(0);
    for (let m = 1; m <= turnsMost; m++) {
      for (let s = 0; s < goal; s++) {
        for (let l = 1; l <= lives; l++) {
          const ends: LivesTurnEnds = {
            bank: (k, _offer, out) => {
              out[0] = s + k >= goal ? 1 : (chances[this.at(m - 1, s + k, l)] ?? 0);
              out[1] = 0;
            },
            farkle: (cost, out) => {
              out[0] = l - cost < 1 ? 0 : (chances[this.at(m - 1, s, l - cost)] ?? 0);
              out[1] = 0;
            },
          };
          turns.fill(ends, goal - s, game.bankSteps(s), 0);
          chances[this.at(m, s, l)] = turns.roll(ends, turns.flat.dice, 0);
        }
      }
    }
  }
}
