/**
 * winBot's choices against its own table, at every decision of sampled
 * games: each keep it makes must be worth the most any keep of the roll is
 * worth by the table (the best of banking and rolling on after it), and each
 * bank-or-roll must go to the higher of the two. The keeps of a roll, their
 * points and the dice left are the brute-force oracle's (test/support/oracle.ts,
 * scoring with RULES.md's table), not the engine's list of legal actions, so a
 * keep the bot never looks at, or one it values at the wrong dice or total, is
 * caught. Outside the final round only: there the table holds no choices.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  defineRules,
  optimalWinChance,
  randomBot,
  winBot,
  type Action,
  type Bot,
  type GameState,
  type Rules,
  type WinChanceSolution,
} from '../../src/index.js';
import { Oracle, diceKey, toOracleDice, type OracleDie } from '../support/oracle.js';
import { classicTable } from '../support/tables.js';

/** Games played with each rule set: half against randomBot (which reaches odd states), half against itself. */
const GAMES = 24;

interface Case {
  readonly name: string;
  readonly rules: Rules;
}

const CASES: readonly Case[] = [
  // Classic: first bank 500, final round, ties shared.
  { name: 'classic, above 1,500', rules: defineRules({ end: { target: 1500 } }) },
  { name: 'five dice, first bank 300, every bank 200, no final round, to 2,000', rules: defineRules({ dice: 5, bank: { entry: 300, minimum: 200 }, end: { target: 2000, trigger: 'reach', finalRound: false } }) },
];

const oracle = new Oracle(classicTable);
const TOLERANCE = 1e-12;

/** What a keep of `points` leaving `left` dice is worth to the player by the table: the best of banking and rolling on. */
function keepWorth(solution: WinChanceSolution, state: GameState, points: number, left: number): number {
  const me = state.players[state.turn.player]!;
  const them = state.players[1 - state.turn.player]!;
  // Every die set aside: hot dice, the next roll throws them all.
  const dice = left === 0 ? state.rules.dice : left;
  const { bank, roll } = solution.choices(me.score, them.score, state.turn.total + points, dice);
  return Math.max(bank ?? 0, roll);
}

/** Every keep of the roll showing, by the oracle, and what the table makes of it. */
function keepsOf(solution: WinChanceSolution, state: GameState): Map<string, number> {
  const dice: OracleDie[] = toOracleDice(state.turn.roll!.map((die) => die.face));
  const out = new Map<string, number>();
  for (const keep of oracle.keeps(dice).values()) out.set(keep.key, keepWorth(solution, state, keep.points, dice.length - keep.size));
  return out;
}

interface Checked {
  keeps: number;
  banks: number;
  /** Decisions with more than one distinct keep (those that can go wrong). */
  choices: number;
  wrong: string[];
}

/** Checks the bot's action at `state`, a decision of its own outside the final round. */
function check(solution: WinChanceSolution, state: GameState, action: Action, seen: Checked, where: string): void {
  const { turn } = state;
  if (turn.phase === 'rolled' && action.type === 'keep') {
    const keeps = keepsOf(solution, state);
    const best = Math.max(...keeps.values());
    const kept = diceKey(toOracleDice(action.dice.map((i) => turn.roll![i]!.face)));
    const got = keeps.get(kept);
    seen.keeps++;
    if (keeps.size > 1) seen.choices++;
    if (got === undefined || got < best - TOLERANCE) seen.wrong.push(`${where}: kept ${kept} (${got}) of ${diceKey(toOracleDice(turn.roll!.map((d) => d.face)))}, best ${best}`);
  } else if (turn.phase === 'kept' && (action.type === 'bank' || action.type === 'roll')) {
    const me = state.players[turn.player]!;
    const them = state.players[1 - turn.player]!;
    const dice = turn.hotDice ? state.rules.dice : turn.rollable.length;
    const { bank, roll } = solution.choices(me.score, them.score, turn.total, dice);
    if (bank === null) return;
    seen.banks++;
    const wrong = action.type === 'bank' ? roll > bank + TOLERANCE : bank > roll + TOLERANCE;
    if (wrong) seen.wrong.push(`${where}: ${action.type} at ${turn.total} with ${dice} dice (bank ${bank}, roll ${roll})`);
  }
}

function playAndCheck(solution: WinChanceSolution, seed: number, seen: Checked): void {
  const bot = winBot(solution);
  const other: Bot = seed % 2 === 0 ? randomBot : bot;
  let state = createGame({ rules: solution.rules, players: ['bot', 'other'], seed, firstPlayer: seed % 2 });
  for (let step = 0; !state.over; step++) {
    if (step > 20_000) throw new Error(`game ${seed} did not end`);
    const mine = state.turn.player === 0 || other === bot;
    const action = (mine ? bot : other)(state);
    if (mine && state.endgame === null) check(solution, state, action, seen, `game ${seed}, action ${step}`);
    state = applyAction(state, action);
  }
}

describe.each(CASES)('winBot keeps and banks as its table says: $name', ({ rules }) => {
  it(`at every decision of ${GAMES} games`, () => {
    const solution = optimalWinChance(rules);
    const seen: Checked = { keeps: 0, banks: 0, choices: 0, wrong: [] };
    for (let seed = 1; seed <= GAMES; seed++) playAndCheck(solution, seed, seen);
    expect(seen.wrong).toEqual([]);
    // The games reach enough decisions that a wrong choice would show.
    expect(seen.choices).toBeGreaterThan(100);
    expect(seen.banks).toBeGreaterThan(100);
  });
});
