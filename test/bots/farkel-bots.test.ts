/**
 * The optimal bot (and the win bot, which plays as it where lives are in play) under Farkel:
 * it buys dice when they are clearly worth the lives, not when they clearly are not, never spends
 * the lives that leave a farkle fatal on a purchase that cannot win, goes for the target as the
 * last player standing, and bot-against-bot games end with a winner.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  bots,
  createGame,
  defineRules,
  optimalTurn,
  optimalTurnBot,
  presets,
  randomBot,
  restoreGame,
  scoreRoll,
  simulate,
  type Action,
  type Bot,
  type Face,
  type GameState,
  type Rules,
} from '../../src/index.js';
import { actionKey, current, listed, scripted } from './games.js';

const roll = (...dice: Face[]): Action => ({ type: 'roll', dice });
const keep = (...dice: number[]): Action => ({ type: 'keep', dice });
const bank: Action = { type: 'bank' };
/** Six dice that score nothing in Farkel: a "Fanny Farkel", two lives. */
const sixDiceFarkle = roll(2, 2, 3, 3, 4, 6);
/** Both players farkle six dice: two lives each. */
const bothFarkle: readonly Action[] = [sixDiceFarkle, sixDiceFarkle];
/** Three 1s, three more (hot dice), three more: 30,000 banked with three dice left. */
const bank30000on3: readonly Action[] = [roll(1, 1, 1, 2, 3, 4), keep(0, 1, 2), roll(1, 1, 1), keep(0, 1, 2), roll(1, 1, 1, 2, 3, 4), keep(0, 1, 2), bank];
/** Six 1s, four times over (20,000 each, hot dice), then three 1s and a 5: 90,500 banked. */
const bank90500: readonly Action[] = [
  ...[1, 2, 3, 4].flatMap(() => [roll(1, 1, 1, 1, 1, 1), keep(0, 1, 2, 3, 4, 5)]),
  roll(1, 1, 1, 5, 2, 3),
  keep(0, 1, 2, 3),
  bank,
];

/** The chance that n dice score nothing under the rules: counted over all 6^n rolls with scoreRoll. */
function farkleChance(n: number, rules: Rules): number {
  let farkles = 0;
  for (let code = 0; code < 6 ** n; code++) {
    const dice = Array.from({ length: n }, (_, i) => ((Math.floor(code / 6 ** i) % 6) + 1) as Face);
    if (scoreRoll(dice, rules).points === 0) farkles++;
  }
  return farkles / 6 ** n;
}

/** Every state of a two-player Farkel game where each move is made by the bot `mix` picks (random play buys and farkles lives away). */
function walk(rules: Rules, seed: number, mix: number): GameState[] {
  const drivers: readonly Bot[] = [randomBot, randomBot, optimalTurnBot];
  let state = createGame({ rules, players: ['A', 'B'], seed });
  const states: GameState[] = [];
  for (let move = 0; !state.over && move < 400; move++) {
    states.push(state);
    const driver = drivers[(Math.imul(mix ^ move, 0x9e3779b1) >>> 28) % drivers.length] as Bot;
    state = applyAction(state, driver(state));
  }
  return states;
}

