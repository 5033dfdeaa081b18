import type { Die, Face } from '../../dice.js';
import { editPlayer, readsEvents, type GameDraft } from './draft.js';
import { bankTotal, noRiskTotal } from './bank.js';
import { afterBank, endTurn } from './flow.js';
import { rollFarkles } from './keep.js';
import { NONE, rolledDie } from '../dice.js';
import { clearedDice } from './clear-combo.js';
import { penalize } from './penalty.js';
import { drawFaces } from '../random/generator.js';
import { playRollEffect } from './roll-effect.js';
import type { Offer, PlayerState, RolledDie, TurnState } from '../types.js';

/** Faces drawn from the seeded generator for one throw (reused: a throw allocates only its roll). */
const drawn: Face[] = [1, 1, 1, 1, 1, 1];

/** Throws the dice `ids`: the faces brought by the action, or the seeded generator's. */
export function throwDice(draft: GameDraft, ids: readonly number[], dice: readonly Die[] | undefined): RolledDie[] {
  if (dice === undefined) draft.rng = drawFaces(draft.rng, ids.length, drawn);
  const { spicyDice, wildDie } = draft.rules;
  const rolled: RolledDie[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    const given = dice?.[i];
    // A wild die brought as `{ wild: true }` shows its wild side, in place of the wild face.
    const face: Face = given === undefined ? (drawn[i] as Face) : typeof given === 'number' ? given : (given.face ?? wildDie?.face ?? 1);
    rolled.push(rolledDie(id, face, spicyDice && face === id + 1, wildDie !== null && id === 0 && face === wildDie.face));
  }
  return rolled;
}

/**
 * The turn total a roll takes on if it scores: the offer's, on the first roll
 * of a bought, high-stakes or carried-on turn; otherwise 0.
 */
function inherited(turn: TurnState): number {
  return turn.rolls === 0 && turn.mode !== 'fresh' ? (turn.offer?.total ?? 0) : 0;
}

/** Rolls `ids`; under clear combo, dice showing a face of the set just kept must first be rolled again. */
export function roll(draft: GameDraft, ids: readonly number[], dice: readonly Die[] | undefined): void {
  const rolled = throwDice(draft, ids, dice);
  const { turn } = draft;
  // Events hold lists of their own (here and below): an app's copy of a state shares nothing with the engine's.
  if (readsEvents(draft)) draft.events.push({ type: 'rolled', player: turn.player, dice: rolled.slice() });
  turn.mustRoll = false;
  // Faces to clear are set only under clear combo, so other rules read one length here.
  if (turn.clearFaces.length > 0) {
    turn.rollable = ids;
    if (mustClear(draft, rolled, rolled)) return;
  }
  settle(draft, rolled, ids, true);
}

/**
 * Clear combo: when dice of `thrown` (dice of `roll` just thrown) show a face
 * to clear, the turn waits in phase `clearing` for them to be rolled again.
 */
function mustClear(draft: GameDraft, roll: RolledDie[], thrown: readonly RolledDie[]): boolean {
  const { turn } = draft;
  const cleared = clearedDice(thrown, turn.clearFaces);
  if (cleared.length === 0) return false;
  if (readsEvents(draft)) draft.events.push({ type: 'cleared', player: turn.player, dice: cleared, faces: turn.clearFaces.slice() });
  turn.phase = 'clearing';
  turn.roll = roll;
  turn.reroll = cleared.map((die) => die.id);
  return true;
}

/**
 * Clear combo, phase `clearing`: throws the dice `turn.reroll` again in
 * their places in the roll showing. Only these dice are checked again; once
 * none shows a face to clear, the whole roll stands.
 */
export function rerollCleared(draft: GameDraft, dice: readonly Die[] | undefined): void {
  const { turn } = draft;
  const thrown = throwDice(draft, turn.reroll, dice);
  const roll = (turn.roll ?? []).map((die) => thrown.find((again) => again.id === die.id) ?? die);
  if (readsEvents(draft)) draft.events.push({ type: 'rerolled', player: turn.player, dice: thrown, roll: roll.slice() });
  if (mustClear(draft, roll, thrown)) return;
  turn.reroll = NONE;
  settle(draft, roll, turn.rollable, true);
}

