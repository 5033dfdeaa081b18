/**
 * HOUSE-RULES.md rows 7, 23 and 24: the exact target ("welfare": a bank that
 * would pass the target is not added; a common reading gives it to the
 * lowest-scoring player) and rolls that end things (six of a kind that wins
 * at once, six 1s that explode, a pattern that loses the banked score).
 * Played through the game API with explicit dice on the classic table
 * (1 = 100, 5 = 50, three n = 100 × n but three 1s = 300, two triplets 2,500).
 */
import { describe, expect, it } from 'vitest';
import { defineRules, legalActions, type Action, type RulesOverrides } from '../../src/index.js';
import { bank, keep, highStakes, newGame, ofType, play, playTurns, roll, turnsStarted, typesOf } from '../support/games.js';

/** Three 5s and a 1: 600, banked. */
const bank600: readonly Action[] = [roll(5, 5, 5, 1, 2, 3), keep(0, 1, 2, 3), bank];
/** Three 4s: 400, banked. */
const bank400: readonly Action[] = [roll(4, 4, 4, 2, 3, 6), keep(0, 1, 2), bank];

function exact(overrides: RulesOverrides['end'] = {}): ReturnType<typeof defineRules> {
  return defineRules({ name: 'welfare', bank: { entry: 0 }, end: { target: 1000, trigger: 'exact', finalRound: false, ...overrides } });
}

describe('exact target (end.trigger: exact)', () => {
  it('a bank that would pass the target is not added; landing exactly on it wins', () => {
    // Ann 600; Bob 400; Ann's 600 more would make 1,200: lost; Bob 400; Ann 400 more: exactly 1,000.
    const { state, events } = playTurns(newGame(exact()), [bank600, bank400, bank600, bank400, bank400]);
    expect(ofType(events, 'overshot')).toEqual([{ type: 'overshot', player: 0, points: 600, to: null, score: null }]);
    expect(ofType(events, 'banked')[2]).toEqual({ type: 'banked', player: 0, points: 0, score: 600 });
    expect(state.players.map((p) => p.score)).toEqual([1000, 800]);
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([0]);
  });

  it('overshoot lowest: the points go to the lowest-scoring other player, the first after the banker on a tie', () => {
    const rules = exact({ overshoot: 'lowest' });
    const game = newGame(rules, 3);
    // Ann 600; Bob and Cy farkle and stay at 0; Ann's 600 more would pass 1,000.
    const farkle: readonly Action[] = [roll(2, 3, 4, 6, 2, 3)];
    const { state, events } = playTurns(game, [bank600, farkle, farkle, bank600]);
    // Bob and Cy both have 0: Bob, first after Ann, gets the 600.
    expect(ofType(events, 'overshot')).toEqual([{ type: 'overshot', player: 0, points: 600, to: 1, score: 600 }]);
    expect(state.players.map((p) => p.score)).toEqual([600, 600, 0]);
    // Next time the lowest is Cy (0 against Bob's 600).
    const again = playTurns(state, [farkle, farkle, bank600]);
    expect(ofType(again.events, 'overshot')).toEqual([{ type: 'overshot', player: 0, points: 600, to: 2, score: 600 }]);
  });

  it('overshoot lowest: points that would take the lowest player past the target too are lost', () => {
    // Ann 600, Bob 600; Ann's 600 more would make Bob 1,200.
    const { state, events } = playTurns(newGame(exact({ overshoot: 'lowest' })), [bank600, bank600, bank600]);
    expect(ofType(events, 'overshot')).toEqual([{ type: 'overshot', player: 0, points: 600, to: null, score: null }]);
    expect(state.players.map((p) => p.score)).toEqual([600, 600]);
  });

  it('overshoot lowest: points that land the receiver exactly on the target make it hit the target', () => {
    // Ann 600, Bob 400; Ann's 600 more go to Bob: 400 + 600 = 1,000 exactly, and Bob wins.
    const { state, events } = playTurns(newGame(exact({ overshoot: 'lowest' })), [bank600, bank400, bank600]);
    expect(typesOf(events).slice(-3)).toEqual(['banked', 'overshot', 'gameOver']);
    expect(state.winners).toEqual([1]);
  });

  it('overshot points that make another player hit the target start a final round in turn order, the banker last', () => {
    const rules = exact({ overshoot: 'lowest', finalRound: true });
    // Ann 600, Bob 600, Cy 400; Ann's 600 more go to Cy, the lowest: 1,000 exactly, so Cy hits the target.
    const { state, events } = playTurns(newGame(rules, 3), [bank600, bank600, bank400, bank600]);
    expect(ofType(events, 'finalRound')).toEqual([{ type: 'finalRound', trigger: 2, score: 1000 }]);
    // Every other player gets one more turn, play going on as usual: Bob next, then Ann, who has just played.
    expect(state.turn.player).toBe(1);
    const { events: after } = playTurns(state, [bank400, [roll(2, 3, 4, 6, 2, 3)]]);
    expect(turnsStarted(after)).toEqual([0]);
    expect(ofType(after, 'gameOver')).toEqual([{ type: 'gameOver', winners: [1, 2] }]);
  });

  it('with a final round, hitting the target exactly starts it; another exact hit shares the win', () => {
    const rules = exact({ finalRound: true, ties: 'share' });
    // Ann 600, Bob 600, Ann 400 (1,000: final round), Bob 400 (1,000).
    const { state, events } = playTurns(newGame(rules), [bank600, bank600, bank400, bank400]);
    expect(ofType(events, 'finalRound')).toEqual([{ type: 'finalRound', trigger: 0, score: 1000 }]);
    expect(state.winners).toEqual([0, 1]);
  });

  it('with a final round, a last turn that passes the target adds nothing', () => {
    const rules = exact({ finalRound: true });
    const { state } = playTurns(newGame(rules), [bank600, bank600, bank400, bank600]);
    expect(state.players.map((p) => p.score)).toEqual([1000, 600]);
    expect(state.winners).toEqual([0]);
  });
});

