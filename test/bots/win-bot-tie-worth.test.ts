/**
 * What a tie is worth to winBot in the last turn of a two-player game, as the
 * solver's final round counts it: the seat's chance in the play-off where the
 * solved rules play tied leaders off, half a win where the rules ask for a
 * play-off but their turn is one it does not follow (no risk, a must-roll
 * rule: the solver counts a tie there as half a win). The last turn's value
 * must be the one the solver gave the bank that handed it over; and a table
 * file's own play-off chance is the one played, without solving the play-off.
 */
import { describe, expect, it, vi } from 'vitest';
import { createGame, decodeWinTable, defineRules, encodeWinTable, optimalWinChance, restoreGame, winBot, type GameState, type Rules, type WinChanceSolution } from '../../src/index.js';
import { LastTurnChances } from '../../src/bots/win-last-turn.js';
import { PlayOff } from '../../src/strategy/race/end/play-off.js';
import { edited, withChecksum } from '../support/table-bytes.js';

const TARGET = 1000;
const playOff = defineRules({ end: { target: TARGET, ties: 'playOff' } });

const solved = new Map<Rules, WinChanceSolution>();
/** The rules solved to the target, once. */
function solve(rules: Rules): WinChanceSolution {
  let solution = solved.get(rules);
  if (solution === undefined) solved.set(rules, (solution = optimalWinChance(rules)));
  return solution;
}

/** A final round: seat 0 banked `leader`; seat 1, at `score`, plays the last turn, kept at `total` with `left` dice (or at its start). */
function lastTurn(rules: Rules, score: number, leader: number, kept?: { total: number; left: number }): GameState {
  const start = JSON.parse(JSON.stringify(createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 1 }))) as {
    players: { score: number; onBoard: boolean }[];
    turn: Record<string, unknown>;
    endgame: unknown;
  };
  [leader, score].forEach((s, seat) => Object.assign(start.players[seat] as object, { score: s, onBoard: true }));
  if (kept !== undefined) Object.assign(start.turn, { phase: 'kept', total: kept.total, rolls: 1, rollable: Array.from({ length: kept.left }, (_, i) => rules.dice - kept.left + i) });
  start.endgame = { kind: 'finalRound', queue: [] };
  return restoreGame(start);
}

/** The last turn's chances of seat 1 in a state of `lastTurn`. */
function chancesOf(solution: WinChanceSolution, state: GameState): LastTurnChances {
  return new LastTurnChances(solution, state.rules, state.players[1]!, 1, state.players[0]!.score);
}

describe('winBot: a tie in the last turn, as the solver counts it', () => {
  const cases: readonly [string, Rules, boolean][] = [
    ['tied leaders play off', playOff, true],
    ['a play-off asked for under no risk', defineRules({ turn: { noRisk: true }, end: { target: TARGET, ties: 'playOff' } }), false],
    ['a play-off asked for with a roll after hot dice', defineRules({ turn: { rollAfterHotDice: true }, end: { target: TARGET, ties: 'playOff' } }), false],
  ];

  it.each(cases)('%s: the last turn is worth what the solver gave the bank that handed it over', (_, rules, playsOff) => {
    const solution = solve(rules);
    // Seat 0 at 500 banks 550: 1,050 passes the target and hands seat 1, at 500, its last turn.
    const bank = solution.choices(500, 500, 550, 3, false, { seat: 0 }).bank;
    const state = lastTurn(rules, 500, 1050);
    const chances = chancesOf(solution, state);
    expect(chances.roll(state.turn)).toBeCloseTo(1 - (bank as number), 9);
    if (!playsOff) {
      // The solver does not follow a play-off after such a turn: a tie is half a win to either seat.
      expect(chances.tie).toBe(0.5);
      expect(new LastTurnChances(solution, rules, state.players[1]!, 0, 1050).tie).toBe(0.5);
      expect(chances.bank(550)).toBe(0.5);
    }
  }, 60_000);

  it("plays a table file's own play-off chance, without solving the play-off", () => {
    const solution = solve(playOff);
    const file = encodeWinTable(solution, { encoding: 'exact' });
    // Seat 1 at 500 against 1,500, 1,000 kept and one die left: a bank ties, a roll passes with a 1 or a 5 (a third).
    const state = lastTurn(playOff, 500, 1500, { total: 1000, left: 1 });
    const solves = vi.spyOn(PlayOff.prototype as unknown as { firstTurn: () => number }, 'firstTurn');
    try {
      const own = decodeWinTable(file);
      const tie = chancesOf(own, state).tie;
      // The answering seat's tie: more than the third a roll passes with, so it banks.
      expect(tie).toBeGreaterThan(1 / 3);
      expect(winBot(own)(state)).toEqual({ type: 'bank' });
      // The lower seat's chance made 0.9 (the checksum anew): the answering seat's tie is worth 0.1, and it rolls.
      const other = decodeWinTable(withChecksum(edited(file, (_, v) => { v.setFloat64(48, 0.9, true); }), solution.table));
      expect(chancesOf(other, state).tie).toBeCloseTo(0.1, 12);
      expect(winBot(other)(state)).toEqual({ type: 'roll' });
      expect(solves).not.toHaveBeenCalled();
    } finally {
      solves.mockRestore();
    }
  }, 60_000);
});
