/**
 * Advice and bots from tables read from files: on every state that play
 * reaches in a small game, advice from a decoded exact table is the advice
 * of the solve itself, and from a compact one within its error, with the
 * same best action wherever the solve's margin is more than 1e-6; the table
 * that solves a state's game is the one used (whatever its rules are
 * called), a table of another game is never used for it; tables registered
 * for the program reach advice and the solving bot, and tables given to
 * `solvingWinBotWith` are what it plays from.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  adviseGame,
  applyAction,
  createGame,
  decodeWinTable,
  defineRules,
  encodeWinTable,
  legalActions,
  optimalWinChance,
  restoreWinChance,
  solvingWinBot,
  solvingWinBotWith,
  useWinTables,
  winBot,
  type GameState,
  type WinChanceSolution,
} from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { mulberry32 } from '../support/mulberry32.js';

const ZILCH = defineRules({ end: { target: 600 } }, 'zilch');
const solved = optimalWinChance(ZILCH, { target: 600 });
const exact = decodeWinTable(encodeWinTable(solved, { encoding: 'exact' }));
const compact = decodeWinTable(encodeWinTable(solved));

/** Every state with a choice that random play reaches in `games` games of the rules, from fixed seeds. */
function reached(rules: GameState['rules'], games: number): GameState[] {
  const random = mulberry32(17);
  const states: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let state = createGame({ rules, players: ['A', 'B'], seed: `reach:${g}` });
    for (let step = 0; step < 400 && !state.over; step++) {
      const legal = legalActions(state);
      if (legal.length > 1) states.push(state);
      state = applyAction(state, legal[Math.floor(random() * legal.length)] ?? { type: 'roll' });
    }
  }
  return states;
}

const STATES = reached(ZILCH, 200);

afterEach(() => {
  useWinTables([]);
});

describe('advice from a table file', () => {
  it('has states enough to mean something: farkle streaks, scores below zero, the final round', () => {
    expect(STATES.length).toBeGreaterThan(2000);
    expect(STATES.some((state) => state.players.some((p) => p.farkleStreak === 2))).toBe(true);
    expect(STATES.some((state) => state.players.some((p) => p.score < 0))).toBe(true);
    expect(STATES.some((state) => state.endgame?.kind === 'finalRound')).toBe(true);
  });

  it('from an exact table is the advice of the solve, on every state reached', () => {
    for (const state of STATES) {
      expect(adviseGame(state, { tables: [exact] })).toEqual(adviseGame(state, { solution: solved }));
    }
  });

  it('from a compact table is within 2^-24 of the solve, the same action first wherever the solve’s margin passes 1e-6', () => {
    let decisions = 0;
    let close = 0;
    for (const state of STATES) {
      const truth = adviseGame(state, { solution: solved });
      const near = adviseGame(state, { tables: [compact] });
      expect(near.method).toBe(truth.method);
      const chance = (advice: typeof truth, action: unknown): number | null => advice.actions.find((a) => JSON.stringify(a.action) === JSON.stringify(action))?.winChance ?? null;
      for (const { action, winChance } of truth.actions) {
        const other = chance(near, action);
        if (winChance === null) expect(other).toBeNull();
        else expect(Math.abs((other ?? -1) - winChance)).toBeLessThanOrEqual(2 ** -24 + 1e-12);
      }
      const [best, second] = truth.actions;
      if (best?.winChance == null || second?.winChance == null) continue;
      decisions++;
      if (best.winChance - second.winChance > 1e-6) expect(near.actions[0]?.action).toEqual(best.action);
      else close++;
    }
    expect(decisions).toBeGreaterThan(800);
    // Ties and near ties are few, but there are some (a keep of equal value either way).
    expect(close).toBeLessThan(decisions / 4);
  });

  it('uses the table of the state’s game among several, whatever its rules are called; a table of another game is not used', () => {
    const other = optimalWinChance('classic', { target: 500 });
    const renamed = createGame({ rules: defineRules({ name: 'our zilch' }, ZILCH), players: ['A', 'B'], seed: 4 });
    expect(adviseGame(renamed, { tables: [other, exact] })).toEqual(adviseGame(renamed, { solution: solved }));
    const classicGame = createGame({ rules: defineRules({ end: { target: 500 } }), players: ['A', 'B'], seed: 4 });
    expect(adviseGame(classicGame, { tables: [exact, other] }).method).toBe('table');
    // Zilch to 10,000: no table given solves it, and it is past what advice solves on first use.
    const big = createGame({ rules: 'zilch', players: ['A', 'B'], seed: 4 });
    expect(adviseGame(big, { tables: [exact, other] }).method).toBe('estimate');
    // A solution for another game is refused, not used.
    expectFarkleError(() => adviseGame(big, { solution: exact }), 'invalid-options', 'solution');
  });

  it('refuses tables that are not tables, or too many', () => {
    const state = STATES[0] as GameState;
    expectFarkleError(() => adviseGame(state, { tables: 'zilch' as never }), 'invalid-options', 'tables');
    expectFarkleError(() => adviseGame(state, { tables: [exact, { ...exact, target: 0 }] }), 'invalid-options', 'tables[1].target');
    expectFarkleError(() => adviseGame(state, { tables: Array<WinChanceSolution>(65).fill(exact) }), 'invalid-options', 'tables');
    expectFarkleError(() => { useWinTables([null as never]); }, 'invalid-options', 'tables[0]');
    expectFarkleError(() => { useWinTables('x' as never); }, 'invalid-options', 'tables');
  });
});

