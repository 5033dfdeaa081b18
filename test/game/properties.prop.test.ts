/**
 * Properties of whole games, for every preset and one custom rule set with
 * high stakes: random games of random legal actions, checked transition by
 * transition against RULES.md ("Turn and game rules").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  PRESET_NAMES,
  applyAction,
  createGame,
  defineRules,
  legalActions,
  resolveRules,
  type Action,
  type ErrorCode,
  type GameEvent,
  type GameState,
  type Rules,
  type RulesInput,
} from '../../src/index.js';
import { attempt, deepFreeze, expectJsonRoundTripPlaysOn, names, nextNumber, ofType, widestKeep } from '../support/games.js';

// ---------------------------------------------------------------- rule sets and budgets

/** A coarse table (only 1s and 5s score, 100 each) and small targets make ties common, so that both tie rules get played. */
const coarse = {
  singles: { 1: 100, 5: 100 },
  threeOfAKind: null,
  fourOfAKind: null,
  fiveOfAKind: null,
  sixOfAKind: null,
  straights: [],
  threePairs: null,
  fourOfAKindAndPair: null,
  twoTriplets: null,
} as const;

/** [title, rules, how many runs relative to the others] */
const RULE_SETS: readonly (readonly [string, RulesInput, number])[] = [
  ...PRESET_NAMES.map((name) => [name, name, 1] as const),
  [
    'custom: classic with high stakes, a floor, a 500 penalty and play-offs',
    defineRules({ name: 'high stakes', highStakes: true, scoreFloor: 0, farklePenalty: { farkles: 3, points: 500 }, end: { ties: 'playOff' } }),
    1,
  ],
  ['custom: absolute, coarse table, target 500 (play-offs)', defineRules({ name: 'play-offs', scoring: coarse, bank: { entry: 0 }, end: { target: 500 } }, 'absolute'), 3],
  ['custom: yarkle, coarse table, target 1,000 (shared wins)', defineRules({ name: 'shared', scoring: coarse, bank: { entry: 0 }, end: { target: 1000 } }, 'yarkle'), 3],
  [
    'custom: classic, coarse table, target 1,000, final round restarts',
    defineRules({ name: 'restarts', scoring: coarse, bank: { entry: 0 }, end: { target: 1000, finalRoundRestarts: true } }, 'classic'),
    3,
  ],
];

/** Games must end well within this many actions. */
const MAX_ACTIONS = 20_000;
/** Per test: the default 5 s is too tight for whole games on a slow machine. */
const TIMEOUT = 60_000;
/** No transition reports more events than this, however long the game. */
const MAX_EVENTS = 10;

/** Spicy dice list a keep per set of physical dice (up to 63), which makes spicy games slower to play. */
function runs(rules: Rules, scale: number, base: number): number {
  return Math.ceil((rules.spicyDice ? Math.max(3, base / 3) : base) * scale);
}

// ---------------------------------------------------------------- random play

/** Where a random game starts: seed, number of players, and who starts (or the rules' own procedure). */
interface Setup {
  readonly seed: number;
  readonly players: number;
  readonly first: number | undefined;
}

function setupArb(rules: Rules): fc.Arbitrary<Setup> {
  const max = Math.min(rules.players.max ?? 4, 4);
  return fc.record({
    seed: fc.integer(),
    players: fc.integer({ min: rules.players.min, max }),
    first: fc.option(fc.nat({ max: 5 }), { nil: undefined }),
  });
}

function startGame(rules: Rules, setup: Setup): GameState {
  const first = setup.first === undefined ? undefined : setup.first % setup.players;
  return createGame({ rules, players: names(setup.players), seed: setup.seed, firstPlayer: first });
}

/**
 * Picks a legal action with a random number: mostly the way a cautious
 * player would (bank when allowed, keep every scoring die), sometimes any
 * listed action, so that games end but every kind of action is played.
 */
function choose(state: GameState, legal: readonly Action[], r: number): Action {
  if (r % 8 !== 0) {
    const bank = legal.find((action) => action.type === 'bank');
    if (bank !== undefined) return bank;
    const widest = widestKeep(legal);
    if (widest !== undefined) return widest;
  }
  const pick = legal[(r >>> 3) % legal.length];
  if (pick === undefined) throw new Error(`no legal action in a game that is not over (turn ${state.turnNumber})`);
  return pick;
}

/** A stream of random numbers from fast-check, read one at a time. */
type Numbers = Iterator<number>;