describe('the lives-valuing bots under Farkel', () => {
  // Every rule set in every run: a draw of one of them per run would miss each about two runs in five.
  const RULES: readonly (readonly [string, Rules])[] = [
    ['farkel', presets.farkel],
    ['farkel, high stakes', defineRules({ highStakes: true }, 'farkel')],
    ['farkel, five dice, carry on, no risk', defineRules({ dice: 5, turn: { carryOn: true, noRisk: true } }, 'farkel')],
    [
      'farkel, roll after hot dice and sets, keep every scoring die, 1,500 every bank',
      defineRules({ turn: { rollAfterHotDice: true, rollAfterSet: true, keepEveryScoringDie: true }, bank: { entry: 0, minimum: 1500 } }, 'farkel'),
    ],
    // Classic with lives and dice at two lives each: an entry above the bank minimum, a final round.
    [
      'classic, lives, dice at two lives each, target 3,000',
      defineRules({ lives: { start: 6, farkle: 1, sixDiceFarkle: 1, sixDiceFarkleOnHotDice: false }, buyDice: { livesPerDie: 2 }, end: { target: 3000 } }),
    ],
  ];

  it.each(RULES)('return a listed action that applies in every state reached by play, and never buy into a fatal farkle that cannot win (%s)', (_name, rules) => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, mix) => {
        for (const state of walk(rules, seed, mix)) {
          for (const bot of [bots.optimal, bots.win]) {
            const action = bot(state);
            expect(listed(state).has(actionKey(action)), JSON.stringify(action)).toBe(true);
            expect(() => applyAction(state, action)).not.toThrow();
            if (action.type !== 'buy') continue;
            // After paying, a farkle of the bought roll must leave a life, unless the least scoring roll wins (at once).
            const left = (current(state).lives ?? 0) - action.count * (rules.buyDice?.livesPerDie ?? 0) - (rules.lives?.farkle ?? 0);
            const least = Math.min(...Object.values(rules.scoring.singles).filter((points) => points > 0));
            const wins = !rules.end.finalRound && current(state).score + (state.turn.offer?.total ?? 0) + least >= rules.end.target;
            expect(left > 0 || wins).toBe(true);
          }
        }
      }),
      { numRuns: 2 },
    );
  });

  it('buys the three dice of a 30,000 offer: rolling them once is worth several fresh turns', () => {
    const state = scripted('farkel', bank30000on3);
    expect(state.turn.offer).toMatchObject({ total: 30000, dice: [3, 4, 5] });
    // Rolling the three dice once and banking what they bring is worth at least (1 - farkle chance) x 30,000,
    // some 21,700 points: over four times the most points a fresh turn is worth, whatever three of twelve lives cost.
    const once = (1 - farkleChance(3, presets.farkel)) * 30000;
    expect(once).toBeGreaterThan(4 * optimalTurn('farkel').expectedScore);
    expect(optimalTurnBot(state)).toEqual({ type: 'buy', count: 3 });
  });

  it('rolls fresh dice rather than buy the one die of a 3,500 offer', () => {
    // A 5 kept (500), then five dice: three 2s (2,000) and a 1 (1,000): 3,500 banked with one die left.
    const state = scripted('farkel', [roll(5, 2, 3, 4, 6, 6), keep(0), roll(2, 2, 2, 1, 3), keep(0, 1, 2, 3), bank]);
    expect(state.turn.offer).toMatchObject({ total: 3500, dice: [5] });
    // The die scores one time in three, 1,000 at most; even then hot dice are worth at most a fresh turn more:
    // (4,500 + a fresh turn) / 3 is below a fresh turn, before the life it costs.
    const fresh = optimalTurn('farkel').expectedScore;
    expect((4500 + fresh) / 3).toBeLessThan(fresh * (1 - farkleChance(6, presets.farkel)));
    expect(optimalTurnBot(state)).toEqual({ type: 'roll' });
  });

  it('does not buy with two lives left, where a farkle of the bought roll would eliminate it and no scoring roll wins', () => {
    // Five six-dice farkles each: two lives left on both sides. Then an offer of 30,000 on three dice.
    const start = [1, 2, 3, 4, 5].flatMap(() => bothFarkle);
    const state = scripted('farkel', [...start, ...bank30000on3]);
    expect(current(state).lives).toBe(2);
    expect(state.turn.offer).toMatchObject({ total: 30000, dice: [3, 4, 5] });
    // One die bought scores a third of the time for 30,500 or more: worth about twice a fresh turn, yet fatal on a farkle.
    expect((30500 / 3) / optimalTurn('farkel').expectedScore).toBeGreaterThan(1.9);
    expect(optimalTurnBot(state)).toEqual({ type: 'roll' });
  });

  it('buys dice in seeded games against the win bot, each buy leaving a farkle of the bought roll a life to spare', () => {
    let buys = 0;
    for (let seed = 1; seed <= 4; seed++) {
      let state = createGame({ rules: 'farkel', players: ['Optimal', 'Win'], seed });
      for (let move = 0; !state.over && move < 2000; move++) {
        const action = (state.turn.player === 0 ? bots.optimal : bots.win)(state);
        if (action.type === 'buy') {
          buys++;
          // RULES.md: one life a die, one more on a farkle of the bought roll; no final round, so only a bank of 100,000 wins at once.
          const wins = current(state).score + (state.turn.offer?.total ?? 0) + 500 >= 100000;
          expect((current(state).lives ?? 0) - action.count - 1 > 0 || wins, JSON.stringify({ seed, move, action })).toBe(true);
        }
        state = applyAction(state, action);
      }
      expect(state.over).toBe(true);
    }
    expect(buys).toBeGreaterThan(0);
  });

  it('in a final round, where its lives are worth nothing to it, still never buys the dice whose farkle would eliminate it', () => {
    // Classic with lives, one life a die: A, at 500, has banked 3,000 kept on four dice, passing the target, leaving two
    // dice; B, at 1,000 with three lives, plays the last turn. Buying both dice leaves one life, which a farkle of those two
    // dice (4 rolls in 9 show no 1 and no 5) takes; buying one leaves two. A bank of the offer cannot win at once:
    // the final round is played out.
    const rules = defineRules({ lives: { start: 6, farkle: 1, sixDiceFarkle: 1, sixDiceFarkleOnHotDice: false }, buyDice: { livesPerDie: 1 }, end: { target: 3000 } });
    const game = JSON.parse(JSON.stringify(createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 1 }))) as {
      players: { score: number; lives: number; onBoard: boolean }[];
      turn: { offer: unknown };
      endgame: unknown;
      events: unknown[];
    };
    const [a, b] = game.players as [(typeof game.players)[0], (typeof game.players)[0]];
    Object.assign(a, { score: 3500, onBoard: true });
    Object.assign(b, { score: 1000, lives: 3, onBoard: true });
    game.turn.offer = { from: 0, kind: 'bank', dice: [4, 5], total: 3000 };
    game.endgame = { kind: 'finalRound', queue: [] };
    game.events = [];
    const state = restoreGame(game);
    expect(listed(state)).toEqual(new Set(([{ type: 'roll' }, { type: 'buy', count: 1 }, { type: 'buy', count: 2 }] satisfies Action[]).map(actionKey)));
    for (const bot of [bots.optimal, bots.win]) {
      const action = bot(state);
      expect(action).not.toEqual({ type: 'buy', count: 2 });
    }
    // With two lives, buying even one die leaves one that a farkle of it (4 rolls in 6) takes: no buy at all.
    Object.assign(b, { lives: 2 });
    const two = restoreGame(game);
    expect(listed(two)).toEqual(new Set(([{ type: 'roll' }, { type: 'buy', count: 1 }] satisfies Action[]).map(actionKey)));
    for (const bot of [bots.optimal, bots.win]) expect(bot(two)).toEqual({ type: 'roll' });
  });

  it('rolls on as the last player standing on its last turn, where the points policy would bank short of the target', () => {
    // A farkles six dice six times (out); B banks 90,500, then farkles four times: one round to find 9,500.
    const state0 = scripted('farkel', [sixDiceFarkle, ...bank90500, ...[1, 2, 3, 4].flatMap(() => bothFarkle), sixDiceFarkle]);
    expect(state0.endgame).toEqual({ kind: 'lastStanding', queue: [] });
    const state = applyAction(applyAction(state0, roll(3, 3, 3, 1, 5, 2)), keep(0, 1, 2, 3, 4));
    expect(state.turn).toMatchObject({ phase: 'kept', total: 4500 });
    expect(optimalTurn('farkel').shouldRoll(4500, 1)).toBe(false);
    expect(optimalTurnBot(state)).toEqual({ type: 'roll' });
  });

  it('banks a turn total that reaches the target at once, rather than roll on for more', () => {
    // 90,500 banked; six 1s this turn, 20,000 on hot dice, where the points policy rolls on.
    const state = scripted('farkel', [sixDiceFarkle, ...bank90500, sixDiceFarkle, roll(1, 1, 1, 1, 1, 1), keep(0, 1, 2, 3, 4, 5)]);
    expect(current(state).score + state.turn.total).toBeGreaterThanOrEqual(100000);
    expect(optimalTurn('farkel').shouldRoll(20000, 6)).toBe(true);
    expect(optimalTurnBot(state)).toEqual(bank);
  });
});

describe('bot-against-bot Farkel games', () => {
  it('end with a winner in nearly every game (two and three players)', () => {
    const two = simulate({ rules: 'farkel', bots: ['optimal', 'optimal'], games: 300, seed: 'farkel-bots' });
    expect(two.unfinished).toBe(0);
    expect(two.noWinner / two.games).toBeLessThan(0.1);
    const three = simulate({ rules: 'farkel', bots: ['optimal', 'win', 'optimal'], games: 100, seed: 'farkel-bots' });
    expect(three.noWinner / three.games).toBeLessThan(0.1);
  });
});
