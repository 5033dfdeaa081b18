/**
 * optimalWinChance under farkle penalties: against `solveStreaks`
 * (test/support/streak-reference.ts), an independent value iteration over
 * scores, streaks and on-board flags, on small games of the classic table.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, defineRules, legalActions, optimalWinChance, scoreRoll, winBot, type Action, type Face, type GameState, type Rules, type RulesOverrides, type WinChanceSolution } from '../../src/index.js';
import { playOffState } from '../support/play-off-state.js';
import { rollModel } from '../support/strategy.js';
import { solveStreaks, type Player, type StreakTable } from '../support/streak-reference.js';
import { classicTable } from '../support/tables.js';

const model = rollModel(classicTable);

/** The rules a game plays, as the reference reads them: spelled out from the overrides and RULES.md's classic defaults. */
interface Spelled {
  readonly entry: number;
  readonly minimum: number;
  readonly finalRound: boolean;
  readonly farkles: number;
  readonly points: number | 'all';
  /** RULES.md: "the penalty resets it too" (the streak), unless the overrides say otherwise. */
  readonly reset: boolean;
  /** RULES.md: "Scores may go below zero (a floor at zero is a rule option)": no floor by default. */
  readonly floor: number | null;
  /** RULES.md: tied leaders share the win in classic, unless the overrides play them off. */
  readonly playOff: boolean;
}

interface Game {
  readonly name: string;
  readonly overrides: RulesOverrides;
  readonly spelled: Spelled;
  readonly target: number;
  readonly firstEnding: number;
  readonly lowest: number;
}

/** Classic's bank minimum after the entry (none) and its final round (every other player one last turn). */
const classic = { minimum: 0, finalRound: true, reset: true, floor: null, playOff: false } as const;

const games: readonly Game[] = [
  {
    name: 'two farkles cost 100, floor -200, no final round, reaching 250',
    overrides: { bank: { entry: 0 }, farklePenalty: { farkles: 2, points: 100 }, scoreFloor: -200, end: { finalRound: false, trigger: 'reach' } },
    spelled: { ...classic, entry: 0, finalRound: false, farkles: 2, points: 100, floor: -200 },
    target: 250,
    firstEnding: 250,
    lowest: -200,
  },
  {
    name: '200 to get on the board then 100, three farkles cost 150, floor -150, no final round, above 200',
    overrides: { bank: { entry: 200, minimum: 100 }, farklePenalty: { farkles: 3, points: 150 }, scoreFloor: -150, end: { finalRound: false } },
    spelled: { ...classic, entry: 200, minimum: 100, finalRound: false, farkles: 3, points: 150, floor: -150 },
    target: 200,
    firstEnding: 250,
    lowest: -150,
  },
  {
    name: 'two farkles lose the score, every further farkle too, no final round, reaching 300',
    overrides: { bank: { entry: 0 }, farklePenalty: { farkles: 2, points: 'all', resetAfterPenalty: false }, end: { finalRound: false, trigger: 'reach' } },
    spelled: { ...classic, entry: 0, finalRound: false, farkles: 2, points: 'all', reset: false },
    target: 300,
    firstEnding: 300,
    lowest: 0,
  },
  {
    name: 'two farkles cost 50, floor 0, final round, reaching 100',
    overrides: { bank: { entry: 0 }, farklePenalty: { farkles: 2, points: 50 }, scoreFloor: 0, end: { trigger: 'reach' } },
    spelled: { ...classic, entry: 0, farkles: 2, points: 50, floor: 0 },
    target: 100,
    firstEnding: 100,
    lowest: 0,
  },
  {
    name: 'tied leaders play off, two farkles cost 50, floor 0, final round, reaching 100',
    overrides: { bank: { entry: 0 }, farklePenalty: { farkles: 2, points: 50 }, scoreFloor: 0, end: { trigger: 'reach', ties: 'playOff' } },
    spelled: { ...classic, entry: 0, farkles: 2, points: 50, floor: 0, playOff: true },
    target: 100,
    firstEnding: 100,
    lowest: 0,
  },
];