/** Plays `count` random legal actions (or to the end); calls `step` after each transition. */
function playRandom(
  start: GameState,
  numbers: Numbers,
  count: number,
  step?: (before: GameState, action: Action, after: GameState, r: number) => void,
): { state: GameState; actions: Action[] } {
  let state = start;
  const actions: Action[] = [];
  while (!state.over && actions.length < count) {
    const r = nextNumber(numbers);
    const action = choose(state, legalActions(state), r);
    const after = applyAction(state, action);
    step?.(state, action, after, r);
    actions.push(action);
    state = after;
  }
  return { state, actions };
}

const numbersArb: fc.Arbitrary<fc.Stream<number>> = fc.infiniteStream(fc.nat());

// ---------------------------------------------------------------- what RULES.md says, checked per transition

/** RULES.md: classic "score above 10,000 (surpasses)"; the others "reach". */
function hitsTarget(rules: Rules, score: number): boolean {
  return rules.end.trigger === 'exceed' ? score > rules.end.target : score >= rules.end.target;
}

/** Scores change only through `banked` and `penalty` events, by exactly their amounts; lives only through `bought` and `lifeLost`. */
function checkBookkeeping(before: GameState, after: GameState): void {
  const scores = before.players.map((player) => player.score);
  const lives = before.players.map((player) => player.lives);
  for (const event of after.events) {
    if (event.type === 'banked') {
      expect(event.player).toBe(before.turn.player);
      expect(event.points).toBeGreaterThan(0);
      scores[event.player] = (scores[event.player] ?? 0) + event.points;
      expect(event.score).toBe(scores[event.player]);
    } else if (event.type === 'penalty') {
      expect(event.points).toBeGreaterThanOrEqual(0);
      scores[event.player] = (scores[event.player] ?? 0) - event.points;
      expect(event.score).toBe(scores[event.player]);
    } else if (event.type === 'bought') {
      lives[event.player] = (lives[event.player] ?? 0) - event.lives;
    } else if (event.type === 'lifeLost') {
      lives[event.player] = (lives[event.player] ?? 0) - event.lost;
      expect(event.lives).toBe(lives[event.player]);
    }
  }
  expect(after.players.map((player) => player.score)).toEqual(scores);
  expect(after.players.map((player) => player.lives)).toEqual(lives);
}

function checkTransition(before: GameState, after: GameState): void {
  const { rules } = after;
  checkBookkeeping(before, after);
  expect(after.events.length).toBeGreaterThan(0);
  expect(after.events.length).toBeLessThanOrEqual(MAX_EVENTS);
  after.players.forEach((player, seat) => {
    if (rules.lives === null) {
      expect(player.lives).toBeNull();
      expect(player.eliminated).toBe(false);
    } else {
      expect(player.lives).toBeGreaterThanOrEqual(0);
      // "A team at 0 lives is eliminated", and stays out.
      expect(player.eliminated).toBe(player.lives === 0);
      if (before.players[seat]?.eliminated === true) expect(player.eliminated).toBe(true);
    }
    if (rules.scoreFloor !== null && (before.players[seat]?.score ?? 0) >= rules.scoreFloor) {
      expect(player.score).toBeGreaterThanOrEqual(rules.scoreFloor);
    }
  });
  // Only the player whose turn it was changes.
  after.players.forEach((player, seat) => {
    if (seat !== before.turn.player) expect(player).toEqual(before.players[seat]);
  });
  if (!after.over) {
    expect(after.players[after.turn.player]?.eliminated).toBe(false);
    expect(legalActions(after).length).toBeGreaterThan(0);
  } else {
    expect(legalActions(after)).toEqual([]);
    expect(ofType(after.events, 'gameOver')).toEqual([{ type: 'gameOver', winners: after.winners }]);
  }
  // "Turns started so far, the current one included."
  expect(after.turnNumber - before.turnNumber).toBe(ofType(after.events, 'turnStarted').length);
  // The dice to roll are distinct physical dice 0..5; a roll showing is exactly those dice.
  const { rollable, roll, phase } = after.turn;
  expect(new Set(rollable).size).toBe(rollable.length);
  for (const id of rollable) expect(id >= 0 && id <= 5).toBe(true);
  if (phase === 'rolled') expect(roll?.map((die) => die.id)).toEqual(rollable);
  else expect(roll).toBeNull();
  // Dice are red exactly when a spicy die shows its own number (die d, id d - 1, on a d).
  for (const event of ofType(after.events, 'rolled')) {
    for (const die of event.dice) expect(die.spicy).toBe(rules.spicyDice && die.face === die.id + 1);
  }
}

