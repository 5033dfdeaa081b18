import { MAX_DICE, type Die, type Face } from '../dice.js';
import { editPlayer, type GameDraft } from './draft.js';
import { endTurn } from './flow.js';
import { rollFarkles } from './keep.js';
import { rolledDie } from './dice.js';
import { drawFaces } from './random.js';
import type { RolledDie } from './types.js';

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
    const face: Face = given === undefined ? (drawn[i] as Face) : typeof given === 'number' ? given : given.face;
    rolled.push(rolledDie(id, face, spicyDice && face === id + 1, wildDie !== null && id === 0 && face === wildDie.face));
  }
  return rolled;
}

/** Rolls `ids`; `inherited` is the turn total a bought or high-stakes roll takes on if it scores. */
export function roll(draft: GameDraft, ids: readonly number[], dice: readonly Die[] | undefined, inherited = 0): void {
  const rolled = throwDice(draft, ids, dice);
  const { turn, rules } = draft;
  draft.events.push({ type: 'rolled', player: turn.player, dice: rolled });
  if (rollFarkles(rules, rolled)) {
    // A six-dice farkle (Farkel's "Fanny Farkel") on a hot-dice roll counts only where the rules say so.
    const sixDice = ids.length === MAX_DICE && (!turn.hotDice || (rules.lives?.sixDiceFarkleOnHotDice ?? true));
    farkle(draft, sixDice);
    return;
  }
  turn.total += inherited;
  turn.phase = 'rolled';
  turn.roll = rolled;
  turn.rollable = ids;
  turn.hotDice = false;
  turn.rolls += 1;
}

/** A roll that scored nothing: the turn total is lost, with lives and penalties as the rules say. */
export function farkle(draft: GameDraft, sixDice: boolean): void {
  const { turn, rules, events } = draft;
  const seat = turn.player;
  events.push({ type: 'farkled', player: seat, lost: turn.total, sixDice });
  editPlayer(draft, seat, (player) => {
    player.farkleStreak += 1;
    const { lives } = rules;
    if (lives !== null && player.lives !== null) {
      const left = Math.max(0, player.lives - (sixDice ? lives.sixDiceFarkle : lives.farkle));
      if (left < player.lives) events.push({ type: 'lifeLost', player: seat, lost: player.lives - left, lives: left });
      player.lives = left;
      if (left === 0) {
        player.eliminated = true;
        events.push({ type: 'eliminated', player: seat });
      }
    }
    const penalty = rules.farklePenalty;
    if (penalty !== null && player.farkleStreak >= penalty.farkles) {
      const lowered = penalty.points === 'all' ? Math.min(player.score, 0) : player.score - penalty.points;
      // A floor never raises a score that is already below it.
      const score = Math.min(player.score, rules.scoreFloor === null ? lowered : Math.max(rules.scoreFloor, lowered));
      events.push({ type: 'penalty', player: seat, points: player.score - score, score });
      player.score = score;
      if (penalty.resetAfterPenalty) player.farkleStreak = 0;
    }
  });
  endTurn(draft, null);
}
