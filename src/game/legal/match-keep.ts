import { FarkleError, describe } from '../../errors.js';
import { readList } from '../../read.js';
import { indicesProblem } from './dice-check.js';
import { listing } from './list.js';
import type { GameState, KeepAction, RolledDie } from '../types.js';

/** What a die shows, as scoring tells dice apart: its face, red or not, or the wild side. */
function shown(die: RolledDie | undefined): number {
  if (die === undefined) return -1;
  return die.wild ? 0 : die.face * 2 + (die.spicy ? 1 : 0);
}

/** The dice at `indices` of `roll`, as a sorted list of what they show. */
function showing(roll: readonly RolledDie[], indices: readonly number[]): string {
  return indices
    .map((index) => shown(roll[index]))
    .sort((a, b) => a - b)
    .join();
}

/** Whether two lists of indices name the same dice, in any order. */
function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((index) => b.includes(index));
}

/**
 * The keep `legalActions` lists that is the same as the dice a player picked
 * (`indices` into `state.turn.roll`, in any order), or `null` when no listed
 * keep is (the pick does not score, or is not legal now, or no roll is
 * showing).
 *
 * Why it is needed: `legalActions` lists each keep once per distinct set of
 * faces kept, naming it by the earliest dice of each face in the roll (of a
 * roll 5, 2, 5, 1, the keep of one 5 is listed as `[0]`, of the 5 and the 1
 * as `[0, 3]`), while a player at a table may pick any of the dice showing
 * that face (`[2]`, `[3, 2]`). Plain dice showing the same face are
 * interchangeable, so such a pick is the listed keep. Where dice are told
 * apart (spicy dice, the wild die among those rolled: which die stays to be
 * rolled matters) every set of physical dice is listed, and only the keep of
 * exactly the dice picked matches. Either keep may be applied; the listed one
 * is what a bot's or a solver's advice names.
 *
 * @throws {FarkleError} `invalid-action` when `indices` are not an array, or,
 *   while a roll is showing, not distinct indices into it; the codes of
 *   `legalActions` for a bad state.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
 * game = applyAction(game, { type: 'roll', dice: [5, 2, 5, 1, 3, 3] });
 * matchKeep(game, [2]); // { type: 'keep', dice: [0] }: the listed keep of one 5
 * matchKeep(game, [3, 2]); // { type: 'keep', dice: [0, 3] }: a 5 and the 1
 * matchKeep(game, [1]); // null: a 2 scores nothing
 * ```
 *
 * @category Game
 */
export function matchKeep(state: GameState, indices: readonly number[]): KeepAction | null {
  // The state checked, once: the app's copy is not read again.
  const { state: checked, actions: legal } = listing(state);
  const { turn } = checked;
  const roll = turn.roll ?? [];
  // Read once by index, never through an iterator that could show other dice than were checked.
  const picked = readList(indices, 'invalid-action', 'indices') as number[] | null;
  if (picked === null) throw new FarkleError('invalid-action', `expected an array of indices into the roll, got ${describe(indices)}`, 'indices');
  if (turn.phase !== 'rolled') return null;
  const bad = indicesProblem(picked, roll.length, 'indices', 'picked');
  if (bad !== null) throw new FarkleError(bad.code, bad.message, bad.path);
  if (picked.length === 0) return null;
  const keeps = legal.filter((action): action is KeepAction => action.type === 'keep');
  // The same dice first: where dice are told apart, only they are the same keep.
  const exact = keeps.find((keep) => sameDice(keep.dice, picked));
  if (exact !== undefined) return exact;
  const faces = showing(roll, picked);
  return keeps.find((keep) => showing(roll, keep.dice) === faces) ?? null;
}