/**
 * Follows the events of a whole game: the target, the final round ("each
 * other player plays exactly one turn in seat order"), play-offs, and who wins.
 */
class GameReferee {
  private endgame: { kind: 'finalRound' | 'tieBreak'; expected: number[]; started: number[] } | null = null;
  private sawFinalRound = false;
  private sawLastStanding = false;
  finished = false;

  constructor(private readonly rules: Rules) {}

  transition(before: GameState, after: GameState): void {
    for (const event of after.events) this.event(event, after);
  }

  private event(event: GameEvent, after: GameState): void {
    const { rules } = this;
    switch (event.type) {
      case 'banked': {
        // The first bank to hit the target triggers the final round (or wins at once, or in the last-standing rounds).
        const hits = hitsTarget(rules, event.score);
        if (!this.sawFinalRound && this.endgame === null) {
          const triggered =
            rules.end.finalRound && !this.sawLastStanding
              ? ofType(after.events, 'finalRound').length > 0
              : ofType(after.events, 'gameOver').some((over) => over.winners.includes(event.player));
          expect(triggered, `bank to ${event.score} against target ${rules.end.target} (${rules.end.trigger})`).toBe(hits);
        }
        // In the final round, a bank above everyone else starts it again, where the rules say so.
        if (this.endgame?.kind === 'finalRound') {
          const others = after.players.filter((player, seat) => seat !== event.player && !player.eliminated);
          const passes = rules.end.finalRoundRestarts && others.every((player) => player.score < event.score);
          expect(ofType(after.events, 'finalRound').length > 0, `final-round bank to ${event.score}`).toBe(passes);
        }
        break;
      }
      case 'finalRound': {
        expect(rules.end.finalRound).toBe(true);
        if (this.sawFinalRound) {
          // Started again by the player whose final-round turn it was; the turns so far were the round's first ones.
          expect(rules.end.finalRoundRestarts).toBe(true);
          const current = this.endgame;
          expect(current?.kind).toBe('finalRound');
          expect(current?.started.at(-1)).toBe(event.trigger);
          expect(current?.expected.slice(0, current.started.length)).toEqual(current?.started);
        } else {
          expect(hitsTarget(rules, event.score)).toBe(true);
        }
        this.sawFinalRound = true;
        const seats = after.players.length;
        const expected: number[] = [];
        for (let step = 1; step < seats; step++) {
          const seat = (event.trigger + step) % seats;
          if (after.players[seat]?.eliminated === false) expected.push(seat);
        }
        this.endgame = { kind: 'finalRound', expected, started: [] };
        break;
      }
      case 'tieBreak': {
        this.closeEndgame();
        expect(rules.end.ties).toBe('playOff');
        expect(event.players.length).toBeGreaterThan(1);
        this.endgame = { kind: 'tieBreak', expected: [...event.players], started: [] };
        break;
      }
      case 'turnStarted':
        this.endgame?.started.push(event.player);
        break;
      case 'lastStanding':
        expect(rules.end.lastStanding).not.toBeNull();
        this.sawLastStanding = true;
        break;
      case 'gameOver':
        this.closeEndgame();
        this.gameOver(event.winners, after);
        break;
      default:
        break;
    }
  }

  private closeEndgame(): void {
    if (this.endgame === null) return;
    expect(this.endgame.started, `turns of the ${this.endgame.kind}`).toEqual(this.endgame.expected);
    this.endgame = null;
  }

  private gameOver(winners: readonly number[], after: GameState): void {
    const { rules } = this;
    this.finished = true;
    const active = after.players.flatMap((player, seat) => (player.eliminated ? [] : [seat]));
    for (const seat of winners) expect(active).toContain(seat);
    if (!rules.end.finalRound) {
      // First to hit the target wins at once; or nobody, when all are out or the last-standing rounds run out.
      expect(winners.length).toBeLessThanOrEqual(1);
      const [winner] = winners;
      if (winner === undefined) {
        expect(active.length === 0 || this.sawLastStanding).toBe(true);
      } else {
        expect(hitsTarget(rules, after.players[winner]?.score ?? 0)).toBe(true);
        expect(ofType(after.events, 'banked').map((event) => event.player)).toEqual([winner]);
      }
      return;
    }
    expect(this.sawFinalRound).toBe(true);
    const top = Math.max(...active.map((seat) => after.players[seat]?.score ?? 0));
    const leaders = active.filter((seat) => after.players[seat]?.score === top);
    if (rules.end.ties === 'share') expect(winners).toEqual(leaders);
    else {
      expect(leaders).toHaveLength(1);
      expect(winners).toEqual(leaders);
    }
  }
}