describe('bots from table files', () => {
  it('winBot of several tables plays each game from its own, and refuses a game none solves', () => {
    const other = optimalWinChance(defineRules({ end: { target: 500 } }), { target: 500 });
    const bot = winBot([other, exact]);
    const single = winBot(solved);
    for (const state of STATES.slice(0, 400)) expect(bot(state)).toEqual(single(state));
    const big = createGame({ rules: 'zilch', players: ['A', 'B'], seed: 4 });
    expectFarkleError(() => bot(big), 'invalid-options', 'solution');
    // One table: any target (played as if to its own), never other rules.
    const classicGame = createGame({ rules: 'classic', players: ['A', 'B'], seed: 4 });
    expectFarkleError(() => winBot(exact)(classicGame), 'invalid-options', 'solution');
    expectFarkleError(() => winBot([exact, 7] as never), 'invalid-options', 'solution[1]');
  });

  it('a table solved to another target than its rules’ own serves games played to that target', () => {
    // Zilch's rules (their own target 10,000) solved to 600: a zilch game to 600 plays from it.
    const fromPreset = decodeWinTable(encodeWinTable(optimalWinChance('zilch', { target: 600 }), { encoding: 'exact' }));
    const state = STATES[10] as GameState;
    expect(adviseGame(state, { tables: [fromPreset] })).toEqual(adviseGame(state, { solution: solved }));
    // A zilch game to 10,000 is not the table's game.
    const big = createGame({ rules: 'zilch', players: ['A', 'B'], seed: 4 });
    expect(adviseGame(big, { tables: [fromPreset] }).method).toBe('estimate');
  });

  it('useWinTables: advice and the solving bot read a registered table at once, for a game too large to solve on first use', () => {
    const rules = defineRules({ end: { target: 3000 } });
    const table = decodeWinTable(encodeWinTable(optimalWinChance(rules, { target: 3000 })));
    const game = createGame({ rules, players: ['A', 'B'], seed: 8 });
    expect(adviseGame(game).method).toBe('estimate');
    useWinTables([table]);
    expect(adviseGame(game).method).toBe('table');
    expect(adviseGame(game)).toEqual(adviseGame(game, { tables: [table] }));
    const states = reached(rules, 5);
    const fromTable = winBot(table);
    for (const state of states.slice(0, 200)) expect(solvingWinBot(state)).toEqual(fromTable(state));
    useWinTables([]);
    expect(adviseGame(game).method).toBe('estimate');
  });

  it('solvingWinBotWith: plays from its own tables at once, and any other game as the solving bot does', () => {
    // A table of classic to 1,000 made to lie (each chance c as 1 - c): the bot must play from it, not from its own solve.
    const rules = defineRules({ end: { target: 1000 } });
    const truth = optimalWinChance(rules, { target: 1000 });
    const lying = restoreWinChance(rules, { target: 1000 }, truth.table.map((chance) => 1 - chance));
    const bot = solvingWinBotWith([exact, lying]);
    const fromTable = winBot(lying);
    const states = reached(rules, 5);
    let differs = 0;
    for (const state of states.slice(0, 200)) {
      expect(bot(state)).toEqual(fromTable(state));
      if (JSON.stringify(solvingWinBot(state)) !== JSON.stringify(fromTable(state))) differs++;
    }
    // The solving bot alone solves the game and plays otherwise: the table given is what was read.
    expect(differs).toBeGreaterThan(20);
    // The zilch game to 600 from the other table, as winBot over the solve plays it.
    const fromSolve = winBot(solved);
    for (const state of STATES.slice(0, 200)) expect(bot(state)).toEqual(fromSolve(state));
    // A game none of its tables solves is played, as the solving bot plays it: not refused.
    const zilchOnly = solvingWinBotWith(exact);
    for (const state of states.slice(0, 50)) expect(zilchOnly(state)).toEqual(solvingWinBot(state));
    // Its own tables come before the program's: with the true table registered, it still plays the lying one.
    useWinTables([truth]);
    for (const state of states.slice(0, 200)) expect(bot(state)).toEqual(fromTable(state));
    // And a game none of its own tables solves reads the program's: registered, the lying table is played.
    useWinTables([lying]);
    for (const state of states.slice(0, 200)) expect(zilchOnly(state)).toEqual(fromTable(state));
    useWinTables([]);
    // One table alone; bad tables are refused at their path.
    expect(solvingWinBotWith(lying)(states[0] as GameState)).toEqual(fromTable(states[0] as GameState));
    expectFarkleError(() => solvingWinBotWith([lying, 7] as never), 'invalid-options', 'tables[1]');
    expectFarkleError(() => solvingWinBotWith(null as never), 'invalid-options', 'tables');
  });
});
