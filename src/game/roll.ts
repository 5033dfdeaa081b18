import { type Die, type Face } from '../dice.js';
import { editPlayer, type GameDraft } from './draft.js';
import { bankTotal, noRiskTotal } from './bank.js';
import { afterBank, endTurn } from './flow.js';
import { rollFarkles } from './keep.js';
import { rolledDie } from './dice.js';
import { penalize } from './penalty.js';
import { drawFaces } from './random.js';
import { playRollEffect } from './roll-effect.js';
import type { PlayerState, RolledDie } from './types.js';

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

/** Rolls `ids`; `inherited` is the turn total a bought or high-stakes roll takes on if it scores. */
export function roll(draft: GameDraft, ids: readonly number[], dice: readonly Die[] | undefined, inherited = 0): void {
  const rolled = throwDice(draft, ids, dice);
  const { turn, rules } = draft;
  draft.events.push({ type: 'rolled', player: turn.player, dice: rolled });
  turn.mustRoll = false;
  if (playRollEffect(draft, rolled)) return;
  if (rollFarkles(rules, rolled)) {
    farkle(draft, ids.length === rules.dice);
    return;
  }
  turn.total += inherited;
  turn.phase = 'rolled';
  turn.roll = rolled;
  turn.rollable = ids;
  turn.hotDice = false;
  turn.rolls += 1;
}

/**
 * A roll that scored nothing: the turn total is lost (or banked, under
 * `turn.noRisk`), with lives and penalties as the rules say. `allDice`: the
 * roll threw every die of the set, which costs the all-dice lives
 * ("Fanny Farkel") and penalty ("crash"); after hot dice only where they say so.
 */
export function farkle(draft: GameDraft, allDice: boolean): void {
  const { turn, rules, events } = draft;
  const seat = turn.player;
  const { lives, allDiceFarkle, farklePenalty } = rules;
  const sixDice = allDice && (!turn.hotDice || (lives?.sixDiceFarkleOnHotDice ?? true));
  const crash = allDiceFarkle !== null && allDice && (!turn.hotDice || allDiceFarkle.onHotDice);
  const banked = noRiskTotal(draft);
  events.push({ type: 'farkled', player: seat, lost: turn.total - banked, sixDice });
  // A no-risk bank comes first; the farkle still counts for the streak, lives and penalties after it.
  const grew = banked > 0 ? bankTotal(draft, seat, banked, false) : -1;
  editPlayer(draft, seat, (player) => {
    player.farkleStreak += 1;
    if (lives !== null && player.lives !== null) {
      const left = Math.max(0, player.lives - (sixDice ? lives.sixDiceFarkle : lives.farkle));
      if (left < player.lives) events.push({ type: 'lifeLost', player: seat, lost: player.lives - left, lives: left });
      player.lives = left;
      if (left === 0) {
        player.eliminated = true;
        events.push({ type: 'eliminated', player: seat });
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
  if (!draft.over) endTurn(draft, null, banked);
}