// ---------------------------------------------------------------- one source of legality

/**
 * Every action that could make sense in `state`, without dice: roll, bank,
 * buy 1..6, high stakes, and every keep of a non-empty set of the dice showing.
 */
function everyAction(state: GameState): Action[] {
  const out: Action[] = [{ type: 'roll' }, { type: 'bank' }, { type: 'highStakes' }];
  for (let count = 1; count <= 6; count++) out.push({ type: 'buy', count });
  const length = state.turn.roll?.length ?? 0;
  for (let mask = 1; mask < 1 << length; mask++) {
    const dice: number[] = [];
    for (let i = 0; i < length; i++) if ((mask >> i) & 1) dice.push(i);
    out.push({ type: 'keep', dice });
  }
  return out;
}

/**
 * An action up to what cannot matter: with plain dice, which of two dice
 * showing the same face is kept (RULES.md tracks identity only for spicy dice).
 */
function actionKey(state: GameState, action: Action): string {
  if (action.type === 'buy') return `buy ${action.count}`;
  if (action.type !== 'keep') return action.type;
  const roll = state.turn.roll ?? [];
  if (state.rules.spicyDice) return `keep ${action.dice.join(',')}`;
  const faces = action.dice.map((i) => roll[i]?.face ?? 0).sort((a, b) => a - b);
  return `keep ${faces.join(',')}`;
}

/** "Every listed action applies, nothing else does": the actions that apply are exactly the listed ones. */
function checkListing(state: GameState): void {
  const listed = legalActions(state).map((action) => actionKey(state, action));
  expect(new Set(listed).size, 'each listed action once').toBe(listed.length);
  const applying = new Set<string>();
  for (const action of everyAction(state)) {
    if (!(attempt(state, action) instanceof FarkleError)) applying.add(actionKey(state, action));
  }
  expect([...applying].sort()).toEqual([...listed].sort());
}

// ---------------------------------------------------------------- actions known to be illegal

/** Actions that are illegal in `state`, each with the code it must be refused with. */
function illegalActions(state: GameState): (readonly [unknown, ErrorCode])[] {
  const { turn, rules } = state;
  const wrongSeat = (turn.player + 1) % state.players.length;
  const out: (readonly [unknown, ErrorCode])[] = [];
  if (state.over) {
    for (const action of [{ type: 'roll' }, { type: 'bank' }, { type: 'keep', dice: [0] }, null]) out.push([action, 'game-over']);
    return out;
  }
  for (const type of ['roll', 'keep', 'bank', 'buy', 'highStakes']) out.push([{ type, dice: [0], count: 1, player: wrongSeat }, 'not-your-turn']);
  out.push([{ type: 'fold' }, 'invalid-action'], [null, 'invalid-action'], ['bank', 'invalid-action'], [{ type: 'roll', player: -1 }, 'not-your-turn']);
  const rollCount = turn.hotDice ? 6 : turn.rollable.length;
  if (turn.phase === 'start') {
    out.push([{ type: 'keep', dice: [0] }, 'must-roll-first'], [{ type: 'bank' }, 'must-roll-first']);
    out.push([{ type: 'roll', dice: [1, 2, 3, 4, 5] }, 'invalid-dice'], [{ type: 'roll', dice: [1, 2, 3, 4, 5, 7] }, 'invalid-die']);
    if (rules.buyDice === null || turn.offer === null) out.push([{ type: 'buy', count: 1 }, 'cannot-buy']);
    else out.push([{ type: 'buy', count: turn.offer.dice.length + 1 }, 'cannot-buy'], [{ type: 'buy', count: 0 }, 'cannot-buy']);
    if (!rules.highStakes || turn.offer === null) out.push([{ type: 'highStakes' }, 'cannot-high-stakes']);
    else out.push([{ type: 'highStakes', dice: [...turn.offer.dice, 1].map(() => 1) }, 'invalid-dice']);
  } else if (turn.phase === 'rolled') {
    const length = turn.roll?.length ?? 0;
    out.push([{ type: 'roll' }, 'must-keep-first'], [{ type: 'bank' }, 'must-keep-first']);
    out.push([{ type: 'keep', dice: [length] }, 'invalid-action'], [{ type: 'keep', dice: [] }, 'invalid-action']);
    out.push([{ type: 'keep', dice: [0, 0] }, 'invalid-action'], [{ type: 'keep', dice: [-1] }, 'invalid-action']);
    out.push([{ type: 'buy', count: 1 }, 'cannot-buy'], [{ type: 'highStakes' }, 'cannot-high-stakes']);
  } else {
    out.push([{ type: 'keep', dice: [0] }, 'must-bank-or-roll']);
    out.push([{ type: 'buy', count: 1 }, 'cannot-buy'], [{ type: 'highStakes' }, 'cannot-high-stakes']);
    if (rollCount === 0) out.push([{ type: 'roll' }, 'nothing-to-roll']);
    else out.push([{ type: 'roll', dice: Array.from({ length: rollCount + 1 }, () => 1) }, 'invalid-dice']);
  }
  return out;
}

const junkArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withNullPrototype: true, withSparseArray: true, withBigInt: true, withBoxedValues: true, withMap: true, withSet: true }),
  fc.record(
    {
      type: fc.oneof(fc.constantFrom('roll', 'keep', 'bank', 'buy', 'highStakes'), fc.string()),
      dice: fc.oneof(fc.array(fc.integer({ min: -2, max: 8 }), { maxLength: 8 }), fc.anything()),
      count: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.anything()),
      player: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.anything()),
    },
    { requiredKeys: ['type'] },
  ),
);

// ---------------------------------------------------------------- the properties

describe.each(RULE_SETS)('%s', (_, input, scale) => {
  const rules = resolveRules(input);

  it('random games end, and every transition keeps the rules', () => {
    fc.assert(
      fc.property(setupArb(rules), numbersArb, (setup, numbers) => {
        const referee = new GameReferee(rules);
        const start = startGame(rules, setup);
        const { state } = playRandom(start, numbers, MAX_ACTIONS, (before, _action, after, r) => {
          checkTransition(before, after);
          referee.transition(before, after);
          // Sampled: the listed actions are exactly those that apply.
          if ((r >>> 20) % 16 === 0) checkListing(before);
        });
        expect(state.over, `a game still running after ${MAX_ACTIONS} actions`).toBe(true);
        expect(referee.finished).toBe(true);
      }),
      { numRuns: runs(rules, scale, 10) },
    );
  }, TIMEOUT);

  it('illegal actions throw a FarkleError with the right code and change nothing', () => {
    fc.assert(
      fc.property(setupArb(rules), numbersArb, fc.nat({ max: 300 }), fc.nat(), junkArb, (setup, numbers, length, pick, junk) => {
        const { state } = playRandom(startGame(rules, setup), numbers, length);
        deepFreeze(state);
        const before = JSON.stringify(state);
        const candidates = illegalActions(state);
        const [action, code] = candidates[pick % candidates.length] ?? [null, 'invalid-action'];
        const result = attempt(state, action);
        expect(result).toBeInstanceOf(FarkleError);
        expect((result as FarkleError).code).toBe(code);
        // Junk is refused with a FarkleError, or happens to be a legal action; either way the state stays as it was.
        attempt(state, junk);
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: runs(rules, scale, 60) },
    );
  }, TIMEOUT);

  it('a JSON round-trip of any state plays on identically', () => {
    fc.assert(
      fc.property(setupArb(rules), numbersArb, fc.nat({ max: 400 }), fc.infiniteStream(fc.nat()), (setup, numbers, length, after) => {
        const { state } = playRandom(startGame(rules, setup), numbers, length);
        expectJsonRoundTripPlaysOn(state, 40, (now, legal) => choose(now, legal, nextNumber(after)));
      }),
      { numRuns: runs(rules, scale, 15) },
    );
  }, TIMEOUT);

  it('the same seed and the same actions give the same game', () => {
    fc.assert(
      fc.property(setupArb(rules), numbersArb, (setup, numbers) => {
        const first: GameState[] = [];
        const { actions } = playRandom(startGame(rules, setup), numbers, 600, (_before, _action, after) => {
          first.push(after);
        });
        let replay = startGame(rules, setup);
        actions.forEach((action, i) => {
          replay = applyAction(replay, action);
          expect(JSON.stringify(replay)).toBe(JSON.stringify(first[i]));
        });
      }),
      { numRuns: runs(rules, scale, 6) },
    );
  }, TIMEOUT);
});
