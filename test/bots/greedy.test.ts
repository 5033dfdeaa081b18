/** greedyBot and thresholdBot: the best keep of every roll, and a bank exactly at the threshold. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defineRules,
  greedyBot,
  legalActions,
  presets,
  scoreKeep,
  thresholdBot,
  type Action,
  type Bot,
  type Die,
  type GameState,
  type Face,
} from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { RULE_SETS, bankNeed, diceToRoll, scripted, shownDice, expectEndsReached, walk } from './games.js';

const roll = (...dice: Face[]): Action => ({ type: 'roll', dice });
const keep = (...dice: number[]): Action => ({ type: 'keep', dice });
const keptSet = (action: Action): number[] => (action.type === 'keep' ? [...action.dice].sort((a, b) => a - b) : []);

/** The points of keeping these dice of the roll showing. */
function pointsOf(state: GameState, dice: readonly number[]): number {
  const shown = shownDice(state);
  return scoreKeep(dice.map((i) => shown[i] as Die), state.rules).points;
}

const entryZero = defineRules({ bank: { entry: 0 } });
/** A table where the 1-5 straight is worth the full straight: keeping the 6 as well adds no points. */
const equalStraights = defineRules({
  scoring: {
    straights: [
      { faces: [1, 2, 3, 4, 5, 6], points: 1500 },
      { faces: [1, 2, 3, 4, 5], points: 1500 },
    ],
  },
});

describe('greedyBot keeps', () => {
  it.each<[string, Face[], number[]]>([
    ['three 1s and a 5', [1, 1, 1, 5, 2, 3], [0, 1, 2, 3]],
    ['four 2s and the 5, not three 2s', [2, 2, 5, 2, 2, 3], [0, 1, 2, 3, 4]],
    ['a lone 5', [3, 3, 4, 6, 2, 5], [5]],
    ['the straight, not the 1 and the 5', [6, 5, 4, 3, 2, 1], [0, 1, 2, 3, 4, 5]],
  ])('%s', (_name, dice, expected) => {
    const state = scripted('classic', [roll(...dice)]);
    expect(keptSet(greedyBot(state))).toEqual(expected);
  });

  it('on equal points, the keep with more dice', () => {
    const state = scripted(equalStraights, [roll(1, 2, 3, 4, 5, 6)]);
    expect(keptSet(greedyBot(state))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each(RULE_SETS)('the most points, then the most dice, of every roll (%s)', (_name, rules) => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, mix) => {
        const states = walk(rules, seed, mix);
        expectEndsReached(rules, states);
        for (const state of states) {
          if (state.turn.phase !== 'rolled') continue;
          const options = legalActions(state).map((action) => {
            const dice = keptSet(action);
            return { points: pointsOf(state, dice), count: dice.length };
          });
          const best = Math.max(...options.map((o) => o.points));
          const most = Math.max(...options.filter((o) => o.points === best).map((o) => o.count));
          const chosen = keptSet(greedyBot(state));
          expect(pointsOf(state, chosen)).toBe(best);
          expect(chosen.length).toBe(most);
        }
      }),
      { numRuns: 2 },
    );
  });
});

describe('greedyBot banks', () => {
  it('once the turn total reaches 300 when the rules ask for less', () => {
    expect(greedyBot(scripted(entryZero, [roll(1, 1, 1, 2, 3, 4), keep(0, 1, 2)]))).toEqual({ type: 'bank' });
    expect(greedyBot(scripted(entryZero, [roll(1, 5, 5, 2, 3, 4), keep(0, 1, 2)]))).toEqual({ type: 'roll' }); // 200
  });

  it('only at the entry minimum before it is on the board', () => {
    // Classic needs 500 to get on the board: 350 rolls on, 550 banks.
    expect(greedyBot(scripted('classic', [roll(1, 1, 1, 5, 2, 3), keep(0, 1, 2, 3)]))).toEqual({ type: 'roll' });
    expect(greedyBot(scripted('classic', [roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2)]))).toEqual({ type: 'bank' });
  });

  it('on hot dice too, once the threshold is met', () => {
    const state = scripted(entryZero, [roll(1, 1, 1, 5, 5, 5), keep(0, 1, 2, 3, 4, 5)]);
    expect(state.turn.hotDice).toBe(true);
    expect(greedyBot(state)).toEqual({ type: 'bank' });
  });

  it('starts every turn with a roll, even when offered dice for high stakes', () => {
    const rules = defineRules({ highStakes: true, bank: { entry: 0 } });
    const state = scripted(rules, [roll(1, 1, 1, 2, 3, 4), keep(0, 1, 2), { type: 'bank' }]);
    expect(state.turn.offer).not.toBeNull();
    expect(greedyBot(state)).toEqual({ type: 'roll' });
  });
});

/** In every state after a keep: bank exactly at max(points, the player's minimum), or when nothing is left to roll. */
function checkBanking(bot: Bot, points: number, state: GameState): void {
  if (state.turn.phase !== 'kept') return;
  const bankAt = Math.max(points, bankNeed(state));
  const shouldBank = state.turn.total >= bankAt || diceToRoll(state) === 0;
  expect(bot(state)).toEqual({ type: shouldBank ? 'bank' : 'roll' });
}

describe('thresholdBot', () => {
  it.each([0, 250, 300, 1000, 5000])('banks exactly at max(%i, the bank minimum)', (points) => {
    const bot = points === 300 ? greedyBot : thresholdBot(points);
    for (const [, rules] of RULE_SETS) {
      for (let seed = 0; seed < 2; seed++) for (const state of walk(rules, seed, seed + points)) checkBanking(bot, points, state);
    }
  });

  it('banks at 350 with 350 and rolls on with 300 (absolute: 350 every bank once on the board)', () => {
    const onBoard = (state: GameState): GameState => ({ ...state, players: state.players.map((p) => ({ ...p, onBoard: true })) });
    const rules = presets.absolute;
    expect(thresholdBot(0)(onBoard(scripted(rules, [roll(3, 3, 3, 5, 2, 4), keep(0, 1, 2, 3)])))).toEqual({ type: 'bank' });
    expect(thresholdBot(0)(onBoard(scripted(rules, [roll(3, 3, 3, 5, 2, 4), keep(0, 1, 2)])))).toEqual({ type: 'roll' });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '500', null])('rejects %s points', (points) => {
    expectFarkleError(() => thresholdBot(points as number), 'invalid-options', 'points');
  });
});
