import { rollEffectOf } from '../../scoring/effects.js';
import { editPlayer, readsEvents, type GameDraft } from './draft.js';
import { endTurn, gameOver } from './flow.js';
import { read } from './keep.js';
import { lowered } from './penalty.js';
import type { PlayerState, RolledDie } from '../types.js';

/**
 * Plays a roll's effect (`scoring.rollEffects`), checked before scoring:
 * `win` ends the game with the roller as the sole winner, even during the
 * final round; `loseTurn` ends the turn with its total lost (no farkle: no
 * streak, lives or penalty); `loseScore` also drops the banked score to zero
 * (as the severe penalty does: a score below zero stays, a floor holds).
 * Returns whether the roll had an effect.
 */
export function playRollEffect(draft: GameDraft, rolled: readonly RolledDie[]): boolean {
  const { rules, turn } = draft;
  // Most rule sets have none: one read, no allocation.
  if (rules.scoring.rollEffects.length === 0) return false;
  const { faces, wildMask } = read(rolled);
  const effect = rollEffectOf(rules.scoring, faces, wildMask);
  if (effect === null) return false;
  const seat = turn.player;
  const before = (draft.players[seat] as PlayerState).score;
  const score = effect === 'loseScore' ? lowered(before, 'all', rules.scoreFloor) : before;
  if (readsEvents(draft)) draft.events.push({ type: 'rollEffect', player: seat, effect, lost: effect === 'win' ? 0 : turn.total, score });
  if (score !== before) {
    editPlayer(draft, seat, (player) => {
      player.score = score;
    });
  }
  if (effect === 'win') gameOver(draft, [seat]);
  else endTurn(draft, null, 0);
  return true;
}
