import type { Rules } from '../../rules/types.js';
import { rollFarkles } from '../turn/keep.js';
import { maxRollPoints } from './max-roll.js';
import type { PlayerState, TurnState } from '../types.js';
import { boolean, checkRoll, fail, idMask, isInteger, isObject, list, points, record, refuse, STATE_LIMITS } from './verify-parts.js';

function isPhase(phase: unknown): boolean {
  return phase === 'start' || phase === 'rolled' || phase === 'kept' || phase === 'clearing' || phase === 'secondChance';
}

/** The mode's rule: a turn can begin only as the rules allow, and from an offer of the right kind. */
function checkMode(turn: TurnState, rules: Rules): void {
  const { offer } = turn;
  // Read as unknown: a state from outside may hold anything.
  const mode = turn.mode as unknown;
  if (mode === 'fresh') return;
  if (mode !== 'bought' && mode !== 'highStakes' && mode !== 'carryOn') fail('state.turn.mode', "'fresh', 'bought', 'highStakes' or 'carryOn'", mode);
  const allowed = mode === 'bought' ? rules.buyDice !== null : mode === 'highStakes' ? rules.highStakes : rules.turn.carryOn;
  if (!allowed) refuse('state.turn.mode', `these rules do not play ${mode}`);
  const kind = mode === 'carryOn' ? 'farkle' : 'bank';
  if (offer?.kind !== kind) refuse('state.turn.offer', `a turn in mode ${mode} needs an offer of kind '${kind}'`);
}

function checkOffer(value: unknown, rules: Rules, seats: number, player: number): void {
  if (value === null) return;
  const offer = record(value, 'state.turn.offer');
  const { from, kind } = offer;
  if (!isInteger(from, 0, seats - 1)) fail('state.turn.offer.from', `a seat 0 to ${seats - 1}`, from);
  if (from === player) refuse('state.turn.offer.from', 'a player is never offered its own dice');
  if (idMask(offer.dice, rules.dice, 'state.turn.offer.dice') === 0) refuse('state.turn.offer.dice', 'expected at least one die');
  points(offer.total, 'state.turn.offer.total');
  if (kind === 'bank') {
    if (rules.buyDice === null && !rules.highStakes) refuse('state.turn.offer.kind', 'these rules offer no dice left by a bank');
  } else if (kind === 'farkle') {
    if (!rules.turn.carryOn) refuse('state.turn.offer.kind', 'these rules do not play carry on');
  } else {
    fail('state.turn.offer.kind', "'bank' or 'farkle'", kind);
  }
}

/** Faces 1 to 6, ascending, each once: the faces of sets to clear. */
function checkFaces(value: unknown, rules: Rules): void {
  const faces = list(value, 6, 'state.turn.clearFaces');
  let last = 0;
  for (let i = 0; i < faces.length; i++) {
    const face = faces[i];
    if (!isInteger(face, last + 1, 6)) fail(`state.turn.clearFaces[${i}]`, `a face ${last + 1} to 6 (ascending, each once)`, face);
    last = face;
  }
  if (faces.length > 0 && !rules.turn.clearCombo) refuse('state.turn.clearFaces', 'these rules do not play clear combo');
}

/** The phase's own rules: which fields it needs and what the roll showing must be. */
function checkPhase(turn: TurnState, rules: Rules, over: boolean): void {
  const { phase, roll, rollable, reroll, hotDice, rolls } = turn;
  const showing = phase === 'rolled' || phase === 'clearing' || phase === 'secondChance';
  if (!showing && roll !== null) fail('state.turn.roll', `null in phase ${phase}`, roll);
  if (showing) checkRoll(roll, rules, rollable);
  // A game can end in the middle of a transition (a farkle or a roll effect of a roll thrown again):
  // its last turn keeps whatever that transition had set, so only the fields' own checks apply.
  if (over) return;
  if (reroll.length > 0 !== (phase === 'clearing')) refuse('state.turn.reroll', 'expected dice to roll again in phase clearing, and only then');
  if (turn.mustRoll && (phase !== 'kept' || (!rules.turn.rollAfterHotDice && !rules.turn.rollAfterSet))) {
    refuse('state.turn.mustRoll', 'expected true only in phase kept, under rules that make a player roll again');
  }
  // Hot dice last from the keep that made them until a roll of every die scores: through clearing and a second chance too.
  if (hotDice && (phase === 'start' || phase === 'rolled')) refuse('state.turn.hotDice', `expected no hot dice in phase ${phase}`);
  if (hotDice && phase === 'kept' && rollable.length + turn.unbought.length > 0) refuse('state.turn.hotDice', 'hot dice with dice left to roll');
  if ((phase === 'kept' || phase === 'rolled') && rolls < 1) refuse('state.turn.rolls', `expected at least one roll in phase ${phase}`);
  if (phase === 'rolled' && rollFarkles(rules, roll ?? [])) refuse('state.turn.roll', 'a roll that scores nothing cannot be waiting to be kept');
  if (phase === 'secondChance') {
    if (!rules.turn.secondChance) refuse('state.turn.phase', 'these rules have no second chance');
    if (rollable.length < 3) refuse('state.turn.roll', 'a second chance needs a roll of three or more dice');
    if (!rollFarkles(rules, roll ?? [])) refuse('state.turn.roll', 'a second chance is offered only on a roll that scores nothing');
  }
  if (phase === 'clearing') checkClearing(turn);
  if (phase === 'start') checkStart(turn, rules);
}