describe('optimalWinChance with farkle penalties: against independent value iteration', () => {
  it.each(games)('$name', (game) => {
    const solution = optimalWinChance(defineRules(game.overrides), { target: game.target });
    const { spelled } = game;
    const reference = solveStreaks({ model, firstEnding: game.firstEnding, lowest: game.lowest, overshoot: 4000, tolerance: 1e-13, ...spelled });
    const seats = spelled.playOff ? ([0, 1] as const) : ([0] as const);
    const streaks = spelled.reset ? spelled.farkles : spelled.farkles + 1;
    const wrong: string[] = [];
    for (let s = game.lowest; s < game.firstEnding; s += 50) {
      for (let o = game.lowest; o < game.firstEnding; o += 50) {
        for (let a = 0; a < streaks; a++) {
          for (let b = 0; b < streaks; b++) {
            for (const [on, onO] of [[true, true], [false, true], [true, false], [false, false]] as const) {
              if ((!on && s > 0) || (!onO && o > 0)) continue;
              const me: Player = { score: s, streak: a, onBoard: on };
              const them: Player = { score: o, streak: b, onBoard: onO };
              for (const seat of seats) {
                const got = solution.winChance(s, o, { me, them, seat });
                const expected = reference.p(me, them, seat);
                if (Math.abs(got - expected) >= 1e-9) wrong.push(`winChance(${JSON.stringify(me)}, ${JSON.stringify(them)}, seat ${seat}) = ${got}, expected ${expected}`);
              }
            }
          }
        }
      }
    }
    const me: Player = { score: 50, streak: streaks - 1, onBoard: true };
    const them: Player = { score: game.firstEnding - 50, streak: 1, onBoard: true };
    for (const t of [0, 100, 250]) {
      for (const n of [1, 3, 6]) {
        const seat = seats.at(-1) ?? 0;
        const got = solution.choices(me.score, them.score, t, n, false, { me, them, seat });
        const expected = reference.choices(me, them, t, n, seat);
        const bankOk = got.bank === null ? expected.bank === null : expected.bank !== null && Math.abs(got.bank - expected.bank) < 1e-9;
        if (!bankOk || Math.abs(got.roll - expected.roll) >= 1e-9) wrong.push(`choices(${t}, ${n}) = ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
      }
    }
    expect(wrong.slice(0, 4), `${wrong.length} differ`).toEqual([]);
    if (seats.length === 2) {
      // The lower seat starts every round of the play-off and the other answers its result: less than half a win.
      expect(reference.playOff).toBeLessThan(0.5);
      const me: Player = { score: 50, streak: 0, onBoard: true };
      expect(solution.winChance(50, 50, { me, them: me, seat: 0 })).not.toBeCloseTo(solution.winChance(50, 50, { me, them: me, seat: 1 }), 6);
      checkPlayOffTurns(defineRules(game.overrides), solution, reference, game.firstEnding + 50);
    }
  }, 600_000);
});

/**
 * winBot's first turn of a play-off round from each pair of farkle streaks (a farkle that completes
 * one costs either player the same, so the streaks change what the turn is worth): at every decision
 * of a kept total up to 1,500 and every first roll's keeps, a choice worth the best there in the
 * reference's play-off, to 1e-9; and some decision's clear best differs with the streaks, so a bot
 * that ignored them would be caught (at 1,000 with five dice, a first player one farkle from the
 * penalty banks where the others roll on).
 */
function checkPlayOffTurns(rules: Rules, solution: WinChanceSolution, reference: StreakTable, score: number): void {
  const bot = winBot(solution);
  const first = (a: number, b: number, total: number, n: number): number => {
    const { bank, roll } = reference.playOffChoices(a, b, total, n);
    return Math.max(bank ?? -Infinity, roll);
  };
  const worth = (a: number, b: number, state: GameState, action: Action): number => {
    const { total } = state.turn;
    const dice = state.turn.hotDice ? 6 : state.turn.rollable.length;
    if (action.type === 'bank') return reference.playOffChoices(a, b, total, dice).bank ?? -Infinity;
    if (action.type === 'roll') return reference.playOffChoices(a, b, total, dice).roll;
    const after = applyAction(state, action).turn;
    return first(a, b, after.total, after.hotDice ? 6 : after.rollable.length);
  };
  const wrong: string[] = [];
  // Per decision, the action that leads by more than 1e-6, by pair of streaks.
  const leads = new Map<string, Set<string>>();
  const check = (a: number, b: number, state: GameState, where: string): void => {
    const legal = legalActions(state);
    const values = legal.map((action) => worth(a, b, state, action));
    const best = Math.max(...values);
    const chosen = bot(state);
    const got = worth(a, b, state, chosen);
    if (Math.abs(got - best) >= 1e-9) wrong.push(`${where} from streaks ${a}, ${b}: ${JSON.stringify(chosen)} is worth ${got}, the best ${best}`);
    const second = Math.max(...values.filter((_, i) => i !== values.indexOf(best)));
    if (best - second > 1e-6) {
      const set = leads.get(where) ?? new Set<string>();
      set.add(JSON.stringify(legal[values.indexOf(best)]));
      leads.set(where, set);
    }
  };
  for (const [a, b] of [[0, 0], [0, 1], [1, 0], [1, 1]] as const) {
    for (let total = 50; total <= 1500; total += 50) {
      for (let n = 1; n <= 6; n++) check(a, b, playOffState(rules, score, [a, b], 'kept', total, [], n), `bank or roll at ${total} with ${n} dice`);
    }
    for (const faces of sixDiceRolls()) {
      if (scoreRoll(faces as Face[], rules).points > 0) check(a, b, playOffState(rules, score, [a, b], 'rolled', 0, faces, 6), `the keep of ${faces.join('')}`);
    }
  }
  expect(wrong.slice(0, 4), `${wrong.length} wrong`).toEqual([]);
  expect([...leads.values()].some((set) => set.size > 1)).toBe(true);
}

/** Every roll of six dice by the faces it shows, sorted. */
function sixDiceRolls(): number[][] {
  const out: number[][] = [];
  const walk = (face: number, left: number, faces: number[]): void => {
    if (left === 0) out.push(faces);
    else for (let f = face; f <= 6; f++) walk(f, left - 1, [...faces, f]);
  };
  walk(1, 6, []);
  return out;
}
