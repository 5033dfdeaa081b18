/**
 * The bots under the house rules of HOUSE-RULES.md: in every state reached
 * by mixed play, each returns an action `legalActions` lists and `applyAction`
 * accepts (no bank where a must-roll rule forbids it, only the largest keep
 * where every scoring die must be set aside); the model-based bots refuse the
 * rules their solvers do not model, by path.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  defineRules,
  greedyBot,
  optimalTurnBot,
  optimalWinChance,
  randomBot,
  thresholdBot,
  winBot,
  type Bot,
  type GameState,
  type Rules,
  type RulesOverrides,
} from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { actionKey, listed, expectEndsReached, walk } from './games.js';

const modelled: readonly (readonly [string, RulesOverrides])[] = [
  ['five dice', { dice: 5 }],
  ['no risk, 300 every bank', { turn: { noRisk: true }, bank: { entry: 0, minimum: 300 } }],
  ['must roll after hot dice and after a set', { turn: { rollAfterHotDice: true, rollAfterSet: true } }],
  ['must set aside every scoring die', { turn: { keepEveryScoringDie: true } }],
  ['five dice, five 1s lose the turn, carry on', { dice: 5, scoring: { rollEffects: [{ faces: [1, 1, 1, 1, 1], effect: 'loseTurn' }] }, turn: { carryOn: true } }],
  ['exact target, severe penalties', { end: { trigger: 'exact', target: 2000 }, farklePenalty: { farkles: 2, points: 'all' } }],
];

const unmodelled: readonly (readonly [string, RulesOverrides, string])[] = [
  ['wild die', { wildDie: { face: 6 } }, 'wildDie'],
  ['clear combo', { turn: { clearCombo: true } }, 'turn.clearCombo'],
  ['second chance', { turn: { secondChance: true } }, 'turn.secondChance'],
  ['must beat the last bank', { turn: { mustBeatLastBank: true } }, 'turn.mustBeatLastBank'],
];

const HEURISTICS: readonly (readonly [string, Bot])[] = [
  ['greedy', greedyBot],
  ['threshold:0', thresholdBot(0)],
  ['threshold:1000', thresholdBot(1000)],
  ['random', randomBot],
];

function checkBots(rules: Rules, players: readonly (readonly [string, Bot])[]): void {
  fc.assert(
    fc.property(fc.integer(), fc.integer(), (seed, mix) => {
      const states = walk(rules, seed, mix);
      expectEndsReached(rules, states);
      for (const state of states) {
        const legal = listed(state);
        for (const [name, bot] of players) {
          const action = bot(state);
          expect(legal.has(actionKey(action)), `${name} chose ${JSON.stringify(action)} in phase ${state.turn.phase}`).toBe(true);
        }
      }
    }),
    { numRuns: 3 },
  );
}

describe.each(modelled)('%s: every bot plays a listed action', (_name, overrides) => {
  it('greedy, threshold, random and optimal', () => {
    checkBots(defineRules(overrides), [...HEURISTICS, ['optimal', optimalTurnBot]]);
  });
});

describe.each(unmodelled)('%s', (_name, overrides, path) => {
  const rules = defineRules(overrides);

  it('greedy, threshold and random play a listed action', () => {
    checkBots(rules, HEURISTICS);
  });

  it('the optimal bot refuses with unsupported-rules naming the option', () => {
    const state = createGame({ rules, players: ['A', 'B'], seed: 1 });
    expectFarkleError(() => optimalTurnBot(state), 'unsupported-rules', path);
  });
});

/** Every state of a two-player game between `bot` and greedy, with the moves each made. */
function duel(rules: Rules, bot: Bot, seed: number): GameState[] {
  let state = createGame({ rules, players: ['bot', 'greedy'], seed });
  const states: GameState[] = [];
  for (let move = 0; !state.over && move < 400; move++) {
    states.push(state);
    state = applyAction(state, (state.turn.player === 0 ? bot : greedyBot)(state));
  }
  return states;
}

describe('the win bot under house rules', () => {
  it.each([
    ['must roll after hot dice and after a set', { turn: { rollAfterHotDice: true, rollAfterSet: true } }],
    ['must set aside every scoring die, five dice', { dice: 5, turn: { keepEveryScoringDie: true } }],
    ['no risk', { turn: { noRisk: true } }],
  ] as const)('%s: plays listed actions only', (_name, overrides) => {
    const rules = defineRules({ ...overrides, end: { target: 1000 } });
    const bot = winBot(optimalWinChance(rules));
    for (const seed of [1, 2, 3]) {
      for (const state of duel(rules, bot, seed)) {
        if (state.turn.player !== 0) continue;
        const action = bot(state);
        expect(listed(state).has(actionKey(action)), `${JSON.stringify(action)} in phase ${state.turn.phase}`).toBe(true);
      }
    }
  }, 60_000);

  it('never banks where a must-roll rule forbids it', () => {
    const rules = defineRules({ turn: { rollAfterSet: true }, end: { target: 1000 } });
    const bot = winBot(optimalWinChance(rules));
    let forced = 0;
    for (const seed of [4, 5, 6, 7]) {
      for (const state of duel(rules, bot, seed)) {
        if (state.turn.player !== 0 || !state.turn.mustRoll) continue;
        forced++;
        expect(bot(state).type).toBe('roll');
        expect(optimalTurnBot(state).type).toBe('roll');
        expect(greedyBot(state).type).toBe('roll');
      }
    }
    expect(forced).toBeGreaterThan(0);
  }, 60_000);
});