/** Clear combo: the dice to roll again are dice of the roll, each showing a face of the set just kept. */
function checkClearing(turn: TurnState): void {
  const roll = turn.roll ?? [];
  if (turn.clearFaces.length === 0) refuse('state.turn.clearFaces', 'expected the faces to clear in phase clearing');
  for (let i = 0; i < turn.reroll.length; i++) {
    const die = roll.find((shown) => shown.id === turn.reroll[i]);
    if (die === undefined || die.wild || !turn.clearFaces.includes(die.face)) refuse(`state.turn.reroll[${i}]`, 'expected a die of the roll showing a face to clear');
  }
}

/** A turn not yet rolled: every die of the set to roll, nothing kept, no total of its own. */
function checkStart(turn: TurnState, rules: Rules): void {
  if (turn.total !== 0 || turn.rolls !== 0 || turn.mode !== 'fresh') refuse('state.turn', 'a turn in phase start has a total of 0, no rolls and mode fresh');
  if (turn.rollable.length !== rules.dice) refuse('state.turn.rollable', `expected every die of the set (${rules.dice}) in phase start`);
  if (turn.unbought.length > 0 || turn.clearFaces.length > 0) refuse('state.turn', 'a turn in phase start has no unbought dice and no faces to clear');
}

/**
 * The turn: every field of its type and range, the dice lists within the set
 * and disjoint, the mode and offer as the rules allow, the phase's own
 * fields, and a turn total no larger than its rolls could have scored (plus
 * an inherited total). The turn itself when it passes.
 */
export function checkTurn(value: unknown, rules: Rules, players: readonly PlayerState[], over: boolean): TurnState {
  if (!isObject(value)) fail('state.turn', 'an object', value);
  const turn = value as unknown as TurnState;
  const { player } = turn;
  if (!isInteger(player, 0, players.length - 1)) fail('state.turn.player', `a seat 0 to ${players.length - 1}`, player);
  if (!over && (players[player] as PlayerState).eliminated) refuse('state.turn.player', `seat ${player} is eliminated and cannot have the turn`);
  if (!isPhase(turn.phase)) fail('state.turn.phase', "'start', 'rolled', 'kept', 'clearing' or 'secondChance'", turn.phase);
  const total = points(turn.total, 'state.turn.total');
  if (!isInteger(turn.rolls, 0, STATE_LIMITS.rolls)) fail('state.turn.rolls', `an integer 0 to ${STATE_LIMITS.rolls}`, turn.rolls);
  boolean(turn.hotDice, 'state.turn.hotDice');
  boolean(turn.mustRoll, 'state.turn.mustRoll');
  points(turn.toBeat, 'state.turn.toBeat');
  const rollable = idMask(turn.rollable, rules.dice, 'state.turn.rollable');
  const unbought = idMask(turn.unbought, rules.dice, 'state.turn.unbought');
  if ((rollable & unbought) !== 0) refuse('state.turn.unbought', 'a die cannot be both rollable and unbought');
  if (unbought !== 0 && rules.buyDice === null) refuse('state.turn.unbought', 'these rules have no buying of dice');
  idMask(turn.reroll, rules.dice, 'state.turn.reroll');
  checkFaces(turn.clearFaces, rules);
  checkOffer(turn.offer, rules, players.length, player);
  checkMode(turn, rules);
  checkPhase(turn, rules, over);
  const inherited = turn.mode === 'fresh' ? 0 : (turn.offer?.total ?? 0);
  const most = inherited + turn.rolls * maxRollPoints(rules);
  if (total > most) refuse('state.turn.total', `a turn total of ${total} is more than ${turn.rolls} rolls can score under these rules (${most})`);
  return turn;
}
