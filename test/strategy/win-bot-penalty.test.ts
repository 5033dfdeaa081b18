/**
 * winBot under a farkle penalty: its bank-or-roll choices follow the solved
 * chances of the state it is in, streaks and on-board flags included, and
 * the streak does change some of them.
 */
import { describe, expect, it } from 'vitest';
import { diceLeft } from '../../src/game/turn/dice-left.js';
import { applyAction, createGame, defineRules, legalActions, optimalWinChance, randomBot, winBot, type PlayerState } from '../../src/index.js';

const rules = defineRules({
  bank: { entry: 100, minimum: 50 },
  farklePenalty: { farkles: 2, points: 200 },
  scoreFloor: -200,
  end: { target: 600, trigger: 'reach', finalRound: false },
});
const solution = optimalWinChance(rules);
const bot = winBot(solution);

describe('winBot with a farkle penalty', () => {
  it('banks or rolls as the chances of its own streak and board say, and the streak matters', () => {
    let decisions = 0;
    let streakMattered = 0;
    for (let seed = 0; seed < 200; seed++) {
      let state = createGame({ rules, players: ['bot', 'random'], seed });
      for (let actions = 0; !state.over && actions < 5000; actions++) {
        const seat = state.turn.player;
        const legal = legalActions(state);
        const action = seat === 0 ? bot(state) : randomBot(state);
        if (seat === 0 && state.turn.phase === 'kept' && legal.some((a) => a.type === 'bank') && legal.some((a) => a.type === 'roll')) {
          const me = state.players[0] as PlayerState;
          const them = state.players[1] as PlayerState;
          const dice = diceLeft(state.turn, rules.dice);
          const situation = { me: { streak: me.farkleStreak, onBoard: me.onBoard }, them: { streak: them.farkleStreak, onBoard: them.onBoard }, seat: 0 } as const;
          const choice = solution.choices(me.score, them.score, state.turn.total, dice, false, situation);
          const blind = solution.choices(me.score, them.score, state.turn.total, dice, false, { me: { onBoard: me.onBoard }, them: { onBoard: them.onBoard } });
          expect(action.type).toBe((choice.bank ?? -1) >= choice.roll ? 'bank' : 'roll');
          if ((choice.bank ?? -1) >= choice.roll !== (blind.bank ?? -1) >= blind.roll) streakMattered++;
          decisions++;
        }
        state = applyAction(state, action);
      }
      expect(state.over).toBe(true);
    }
    expect(decisions).toBeGreaterThan(20);
    expect(streakMattered).toBeGreaterThan(0);
  }, 300_000);
});
