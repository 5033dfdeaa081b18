/**
 * winBot in the last turn of a two-player game (the final round): each keep
 * and each roll-or-bank goes to the higher chance of passing the leader, not
 * to the higher turn total. The expected chances come from an exact
 * recursion written here over RULES.md's classic table (the brute-force
 * oracle's keeps of every roll): from a turn total t with n dice to roll, a
 * bank past the leader wins, a bank on the leader's score is half a win
 * (classic shares ties), a farkle loses, and a roll is worth the average over
 * its faces of its best keep.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, optimalWinChance, restoreGame, winBot, type Face, type GameState } from '../../src/index.js';
import { Oracle, faceMultisets, toOracleDice } from '../support/oracle.js';
import { classicTable } from '../support/tables.js';

const oracle = new Oracle(classicTable);
const rules = defineRules({ end: { target: 1000 } });
const solution = optimalWinChance(rules);

/** The ways n ordered dice show a multiset of faces: n! over the product of each face's count factorial. */
function ways(faces: readonly Face[]): number {
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const counts = new Map<Face, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  let out = fact(faces.length);
  for (const c of counts.values()) out /= fact(c);
  return out;
}

/**
 * The exact chance of a last turn `need` points short of passing the leader
 * (a tie at need - 50 counts half), banking allowed from `minimum` points.
 */
function lastTurn(need: number, minimum = 50): { decision: (n: number, total: number) => number; roll: (n: number, total: number) => number } {
  const memo = new Map<string, number>();
  const bank = (total: number): number => (total < minimum ? 0 : total >= need ? 1 : total === need - 50 ? 0.5 : 0);
  const roll = (n: number, total: number): number => {
    let sum = 0;
    for (const faces of faceMultisets(n)) {
      let best = 0;
      for (const keep of oracle.keeps(toOracleDice(faces)).values()) best = Math.max(best, decision(n - keep.size || 6, total + keep.points));
      sum += (ways(faces) / 6 ** n) * best;
    }
    return sum;
  };
  const decision = (n: number, total: number): number => {
    if (total >= need && total >= minimum) return 1;
    const key = `${n}|${total}`;
    let v = memo.get(key);
    if (v === undefined) memo.set(key, (v = Math.max(bank(total), roll(n, total))));
    return v;
  };
  return { decision, roll };
}

/** A classic final round: seat 0 banked `leader`; seat 1, at `score`, plays its last turn and rolls `dice`. */
function lastRoll(score: number, leader: number, dice: readonly Face[], played = rules): GameState {
  const start = JSON.parse(JSON.stringify(createGame({ rules: played, players: ['A', 'B'], seed: 1, firstPlayer: 1 }))) as {
    players: { score: number; onBoard: boolean }[];
    endgame: unknown;
  };
  [leader, score].forEach((s, seat) => Object.assign(start.players[seat] as object, { score: s, onBoard: true }));
  start.endgame = { kind: 'finalRound', queue: [] };
  return applyAction(restoreGame(start), { type: 'roll', dice: [...dice] });
}

/** The faces a keep action sets aside, sorted. */
function keptFaces(state: GameState, dice: readonly number[]): Face[] {
  return dice.map((id) => state.turn.roll!.find((d) => d.id === id)!.face).sort((a, b) => a - b);
}

describe('winBot in the last turn of a two-player game', () => {
  it('keeps the 1 alone and rolls five dice when 2,000 short, rather than 1 5 5 with three dice', () => {
    // 500 against 2,450: it needs 2,000 this turn (1,950 ties).
    const state = lastRoll(500, 2450, [1, 5, 5, 2, 3, 4]);
    const exact = lastTurn(2000);
    const one = exact.decision(5, 100);
    const oneFive = exact.decision(4, 150);
    const oneFiveFive = exact.decision(3, 200);
    // The keep of most points is not the one most likely to reach 2,000.
    expect(one).toBeGreaterThan(oneFiveFive);
    const best = Math.max(one, oneFive, oneFiveFive, exact.decision(5, 50), exact.decision(4, 100));
    const action = winBot(solution)(state);
    if (action.type !== 'keep') throw new Error(`expected a keep, got ${action.type}`);
    const faces = keptFaces(state, action.dice);
    const chance = exact.decision(6 - faces.length, faces.reduce((sum, f) => sum + (f === 1 ? 100 : 50), 0));
    expect(chance).toBeCloseTo(best, 9);
  }, 60_000);

  it('banks a tie with one die left (half a win beats the third a roll passes with), and rolls a tie with three', () => {
    // 500 against 1,500, 1,000 kept: banking ties.
    const tied = (left: number): GameState => {
      const start = JSON.parse(JSON.stringify(lastRoll(500, 1500, [1, 1, 1, 2, 3, 4]))) as { turn: Record<string, unknown> };
      Object.assign(start.turn, { phase: 'kept', roll: null, total: 1000, rollable: Array.from({ length: left }, (_, i) => 6 - left + i) });
      return restoreGame(start);
    };
    const exact = lastTurn(1050);
    expect(exact.roll(1, 1000)).toBeLessThan(0.5);
    expect(exact.roll(3, 1000)).toBeGreaterThan(0.5);
    expect(winBot(solution)(tied(1))).toEqual({ type: 'bank' });
    expect(winBot(solution)(tied(3))).toEqual({ type: 'roll' });
  });

  it('values keeps below the bank minimum by rolling on: 150 short with every bank at least 300', () => {
    const strict = defineRules({ bank: { minimum: 300 }, end: { target: 1000 } });
    // 900 against 1,000: 150 passes, but no bank below 300 is allowed.
    const state = lastRoll(900, 1000, [1, 5, 2, 3, 4, 4], strict);
    const exact = lastTurn(150, 300);
    const chances = new Map([
      ['1', exact.decision(5, 100)],
      ['5', exact.decision(5, 50)],
      ['1,5', exact.decision(4, 150)],
    ]);
    const action = winBot(optimalWinChance(strict))(state);
    if (action.type !== 'keep') throw new Error(`expected a keep, got ${action.type}`);
    const chosen = chances.get(keptFaces(state, action.dice).join(','));
    expect(chosen).toBeCloseTo(Math.max(...chances.values()), 9);
    // Kept at 150 with four dice: still short of the minimum, it must roll (no bank is legal).
    expect(exact.decision(4, 150)).toBeLessThan(1);
  }, 60_000);

  it('banks once a total passes the leader', () => {
    const start = JSON.parse(JSON.stringify(lastRoll(500, 1500, [1, 1, 1, 2, 3, 4]))) as { turn: Record<string, unknown> };
    Object.assign(start.turn, { phase: 'kept', roll: null, total: 1050, rollable: [5] });
    // 1,050 passes the leader: banking wins.
    expect(winBot(solution)(restoreGame(start))).toEqual({ type: 'bank' });
  });
});
