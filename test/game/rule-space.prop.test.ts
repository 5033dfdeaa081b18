/**
 * The referee's invariants over the whole rule space: random rule sets
 * combining any options of `Rules` (test/support/rule-space.ts), each played
 * by random legal actions. Checked: every listed action applies and nothing
 * else does; illegal actions and junk throw a FarkleError with a code and
 * change nothing; scores and lives change only through the events that report
 * them; a JSON round trip plays on identically; the same seed and actions give
 * the same game; games end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  applyAction,
  createGame,
  legalActions,
  type Action,
  type GameState,
  type PlayerState,
  type Rules,
} from '../../src/index.js';
import { attempt, deepFreeze, expectJsonRoundTripPlaysOn, names, nextNumber, widestKeep } from '../support/games.js';
import { anyRulesArb, rulesOf } from '../support/rule-space.js';

/** Games under rules that can end must end well within this many actions. */
const MAX_ACTIONS = 5_000;
const TIMEOUT = 120_000;

interface Game {
  readonly rules: Rules;
  readonly start: GameState;
  /** Makes the same start again. */
  readonly restart: () => GameState;
}

const gameArb: fc.Arbitrary<Game> = fc
  .tuple(anyRulesArb, fc.integer(), fc.integer({ min: 1, max: 4 }))
  .map(([draw, seed, seats]) => {
    const rules = rulesOf(draw);
    const players = Math.max(rules.players.min, Math.min(seats, rules.players.max ?? seats));
    const restart = (): GameState => createGame({ rules, players: names(players), seed });
    return { rules, start: restart(), restart };
  });

/**
 * Mostly a cautious player (bank when allowed, else the widest keep),
 * sometimes any listed action; a turn of three rolls or more banks when it
 * may, so that games end whatever the random numbers.
 */
function choose(state: GameState, legal: readonly Action[], r: number): Action {
  const bank = legal.find((action) => action.type === 'bank');
  if (bank !== undefined && state.turn.rolls >= 3) return bank;
  if (r % 4 !== 0) {
    if (bank !== undefined) return bank;
    const widest = widestKeep(legal);
    if (widest !== undefined) return widest;
  }
  const pick = legal[(r >>> 2) % legal.length];
  if (pick === undefined) throw new Error('no legal action in a game that is not over');
  return pick;
}

function play(start: GameState, numbers: Iterator<number>, count: number, step?: (before: GameState, after: GameState) => void): { state: GameState; actions: Action[] } {
  let state = start;
  const actions: Action[] = [];
  while (!state.over && actions.length < count) {
    const action = choose(state, legalActions(state), nextNumber(numbers));
    const after = applyAction(state, action);
    step?.(state, after);
    actions.push(action);
    state = after;
  }
  return { state, actions };
}

/**
 * Every action that could make sense, without dice: each type, every keep of
 * a set of the dice showing, every second-chance hold, buys of 0 to 7 dice.
 */
function everyAction(state: GameState): unknown[] {
  const out: unknown[] = ['roll', 'bank', 'highStakes', 'carryOn', 'acceptFarkle'].map((type) => ({ type }));
  for (let count = 0; count <= 7; count++) out.push({ type: 'buy', count });
  const length = state.turn.roll?.length ?? 0;
  for (let mask = 1; mask < 1 << length; mask++) {
    const dice: number[] = [];
    for (let i = 0; i < length; i++) if ((mask >> i) & 1) dice.push(i);
    out.push({ type: 'keep', dice }, { type: 'secondChance', hold: dice });
  }
  return out;
}

/**
 * An action up to what cannot matter: which of two plain dice showing the
 * same face is kept, unless the rules have spicy dice or the wild die is
 * among those rolled (then dice are told apart); the dice a second chance holds are
 * always told apart (which dice roll again matters).
 */
function actionKey(state: GameState, action: Action): string {
  if (action.type === 'buy') return `buy ${action.count}`;
  if (action.type === 'secondChance') return `secondChance ${[...action.hold].sort().join(',')}`;
  if (action.type !== 'keep') return action.type;
  const roll = state.turn.roll ?? [];
  // With spicy dice, or with the wild die (die 1, id 0) among those rolled, which physical die stays to be rolled matters.
  const tracked = state.rules.spicyDice || (state.rules.wildDie !== null && roll.some((die) => die.id === 0));
  if (tracked) return `keep ${action.dice.join(',')}`;
  return `keep ${action.dice.map((i) => roll[i]?.face ?? 0).sort().join(',')}`;
}

function checkListing(state: GameState): void {
  const listed = legalActions(state);
  const keys = listed.map((action) => actionKey(state, action));
  expect(new Set(keys).size, `each listed action once: ${JSON.stringify(listed)} in ${JSON.stringify(state.turn)}`).toBe(keys.length);
  for (const action of listed) expect(attempt(state, action)).not.toBeInstanceOf(FarkleError);
  const applying = new Set<string>();
  for (const action of everyAction(state)) {
    if (!(attempt(state, action) instanceof FarkleError)) applying.add(actionKey(state, action as Action));
  }
  expect([...applying].sort(), JSON.stringify(state.turn)).toEqual([...keys].sort());
}