describe('rolls that end things (scoring.rollEffects)', () => {
  const effects = defineRules({
    name: 'roll effects',
    bank: { entry: 0 },
    scoring: {
      rollEffects: [
        { faces: [6, 6, 6, 6, 6, 6], effect: 'win' },
        { faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' },
        { faces: [4, 4, 4, 4, 4, 4], effect: 'loseScore' },
        { faces: [3, 3, 3, 3, 3], effect: 'loseTurn' },
      ],
    },
    end: { target: 1000, trigger: 'reach', finalRound: true },
  });

  it('six 6s win the game at once: the roll scores nothing and is no farkle', () => {
    const { state, events } = play(newGame(effects), [roll(6, 6, 6, 6, 6, 6)]);
    expect(typesOf(events)).toEqual(['rolled', 'rollEffect', 'gameOver']);
    expect(ofType(events, 'rollEffect')).toEqual([{ type: 'rollEffect', player: 0, effect: 'win', lost: 0, score: 0 }]);
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([0]);
    expect(legalActions(state)).toEqual([]);
  });

  it('a winning roll during the final round makes the roller the sole winner', () => {
    // Ann: two triplets (2,500) and then banks: final round. Bob, far behind, rolls six 6s.
    const { state } = playTurns(newGame(effects), [[roll(1, 1, 1, 5, 5, 5), keep(0, 1, 2, 3, 4, 5), bank], [roll(6, 6, 6, 6, 6, 6)]]);
    expect(state.winners).toEqual([1]);
    expect(state.players.map((p) => p.score)).toEqual([2500, 0]);
  });

  it('six 1s explode on a hot-dice roll: the turn total is lost, but it is no farkle', () => {
    const withStreak = defineRules({ name: 'effects and streak', farklePenalty: { farkles: 1, points: 1000 } }, effects);
    // Ann: two triplets (2,500), hot dice, then six 1s.
    const { state, events } = play(newGame(withStreak), [roll(1, 1, 1, 5, 5, 5), keep(0, 1, 2, 3, 4, 5), roll(1, 1, 1, 1, 1, 1)]);
    expect(typesOf(events).slice(-3)).toEqual(['rolled', 'rollEffect', 'turnStarted']);
    expect(ofType(events, 'rollEffect')).toEqual([{ type: 'rollEffect', player: 0, effect: 'loseTurn', lost: 2500, score: 0 }]);
    expect(state.players[0]).toMatchObject({ score: 0, farkleStreak: 0 });
    expect(state.turn).toMatchObject({ player: 1, toBeat: 0 });
  });

  it('a loseScore roll ends the turn and drops the banked score to zero', () => {
    const { state, events } = playTurns(newGame(effects), [bank600, bank400, [roll(4, 4, 4, 4, 4, 4)]]);
    expect(ofType(events, 'rollEffect')).toEqual([{ type: 'rollEffect', player: 0, effect: 'loseScore', lost: 0, score: 0 }]);
    expect(state.players.map((p) => p.score)).toEqual([0, 400]);
  });

  it('a loseScore roll leaves a score below zero where it is', () => {
    const crash = defineRules({ name: 'effects and crash', allDiceFarkle: { points: 500, onHotDice: true } }, effects);
    const { state } = playTurns(newGame(crash), [[roll(2, 3, 4, 6, 2, 3)], bank400, [roll(4, 4, 4, 4, 4, 4)]]);
    expect(state.players[0]?.score).toBe(-500);
  });

  it('applies to a high-stakes roll: five 3s lose the turn, and nothing is inherited', () => {
    const stakes = defineRules({ name: 'effects and stakes', highStakes: true }, effects);
    const banked = play(newGame(stakes), [roll(1, 2, 3, 4, 6, 6), keep(0), bank]);
    const { state, events } = play(banked.state, [highStakes(3, 3, 3, 3, 3)]);
    expect(ofType(events, 'rollEffect')).toEqual([{ type: 'rollEffect', player: 1, effect: 'loseTurn', lost: 0, score: 0 }]);
    expect(state.turn.player).toBe(0);
    expect(state.players.map((p) => p.score)).toEqual([100, 0]);
  });
});
