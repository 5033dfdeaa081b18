/**
 * winBot: plays a solved two-player game. Every action it returns must be
 * legal, and against a player choosing uniformly among legal actions it must
 * win most games.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  defineRules,
  legalActions,
  optimalWinChance,
  randomBot,
  winBot,
  type Action,
  type Bot,
  type GameState,
} from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';

/** Classic (500 entry, final round, ties shared) played to above 1,000 points. */
const rules = defineRules({ end: { target: 1000 } });
const solution = optimalWinChance(rules);
const bot = winBot(solution);

/** The same action as a legal one: same type and, for a keep, the same dice. */
function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'keep' && b.type === 'keep') return a.dice.join() === b.dice.join();
  return true;
}

interface Played {
  readonly state: GameState;
  /** Actions a seat returned that were not among the legal actions. */
  readonly illegal: string[];
  readonly actions: number;
}

/** Plays a game to the end, checking every action of the seats in `checked`. */
function playGame(seats: readonly [Bot, Bot], seed: number, checked: readonly number[]): Played {
  let state = createGame({ rules, players: ['A', 'B'], seed });
  const illegal: string[] = [];
  let actions = 0;
  while (!state.over) {
    if (actions > 20000) throw new Error(`game ${seed} did not end`);
    const seat = state.turn.player;
    const action = seats[seat]!(state);
    if (checked.includes(seat) && !legalActions(state).some((legal) => sameAction(legal, action))) {
      illegal.push(`game ${seed}, action ${actions}: ${JSON.stringify(action)}`);
    }
    state = applyAction(state, action);
    actions++;
  }
  return { state, illegal, actions };
}

describe('winBot', () => {
  it('solves the game it is given', () => {
    expect(solution.target).toBe(1000);
    expect(solution.firstPlayerWinChance).toBeGreaterThan(0.5);
  });

  it('returns only legal actions, against randomBot and against itself, through whole games', () => {
    const illegal: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const vsRandom = playGame(seed % 2 === 0 ? [bot, randomBot] : [randomBot, bot], seed, [seed % 2 === 0 ? 0 : 1]);
      const vsSelf = playGame([bot, bot], 100 + seed, [0, 1]);
      illegal.push(...vsRandom.illegal, ...vsSelf.illegal);
      for (const { state } of [vsRandom, vsSelf]) {
        expect(state.over).toBe(true);
        expect(state.winners.length).toBeGreaterThan(0);
      }
    }
    expect(illegal).toEqual([]);
  });

  it('wins well over half its games against randomBot', () => {
    // 200 seeded games, the bot in either seat (who starts is rolled by the rules from the seed).
    // A shared win counts half. Were the bot no better than even, 60 % or more of 200 games
    // would be a 2.8-sigma fluke (about 1 in 400); it is expected to win far more.
    const games = 200;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const seat = g % 2;
      const seats: [Bot, Bot] = seat === 0 ? [bot, randomBot] : [randomBot, bot];
      const { state } = playGame(seats, 1000 + g, []);
      if (state.winners.includes(seat)) wins += 1 / state.winners.length;
    }
    expect(wins / games).toBeGreaterThan(0.6);
  });

  it('plays two-player games only, and not after the end', () => {
    const three = createGame({ rules, players: ['A', 'B', 'C'], seed: 1 });
    expectFarkleError(() => bot(three), 'invalid-options');
    const { state } = playGame([bot, bot], 7, []);
    expectFarkleError(() => bot(state), 'game-over');
  });
});
