import { MAX_DICE, type Die, type Face } from '../dice.js';
import { FarkleError } from '../errors.js';
import { resolveRules } from '../rules/define.js';
import { diceToRoll, problemWith } from './check.js';
import { endTurn, hitsTarget, targetHit } from './flow.js';
import { rollFarkles, scoreKept } from './keep.js';
import { Random } from './random.js';
import type { Action, GameEvent, GameState, Offer, PlayerState, RolledDie, TurnState } from './types.js';

/**
 * Applies an action and returns the next state; the given state is never
 * changed. An illegal action throws a {@link FarkleError} whose `code` says
 * why (`not-your-turn`, `must-keep-first`, `keep-does-not-score`,
 * `below-bank-minimum`, `game-over`, ...). Every action `legalActions` lists
 * applies; a roll may also bring the dice a real table showed.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * game = applyAction(game, { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
 * game = applyAction(game, { type: 'keep', dice: [0, 1, 2, 3] });
 * game.turn.total; // 350
 * game = applyAction(game, { type: 'roll', dice: [5, 5] });
 * game.events.map((e) => e.type); // ['rolled']
 * ```
 */
export function applyAction(state: GameState, action: Action): GameState {
  const checked = { ...state, rules: resolveRules(state.rules) };
  const problem = problemWith(checked, action);
  if (problem !== null) throw new FarkleError(problem.code, problem.message, problem.path);
  const events: GameEvent[] = [];
  const next = transition(checked, action, events);
  return { ...next, events };
}

function transition(state: GameState, action: Action, events: GameEvent[]): GameState {
  switch (action.type) {
    case 'roll':
      return roll(state, diceToRoll(state), action.dice, events);
    case 'keep':
      return keep(state, action.dice, events);
    case 'bank':
      return bank(state, events);
    case 'buy':
      return buy(state, action.count, action.dice, events);
    case 'highStakes':
      return highStakes(state, action.dice, events);
  }
}

function withTurn(state: GameState, turn: Partial<TurnState>): GameState {
  return { ...state, turn: { ...state.turn, ...turn } };
}

function withPlayer(state: GameState, seat: number, change: Partial<PlayerState>): GameState {
  const players = state.players.map((p, i) => (i === seat ? { ...p, ...change } : p));
  return { ...state, players };
}

/** Throws the dice `ids`: the faces brought by the action, or the seeded generator's. */
function throwDice(state: GameState, ids: readonly number[], dice: readonly Die[] | undefined): [RolledDie[], number] {
  const random = new Random(state.rng);
  const spicyDice = state.rules.spicyDice;
  const rolled = ids.map((id, i): RolledDie => {
    const given = dice?.[i];
    const face: Face = given === undefined ? random.face() : typeof given === 'number' ? given : given.face;
    return { id, face, spicy: spicyDice && face === id + 1 };
  });
  return [rolled, random.state];
}

function roll(state: GameState, ids: readonly number[], dice: readonly Die[] | undefined, events: GameEvent[]): GameState {
  const [rolled, rng] = throwDice(state, ids, dice);
  const { turn, rules } = state;
  events.push({ type: 'rolled', player: turn.player, dice: rolled });
  const after = { ...state, rng };
  if (rollFarkles(rules, rolled)) {
    // A six-dice farkle (Farkel's "Fanny Farkel") on a hot-dice roll counts only where the rules say so.
    const sixDice = ids.length === MAX_DICE && (!turn.hotDice || (rules.lives?.sixDiceFarkleOnHotDice ?? true));
    return farkle(after, sixDice, events);
  }
  return withTurn(after, { phase: 'rolled', roll: rolled, rollable: ids, hotDice: false, rolls: turn.rolls + 1 });
}

