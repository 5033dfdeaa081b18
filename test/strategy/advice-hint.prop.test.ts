/**
 * The advice never gives up a win another action keeps: in the final round,
 * whatever the scores and the turn, the action ranked first has the largest
 * chance; a bank that stays behind the leader (a certain loss) is never
 * ranked over a roll that keeps a chance, and a bank that passes the leader
 * (a certain win, the last to play) is always taken. The play hint follows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, defineRules, type GameState } from '../../src/index.js';
import { hintLines } from '../../src/cli/play-hint.js';
import { adviseGame } from '../../src/strategy/advice/advice.js';

const rules = defineRules({ end: { target: 3000 } });
const base = createGame({ rules, players: ['A', 'B', 'C'], seed: 1, firstPlayer: 0 });

/** The last turns of a game: seat 0 to play with `total` kept and `left` dice, seats in `queue` after it, seat 2 the trigger. */
function lastTurns(scores: readonly number[], total: number, left: number, queue: readonly number[]): GameState {
  return {
    ...base,
    players: base.players.map((p, i) => ({ ...p, score: scores[i] ?? 0, onBoard: true })),
    turn: { ...base.turn, player: 0, phase: 'kept', total, rolls: 1, rollable: [0, 1, 2, 3, 4, 5].slice(0, left) },
    endgame: { kind: 'finalRound', queue },
  };
}

const step = (from: number, to: number): fc.Arbitrary<number> => fc.integer({ min: from / 50, max: to / 50 }).map((k) => k * 50);

describe('final-round advice keeps every win it can', () => {
  it('the first action has the largest chance; a certain loss never beats a chance, a certain win is taken', () => {
    fc.assert(
      fc.property(step(0, 2950), step(0, 2950), step(3000, 4500), step(50, 3000), fc.integer({ min: 1, max: 6 }), fc.boolean(), (mine, other, leader, total, left, lastToPlay) => {
        const state = lastTurns([mine, other, leader], total, left, lastToPlay ? [] : [1]);
        const { actions } = adviseGame(state);
        const chance = (type: string): number => actions.find((a) => a.action.type === type)?.winChance ?? Number.NaN;
        const [bank, roll] = [chance('bank'), chance('roll')];
        expect(actions[0]?.winChance).toBe(Math.max(bank, roll));
        const highest = Math.max(leader, lastToPlay ? 0 : other);
        if (mine + total < leader) expect(bank).toBe(0);
        if (bank === 0 && roll > 0) {
          expect(actions[0]?.action.type).toBe('roll');
          expect(hintLines(state)[0]).toMatch(/^Hint: roll /);
        }
        if (lastToPlay && mine + total > highest) {
          expect(bank).toBe(1);
          expect(actions[0]?.action.type).toBe('bank');
        }
      }),
      { numRuns: 60, seed: 11 },
    );
  });
});
