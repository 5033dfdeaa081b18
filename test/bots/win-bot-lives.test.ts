/**
 * winBot from a solution with lives reads each player's lives from the
 * state: where the table's choice at a decision point depends on the lives
 * left, the bot follows the lives the players have.
 */
import { describe, expect, it } from 'vitest';
import { ReferenceTurn } from '../support/final-round.js';
import { rollModel } from '../support/strategy.js';
import { classicTable } from '../support/tables.js';
import { adviseGame, applyAction, createGame, defineRules, legalActions, optimalWinChance, restoreGame, simulate, winBot, type GameState } from '../../src/index.js';

const rules = defineRules({
  dice: 6,
  bank: { entry: 0, minimum: 0 },
  lives: { start: 3, farkle: 1, sixDiceFarkle: 1, sixDiceFarkleOnHotDice: true },
  buyDice: null,
  end: { target: 600, trigger: 'reach', finalRound: false, lastStanding: null },
});

/** Seat 0 to decide, `total` kept with `left` dice, at `lives` lives; both at 0 points, seat 1 with every life. */
function decision(total: number, left: number, lives: number): GameState {
  const start = JSON.parse(JSON.stringify(createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 }))) as {
    players: { score: number; onBoard: boolean; lives: number }[];
    turn: Record<string, unknown>;
  };
  Object.assign(start.players[0] as object, { lives });
  Object.assign(start.turn, { phase: 'kept', total, rolls: 1, rollable: Array.from({ length: left }, (_, i) => 6 - left + i) });
  return restoreGame(start);
}

describe('winBot with lives', () => {
  it('banks or rolls on as the table says for the lives the player has, not as if it had all of them', () => {
    const solution = optimalWinChance(rules);
    const bot = winBot(solution);
    let differing = 0;
    for (let total = 50; total <= 300; total += 50) {
      for (let left = 1; left <= 5; left++) {
        const pick = (lives: number): string => {
          const { bank, roll } = solution.choices(0, 0, total, left, false, { me: { lives }, them: { lives: 3 } });
          return bank !== null && bank >= roll ? 'bank' : 'roll';
        };
        if (pick(1) === pick(3)) continue;
        differing++;
        for (const lives of [1, 3]) {
          const state = decision(total, left, lives);
          const action = bot(state);
          expect(legalActions(state)).toContainEqual(action);
          expect(action.type).toBe(pick(lives));
        }
      }
    }
    // The check bites: some decisions do depend on the lives left.
    expect(differing).toBeGreaterThan(0);
  }, 60_000);
});

describe('winBot as the last player standing', () => {
  // One round alone to bank the target, else nobody wins.
  const standing = defineRules({ ...rules, end: { ...rules.end, lastStanding: { pointsPerRound: 10000 } } });

  /** Seat 0 alone on its last turn (seat 1 out of lives), `total` kept with `left` dice. */
  function alone(total: number, left: number): GameState {
    const start = JSON.parse(JSON.stringify(createGame({ rules: standing, players: ['A', 'B'], seed: 1, firstPlayer: 0 }))) as {
      players: { score: number; onBoard: boolean; lives: number; eliminated: boolean }[];
      turn: Record<string, unknown>;
      endgame: unknown;
    };
    Object.assign(start.players[0] as object, { score: 100, onBoard: true });
    Object.assign(start.players[1] as object, { score: 300, lives: 0, eliminated: true, onBoard: true });
    Object.assign(start.turn, { phase: 'kept', total, rolls: 1, rollable: Array.from({ length: left }, (_, i) => 6 - left + i) });
    start.endgame = { kind: 'lastStanding', queue: [] };
    return restoreGame(start);
  }

  it('rolls on short of the target on its last turn, where a bank wins nothing, and banks the target', () => {
    const bot = winBot(optimalWinChance(standing));
    // 500 needed: a bank of 300 ends the game with no winner; a bank of 500 wins it.
    expect(bot(alone(300, 3))).toEqual({ type: 'roll' });
    expect(bot(alone(500, 3))).toEqual({ type: 'bank' });
    const rolled = applyAction(alone(300, 3), { type: 'roll' });
    if (rolled.turn.phase === 'rolled') expect(legalActions(rolled)).toContainEqual(bot(rolled));
  });

  it("is advised by its chance to bank the target on its last turn, not by a race it cannot lose", () => {
    // The last turn alone, from 100 to 600: the chance of banking 500 or more this turn, by an independent turn recursion.
    const reference = new ReferenceTurn({ model: rollModel(classicTable), minimum: 0, noRisk: false, cap: 500 }, 0, 100, (score) => [score >= 600 ? 1 : 0]);
    const solution = optimalWinChance(standing);
    for (let total = 50; total <= 450; total += 100) {
      for (let left = 1; left <= 5; left++) {
        for (const given of [{ solution }, {}]) {
          const advice = adviseGame(alone(total, left), given);
          expect(advice.exact).toBe(true);
          const chance = (type: string): number => advice.actions.find((a) => a.action.type === type)?.winChance ?? NaN;
          expect(chance('bank')).toBe(0);
          expect(chance('roll')).toBeCloseTo(reference.roll(total, left)[0] ?? NaN, 9);
        }
      }
    }
  });

  it('plays games through to their end, the last player standing included', () => {
    const bot = winBot(optimalWinChance(standing));
    let alones = 0;
    for (let g = 0; g < 40; g++) {
      let state = createGame({ rules: standing, players: ['A', 'B'], seed: `standing:${g}`, firstPlayer: 0 });
      while (!state.over) {
        if (state.endgame?.kind === 'lastStanding') alones++;
        state = applyAction(state, bot(state));
      }
    }
    expect(alones).toBeGreaterThan(0);
    expect(simulate({ rules: standing, bots: [bot, bot], games: 200, seed: 'standing' }).unfinished).toBe(0);
  }, 60_000);
});

describe('adviseGame with lives', () => {
  it('ranks banking and rolling on by the lives the player has, from a table solved with them', () => {
    const solution = optimalWinChance(rules);
    let differing = 0;
    for (let total = 50; total <= 300; total += 50) {
      for (let left = 1; left <= 5; left++) {
        for (const lives of [1, 3]) {
          const { bank, roll } = solution.choices(0, 0, total, left, false, { me: { lives }, them: { lives: 3 } });
          const advice = adviseGame(decision(total, left, lives), { solution });
          const chance = (type: string): number => advice.actions.find((a) => a.action.type === type)?.winChance ?? NaN;
          expect(chance('roll')).toBeCloseTo(roll, 12);
          if (bank !== null) expect(chance('bank')).toBeCloseTo(bank, 12);
          if (lives === 1 && bank !== null && Math.abs(bank - (solution.choices(0, 0, total, left, false, { me: { lives: 3 }, them: { lives: 3 } }).bank ?? bank)) > 1e-6) differing++;
        }
      }
    }
    expect(differing).toBeGreaterThan(0);
  }, 60_000);
});