function keep(state: GameState, indices: readonly number[], events: GameEvent[]): GameState {
  const { turn } = state;
  const rolled = turn.roll ?? [];
  const { points, combinations } = scoreKept(state.rules, rolled, indices);
  const keptIds = indices.map((i) => (rolled[i] as RolledDie).id);
  const kept = indices.map((i) => rolled[i] as RolledDie);
  const total = turn.total + points;
  const rollable = turn.rollable.filter((id) => !keptIds.includes(id));
  events.push({ type: 'kept', player: turn.player, dice: kept, points, combinations, turnTotal: total });
  const hotDice = rollable.length === 0 && turn.unbought.length === 0;
  if (hotDice) events.push({ type: 'hotDice', player: turn.player, turnTotal: total });
  return withTurn(state, { phase: 'kept', total, roll: null, rollable, hotDice });
}

function bank(state: GameState, events: GameEvent[]): GameState {
  const { turn } = state;
  const seat = turn.player;
  const score = (state.players[seat] as PlayerState).score + turn.total;
  events.push({ type: 'banked', player: seat, points: turn.total, score });
  const banked = withPlayer(state, seat, { score, onBoard: true, farkleStreak: 0 });
  const left = turn.hotDice ? [] : [...turn.rollable, ...turn.unbought].sort((a, b) => a - b);
  const offer: Offer | null = left.length > 0 ? { from: seat, dice: left, total: turn.total } : null;
  if (hitsTarget(state.rules, score)) {
    const after = targetHit(banked, seat, events);
    if (after?.over === true) return after;
    return endTurn(after ?? banked, offer, events);
  }
  return endTurn(banked, offer, events);
}

/** A roll that scored nothing: the turn total is lost, with lives and penalties as the rules say. */
function farkle(state: GameState, sixDice: boolean, events: GameEvent[]): GameState {
  const { turn, rules } = state;
  const seat = turn.player;
  const player = state.players[seat] as PlayerState;
  events.push({ type: 'farkled', player: seat, lost: turn.total, sixDice });
  const change: { -readonly [K in keyof PlayerState]?: PlayerState[K] } = { farkleStreak: player.farkleStreak + 1 };
  if (rules.lives !== null && player.lives !== null) {
    const cost = sixDice ? rules.lives.sixDiceFarkle : rules.lives.farkle;
    const lives = Math.max(0, player.lives - cost);
    change.lives = lives;
    if (cost > 0) events.push({ type: 'lifeLost', player: seat, lost: player.lives - lives, lives });
    if (lives === 0) {
      change.eliminated = true;
      events.push({ type: 'eliminated', player: seat });
    }
  }
  const penalty = rules.farklePenalty;
  if (penalty !== null && (change.farkleStreak ?? 0) >= penalty.farkles) {
    const lowered = player.score - penalty.points;
    const score = rules.scoreFloor === null ? lowered : Math.max(rules.scoreFloor, lowered);
    change.score = Math.min(player.score, score);
    change.farkleStreak = 0;
    events.push({ type: 'penalty', player: seat, points: player.score - change.score, score: change.score });
  }
  return endTurn(withPlayer(state, seat, change), null, events);
}

function buy(state: GameState, count: number, dice: readonly Die[] | undefined, events: GameEvent[]): GameState {
  const { turn, rules } = state;
  const offer = turn.offer as Offer;
  const seat = turn.player;
  const bought = offer.dice.slice(0, count);
  const cost = count * (rules.buyDice?.livesPerDie ?? 0);
  const lives = ((state.players[seat] as PlayerState).lives ?? 0) - cost;
  events.push({ type: 'bought', player: seat, dice: bought, lives: cost });
  const paid = cost > 0 ? withPlayer(state, seat, { lives }) : state;
  const unbought = offer.dice.slice(count);
  return roll(withTurn(paid, { mode: 'bought', total: offer.total, rollable: bought, unbought }), bought, dice, events);
}

function highStakes(state: GameState, dice: readonly Die[] | undefined, events: GameEvent[]): GameState {
  const offer = state.turn.offer as Offer;
  events.push({ type: 'highStakes', player: state.turn.player, dice: offer.dice, total: offer.total });
  return roll(withTurn(state, { mode: 'highStakes', total: offer.total, rollable: offer.dice }), offer.dice, dice, events);
}