/** Scores and lives change only through events that report the new value (or, for a bank, the points added). */
function checkBookkeeping(before: GameState, after: GameState): void {
  const scores = before.players.map((player) => player.score);
  const lives = before.players.map((player) => player.lives);
  for (const event of after.events) {
    switch (event.type) {
      case 'banked':
        scores[event.player] = (scores[event.player] ?? 0) + event.points;
        expect(event.score).toBe(scores[event.player]);
        break;
      case 'penalty':
        expect(event.points).toBeGreaterThanOrEqual(0);
        scores[event.player] = (scores[event.player] ?? 0) - event.points;
        expect(event.score).toBe(scores[event.player]);
        break;
      case 'overshot':
        if (event.to !== null) scores[event.to] = event.score ?? Number.NaN;
        break;
      case 'rollEffect':
        scores[event.player] = event.score;
        break;
      case 'bought':
        lives[event.player] = (lives[event.player] ?? 0) - event.lives;
        break;
      case 'lifeLost':
        lives[event.player] = (lives[event.player] ?? 0) - event.lost;
        expect(event.lives).toBe(lives[event.player]);
        break;
      default:
        break;
    }
  }
  expect(after.players.map((player: PlayerState) => player.score)).toEqual(scores);
  expect(after.players.map((player: PlayerState) => player.lives)).toEqual(lives);
}

function checkTransition(rules: Rules, before: GameState, after: GameState): void {
  checkBookkeeping(before, after);
  expect(after.events.length).toBeGreaterThan(0);
  if (after.over) expect(legalActions(after)).toEqual([]);
  else expect(legalActions(after).length).toBeGreaterThan(0);
  // The dice to roll are distinct dice of the set.
  for (const id of after.turn.rollable) expect(id >= 0 && id < rules.dice).toBe(true);
  expect(new Set(after.turn.rollable).size).toBe(after.turn.rollable.length);
}

const streams = fc.infiniteStream(fc.nat());

describe('any rule set', () => {
  it('random games keep the bookkeeping, list exactly what applies, and end', () => {
    fc.assert(
      fc.property(gameArb, streams, fc.nat(), ({ rules, start }, numbers, sample) => {
        let transitions = 0;
        const { state } = play(start, numbers, MAX_ACTIONS, (before, after) => {
          checkTransition(rules, before, after);
          if ((sample + transitions++) % 23 === 0) checkListing(before);
        });
        // Games end, but for rules under which they need not: an exact target can be out of reach for good
        // (every bank needs more than the points left), and points lost to farkles or to rolls that lose the
        // score can outrun the points banked (one die, a 1 losing the score: seven 5s in a row before a 1).
        const losesScore = rules.scoring.rollEffects.some(({ effect }) => effect === 'loseScore');
        const mayRunOn = rules.end.trigger === 'exact' || rules.farklePenalty !== null || rules.allDiceFarkle !== null || losesScore;
        if (!mayRunOn) expect(state.over, `a game still running after ${MAX_ACTIONS} actions`).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, TIMEOUT);

  it('illegal actions and junk throw a FarkleError and change nothing', () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.constantFrom('roll', 'keep', 'bank', 'buy', 'highStakes', 'carryOn', 'secondChance', 'acceptFarkle', 'fold'),
        dice: fc.oneof(fc.array(fc.integer({ min: -2, max: 8 }), { maxLength: 8 }), fc.anything()),
        hold: fc.oneof(fc.array(fc.integer({ min: -2, max: 8 }), { maxLength: 8 }), fc.anything()),
        count: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.anything()),
        player: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.anything()),
      }),
    );
    fc.assert(
      fc.property(gameArb, streams, fc.nat({ max: 200 }), junk, ({ start }, numbers, length, action) => {
        const { state } = play(start, numbers, length);
        deepFreeze(state);
        const before = JSON.stringify(state);
        const listed = legalActions(state);
        const result = attempt(state, action);
        // Junk is refused with a FarkleError, or happens to be a legal action; either way the state stays as it was.
        if (!(result instanceof FarkleError)) expect(listed.some((legal) => legal.type === (action as Action).type)).toBe(true);
        for (const wrong of everyAction(state)) {
          const tried = attempt(state, wrong);
          if (tried instanceof FarkleError) expect(typeof tried.code).toBe('string');
        }
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 150 },
    );
  }, TIMEOUT);

  it('a JSON round trip of any state plays on identically', () => {
    fc.assert(
      fc.property(gameArb, streams, fc.nat({ max: 300 }), streams, ({ start }, numbers, length, after) => {
        expectJsonRoundTripPlaysOn(play(start, numbers, length).state, 30, (state, legal) => choose(state, legal, nextNumber(after)));
      }),
      { numRuns: 60 },
    );
  }, TIMEOUT);

  it('the same seed and the same actions give the same game', () => {
    fc.assert(
      fc.property(gameArb, streams, ({ start, restart }, numbers) => {
        const seen: string[] = [];
        const { actions } = play(start, numbers, 400, (_before, after) => seen.push(JSON.stringify(after)));
        let replay = restart();
        actions.forEach((action, i) => {
          replay = applyAction(replay, action);
          expect(JSON.stringify(replay)).toBe(seen[i]);
        });
      }),
      { numRuns: 40 },
    );
  }, TIMEOUT);
});
