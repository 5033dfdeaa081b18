/** optimalTurnBot: follows the single-turn policy, plays high stakes when it pays, and beats the simpler bots. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defineRules,
  farkleChance,
  legalActions,
  optimalTurn,
  optimalTurnBot,
  scoreKeep,
  simulate,
  type Action,
  type Die,
  type Face,
  type GameState,
  type TurnPolicy,
} from '../../src/index.js';
import { RULE_SETS, current, diceToRoll, idsToRoll, scripted, shownDice, expectEndsReached, walk } from './games.js';

const roll = (...dice: Face[]): Action => ({ type: 'roll', dice });
const keep = (...dice: number[]): Action => ({ type: 'keep', dice });
const bank: Action = { type: 'bank' };

function policyOf(state: GameState): TurnPolicy {
  return optimalTurn(state.rules, { onBoard: current(state).onBoard });
}

/**
 * What keeping these dice of the roll showing is worth to the policy: its value with the dice left,
 * asked by their ids (every die on hot dice): with spicy dice, which dice are left decides their red faces.
 */
function keepValue(state: GameState, dice: readonly number[]): number {
  const shown = shownDice(state);
  const points = scoreKeep(dice.map((i) => shown[i] as Die), state.rules).points;
  const left = (state.turn.roll ?? []).filter((_, i) => !dice.includes(i)).map((die) => die.id);
  const total = state.turn.total + points;
  // Every rolled die kept with unbought dice still out is no hot dice: the player can only bank (RULES.md, buying dice).
  if (left.length === 0 && state.turn.unbought.length > 0) return total;
  return policyOf(state).value(total, left.length === 0 ? 6 : left);
}

// With lives the bot plays a policy that counts what they are worth, and buys dice: test/bots/farkel-bots.test.ts.
describe.each(RULE_SETS.filter(([, rules]) => rules.lives === null))('optimalTurnBot under %s', (_name, rules) => {
  it('rolls on exactly when shouldRoll says so, keeps a keep of the highest value, and takes offers by their value', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, mix) => {
        const states = walk(rules, seed, mix);
        expectEndsReached(rules, states);
        for (const state of states) {
          const action = optimalTurnBot(state);
          const { phase, total, offer } = state.turn;
          if (phase === 'kept') {
            const n = diceToRoll(state);
            expect(action.type).toBe(n > 0 && policyOf(state).shouldRoll(total, idsToRoll(state)) ? 'roll' : 'bank');
          } else if (phase === 'rolled') {
            const values = legalActions(state).map((a) => (a.type === 'keep' ? keepValue(state, a.dice) : -1));
            expect(action.type).toBe('keep');
            if (action.type === 'keep') expect(keepValue(state, action.dice)).toBeCloseTo(Math.max(...values), 9);
          } else {
            const policy = policyOf(state);
            const worth = offer !== null && state.rules.highStakes && policy.rollValue(offer.total, offer.dice) > policy.expectedScore;
            expect(action.type).toBe(worth ? 'highStakes' : 'roll');
          }
        }
      }),
      { numRuns: 2 },
    );
  });
});

describe('optimalTurnBot offered dice', () => {
  const rules = defineRules({ highStakes: true, bank: { entry: 0 } });

  it('plays high stakes for 3,500 points on two dice: worth at least (1 - farkle chance) x 3,500', () => {
    // Two triplets (2,500) on hot dice, then four 1s (1,000): 3,500 banked with two dice left.
    const state = scripted(rules, [roll(1, 1, 1, 5, 5, 5), keep(0, 1, 2, 3, 4, 5), roll(1, 1, 1, 1, 2, 3), keep(0, 1, 2, 3), bank]);
    expect(state.turn.offer).toMatchObject({ total: 3500, dice: [4, 5] });
    expect(policyOf(state).expectedScore).toBeLessThan((1 - farkleChance(2)) * 3500);
    expect(optimalTurnBot(state)).toEqual({ type: 'highStakes' });
  });

  it('rolls six fresh dice rather than one die for 400 points', () => {
    const state = scripted(rules, [roll(1, 1, 1, 5, 5, 2), keep(0, 1, 2, 3, 4), bank]);
    expect(state.turn.offer).toMatchObject({ total: 400, dice: [5] });
    // One die scores one time in three; even then the turn is only worth a fresh turn's 540 or so more.
    expect(policyOf(state).rollValue(400, 1)).toBeLessThan(policyOf(state).expectedScore);
    expect(optimalTurnBot(state)).toEqual({ type: 'roll' });
  });

  it('never plays high stakes where the rules do not, though dice are offered (farkel buys instead)', () => {
    const state = scripted('farkel', []);
    expect(optimalTurnBot(state)).toEqual({ type: 'roll' });
  });
});

describe('optimalTurnBot against the simpler bots (classic, seats rotating)', () => {
  // The margins are many standard errors wide: a win rate of about 3/4 against greedy
  // (standard error 0.025 over 300 games) must stay above 1/2, about 99 % against random above 0.8.
  it('wins most games against greedyBot and scores more points per turn', () => {
    const result = simulate({ rules: 'classic', bots: ['optimal', 'greedy'], games: 300, seed: 'optimal-vs-greedy' });
    const [optimal, greedy] = result.players;
    expect(optimal!.ci95[0]).toBeGreaterThan(0.5);
    expect(optimal!.pointsPerTurn).toBeGreaterThan(greedy!.pointsPerTurn + 50);
  });

  it('wins nearly every game against randomBot', () => {
    const result = simulate({ rules: 'classic', bots: ['random', 'optimal'], games: 100, seed: 'optimal-vs-random' });
    expect(result.players[1]!.ci95[0]).toBeGreaterThan(0.8);
  });
});