/**
 * Lets the thrown roll of dice `ids` stand: a roll effect, a farkle (or,
 * under second chance and when `secondChance` allows it, a farkle the player
 * may still try to undo), or a roll to keep from. The faces to clear were
 * for this roll only.
 */
export function settle(draft: GameDraft, rolled: RolledDie[], ids: readonly number[], secondChance: boolean): void {
  const { turn, rules } = draft;
  turn.clearFaces = NONE;
  if (playRollEffect(draft, rolled)) return;
  if (rollFarkles(rules, rolled)) {
    if (secondChance && rules.turn.secondChance && rolled.length >= 3) {
      if (readsEvents(draft)) draft.events.push({ type: 'secondChanceOffered', player: turn.player, dice: rolled.slice() });
      turn.phase = 'secondChance';
      turn.roll = rolled;
      turn.rollable = ids;
      return;
    }
    farkle(draft, ids);
    return;
  }
  turn.total += inherited(turn);
  turn.phase = 'rolled';
  turn.roll = rolled;
  turn.rollable = ids;
  turn.hotDice = false;
  turn.rolls += 1;
}

/**
 * The farkle of a roll of dice `ids` stands (the one place its consequences
 * happen, once): the turn total is lost (or banked, under `turn.noRisk`),
 * with lives and penalties as the rules say. A roll of every die of the set
 * costs the all-dice lives ("Fanny Farkel") and penalty ("crash"); after hot
 * dice only where they say so. Under carry on, a lost total goes to the next
 * player with the dice that farkled (see `carriedOn`).
 */
export function farkle(draft: GameDraft, ids: readonly number[]): void {
  const { turn, rules, events } = draft;
  const told = readsEvents(draft);
  const allDice = ids.length === rules.dice;
  const seat = turn.player;
  const { lives, allDiceFarkle, farklePenalty } = rules;
  const sixDice = allDice && (!turn.hotDice || (lives?.sixDiceFarkleOnHotDice ?? true));
  const crash = allDiceFarkle !== null && allDice && (!turn.hotDice || allDiceFarkle.onHotDice);
  const banked = noRiskTotal(draft);
  if (told) events.push({ type: 'farkled', player: seat, lost: turn.total - banked, sixDice });
  // A no-risk bank comes first; the farkle still counts for the streak, lives and penalties after it.
  const grew = banked > 0 ? bankTotal(draft, seat, banked, false) : -1;
  editPlayer(draft, seat, (player) => {
    player.farkleStreak += 1;
    if (lives !== null && player.lives !== null) {
      const left = Math.max(0, player.lives - (sixDice ? lives.sixDiceFarkle : lives.farkle));
      if (told && left < player.lives) events.push({ type: 'lifeLost', player: seat, lost: player.lives - left, lives: left });
      player.lives = left;
      if (left === 0) {
        player.eliminated = true;
        if (told) events.push({ type: 'eliminated', player: seat });
      }
    }
    if (crash) penalize(draft, player, allDiceFarkle.points, 'allDice');
    if (farklePenalty !== null && player.farkleStreak >= farklePenalty.farkles) {
      penalize(draft, player, farklePenalty.points, 'streak');
      if (farklePenalty.resetAfterPenalty) player.farkleStreak = 0;
    }
  });
  // The target is checked on the score after the penalties; an eliminated player cannot reach it.
  if (grew >= 0 && !(draft.players[grew] as PlayerState).eliminated) afterBank(draft, grew);
  if (!draft.over) endTurn(draft, banked > 0 ? null : carriedOn(draft, ids), banked);
}

/**
 * Carry on: the dice that farkled, offered to the next player with the total
 * lost; a carried-on first roll that farkles passes the same total on. `null`
 * without carry on or with nothing lost.
 */
function carriedOn({ turn, rules }: GameDraft, ids: readonly number[]): Offer | null {
  if (!rules.turn.carryOn) return null;
  const total = turn.total + (turn.mode === 'carryOn' ? inherited(turn) : 0);
  return total > 0 ? { from: turn.player, dice: ids.slice(), total, kind: 'farkle' } : null;
}
