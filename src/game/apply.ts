import type { Die } from '../dice.js';
import { FarkleError } from '../errors.js';
import { problemWith } from './legal/check.js';
import { diceToRoll } from './turn/dice-left.js';
import { draftState, editPlayer, readsEvents, UNREAD, type GameDraft } from './turn/draft.js';
import { bankTotal } from './turn/bank.js';
import { afterBank, endTurn } from './turn/flow.js';
import { scoreKept } from './turn/keep.js';
import { holdsSet } from '../scoring/sets.js';
import { setFaces } from './turn/clear-combo.js';
import { farkle, rerollCleared, roll } from './turn/roll.js';
import { takeSecondChance } from './turn/second-chance.js';
import { readAction } from './trust/read-action.js';
import { isListed, restoredListing } from './legal/list.js';
import { checkedState } from './trust/state.js';
import { publish } from './trust/twin.js';
import type { Action, GameState, Offer, RolledDie } from './types.js';

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
 *
 * @category Game
 */
export function applyAction(state: GameState, action: Action): GameState {
  const restored = restoredListing(state, action);
  return publish(playAction(restored ?? checkedState(state), action, false));
}

/**
 * The engine's own state after `action` in `checked` (one of the engine's
 * states), checked as {@link applyAction} checks it, not published: for a
 * caller that plays on it itself (`simulate`). `built` says the action was
 * made by the library's own code (a built-in bot), which is not read into a
 * copy first: no getter or proxy can be in it. `told` as for {@link nextState}.
 */
export function playAction(checked: GameState, action: unknown, built: boolean, told = true): GameState {
  if (isListed(checked, action)) return nextState(checked, action as Action, told);
  // A listed action is the engine's own frozen object; any other is read once, and the copy checked and applied.
  const read = (built ? action : readAction(action)) as Action;
  const problem = problemWith(checked, read);
  if (problem !== null) throw new FarkleError(problem.code, problem.message, problem.path);
  return nextState(checked, read, told);
}

/**
 * The engine's own state after `action`, which must be legal in `checked`
 * (one of the engine's states): the transition alone, for callers that
 * have checked both, such as a solver weighing every listed action. Not
 * published: it is never handed to an app. `told` false says no one will
 * read the new state's events (a solver, or `simulate` with the library's
 * own bots): none is made, and its `events` is an empty list.
 */
export function nextState(checked: GameState, read: Action, told = true): GameState {
  const draft = draftState(checked, told ? [] : UNREAD);
  switch (read.type) {
    case 'roll':
      if (checked.turn.phase === 'clearing') rerollCleared(draft, read.dice);
      else roll(draft, diceToRoll(draft), read.dice);
      break;
    case 'keep':
      keep(draft, read.dice);
      break;
    case 'bank':
      bank(draft);
      break;
    case 'buy':
      buy(draft, read.count, read.dice);
      break;
    case 'highStakes':
    case 'carryOn':
      rollOffered(draft, read.type, read.dice);
      break;
    case 'secondChance':
      takeSecondChance(draft, read.hold, read.dice);
      break;
    case 'acceptFarkle':
      farkle(draft, draft.turn.rollable);
      break;
  }
  return draft;
}

function keep(draft: GameDraft, indices: readonly number[]): void {
  const { turn } = draft;
  const rolled = turn.roll ?? [];
  const { points, combinations } = scoreKept(draft.rules, rolled, indices);
  let keptIds = 0;
  // Listed keeps carry frozen arrays of indices, and for-of over a frozen array is slow in V8.
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let i = 0; i < indices.length; i++) keptIds |= 1 << (rolled[indices[i] as number] as RolledDie).id;
  turn.total += points;
  const rollable: number[] = [];
  for (const id of turn.rollable) if (!((keptIds >> id) & 1)) rollable.push(id);
  turn.rollable = rollable;
  turn.phase = 'kept';
  turn.roll = null;
  if (readsEvents(draft)) draft.events.push({ type: 'kept', player: turn.player, dice: keptDice(rolled, indices), points, combinations, turnTotal: turn.total });
  if (turn.rollable.length === 0 && turn.unbought.length === 0) {
    turn.hotDice = true;
    if (readsEvents(draft)) draft.events.push({ type: 'hotDice', player: turn.player, turnTotal: turn.total });
  }
  const rule = draft.rules.turn;
  turn.mustRoll = (rule.rollAfterHotDice && turn.hotDice) || (rule.rollAfterSet && holdsSet(combinations));
  if (rule.clearCombo) turn.clearFaces = setFaces(combinations);
}

/** The dice of `rolled` at `indices`, in that order: a list of their own. */
function keptDice(rolled: readonly RolledDie[], indices: readonly number[]): RolledDie[] {
  const kept: RolledDie[] = [];
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let i = 0; i < indices.length; i++) kept.push(rolled[indices[i] as number] as RolledDie);
  return kept;
}

function bank(draft: GameDraft): void {
  const { turn } = draft;
  const grew = bankTotal(draft, turn.player, turn.total, true);
  const offer = offerLeft(draft);
  if (grew >= 0) afterBank(draft, grew);
  if (!draft.over) endTurn(draft, offer, turn.total);
}

/** The dice not set aside in the round, the unbought ones included, offered on where the rules use them. */
function offerLeft({ turn, rules }: GameDraft): Offer | null {
  if ((rules.buyDice === null && !rules.highStakes) || turn.hotDice) return null;
  const dice = [...turn.rollable, ...turn.unbought].sort((a, b) => a - b);
  return dice.length > 0 ? { from: turn.player, dice, total: turn.total, kind: 'bank' } : null;
}

function buy(draft: GameDraft, count: number, dice: readonly Die[] | undefined): void {
  const { turn, rules } = draft;
  const offer = turn.offer as Offer;
  const bought = offer.dice.slice(0, count);
  const cost = count * (rules.buyDice?.livesPerDie ?? 0);
  if (readsEvents(draft)) draft.events.push({ type: 'bought', player: turn.player, dice: bought.slice(), lives: cost });
  if (cost > 0) {
    editPlayer(draft, turn.player, (player) => {
      player.lives = (player.lives ?? 0) - cost;
    });
  }
  turn.mode = 'bought';
  turn.rollable = bought;
  turn.unbought = offer.dice.slice(count);
  roll(draft, bought, dice);
}

/** High stakes (dice left by a bank) or carry on (dice that farkled): roll the offered dice, for the offer's total if they score. */
function rollOffered(draft: GameDraft, mode: 'highStakes' | 'carryOn', dice: readonly Die[] | undefined): void {
  const { turn } = draft;
  const offer = turn.offer as Offer;
  const { player } = turn;
  if (readsEvents(draft)) {
    if (mode === 'highStakes') draft.events.push({ type: 'highStakes', player, dice: offer.dice.slice(), total: offer.total });
    else draft.events.push({ type: 'carriedOn', player, dice: offer.dice.slice(), total: offer.total });
  }
  turn.mode = mode;
  // The turn's own copy, apart from the offer's.
  const ids = offer.dice.slice();
  turn.rollable = ids;
  roll(draft, ids, dice);
}
