import type { Die } from '../../dice.js';
import { FarkleError, describe } from '../../errors.js';
import type { Rules } from '../../rules/types.js';
import { checkDiceToRoll } from './keeps.js';

/**
 * The roll state of the dice to roll next, for a solver over
 * `turnModelByDie`: a number of dice, or with spicy dice a bit mask of their
 * ids. Takes a number of dice, or the ids of the dice (0 to `rules.dice` - 1,
 * as `turn.rollable` lists them), distinct: counted without spicy dice; with
 * them a number stands only for every die, since which dice are left decides
 * their red faces. Anything else throws `invalid-dice` at `diceToRoll`.
 */
export function rollState(rules: Rules, diceToRoll: unknown): number {
  if (!Array.isArray(diceToRoll)) {
    if (!rules.spicyDice) return checkDiceToRoll(diceToRoll, rules.dice);
    if (diceToRoll === rules.dice) return (1 << rules.dice) - 1;
    const why = `expected the ids of the dice to roll (0 to ${rules.dice - 1}: spicy dice are told apart), or ${rules.dice} for every die, got ${describe(diceToRoll)}`;
    throw new FarkleError('invalid-dice', why, 'diceToRoll');
  }
  const ids = diceToRoll as readonly unknown[];
  let mask = 0;
  // Read once each, into a dense copy (a hole reads as undefined, a bad id).
  for (const id of Array.from(ids)) {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= rules.dice || (mask >> id) & 1) {
      throw new FarkleError('invalid-dice', `expected distinct die ids from 0 to ${rules.dice - 1}, got ${describe(diceToRoll)}`, 'diceToRoll');
    }
    mask |= 1 << id;
  }
  if (mask === 0) throw new FarkleError('invalid-dice', 'expected at least one die to roll, got none', 'diceToRoll');
  return rules.spicyDice ? mask : ids.length;
}

/** A roll read for the turn policy: the dice as scoring takes them, and each die's id where the dice said (else `null`). */
export interface ReadRoll {
  readonly dice: readonly Die[];
  readonly ids: readonly number[] | null;
}

function idOf(die: unknown): unknown {
  return typeof die === 'object' && die !== null && 'id' in die ? die.id : undefined;
}

/**
 * Reads which die each die of a roll is: every die an object with an `id`
 * (a game's `RolledDie`), distinct and from 0 to `rules.dice` - 1, or none
 * of them. With spicy dice the ids are required, and a die's red face is
 * `id + 1`: its `spicy`, if given, must say the same (`invalid-die`), and
 * the dice handed to scoring carry it. Faces are checked by scoring.
 */
export function readRoll(rules: Rules, roll: unknown): ReadRoll {
  if (!Array.isArray(roll)) return { dice: roll as Die[], ids: null };
  // Read once each, into a dense copy.
  const list = Array.from(roll as readonly unknown[]);
  const read = list.map(idOf);
  if (read.every((id) => id === undefined) && !rules.spicyDice) return { dice: list as Die[], ids: null };
  const ids: number[] = [];
  const dice: Die[] = [];
  for (let i = 0; i < list.length; i++) {
    const id = read[i];
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= rules.dice || ids.includes(id)) {
      const why = rules.spicyDice ? ' (spicy dice are told apart: give each die as { id, face }, as turn.roll lists them)' : ' (on every die or none)';
      throw new FarkleError('invalid-dice', `expected distinct die ids from 0 to ${rules.dice - 1}${why}, got ${describe(id)}`, `roll[${i}].id`);
    }
    ids.push(id);
    dice.push(rules.spicyDice ? spicyDie(list[i] as { face?: unknown; spicy?: unknown }, id, i) : plainDie(list[i]));
  }
  return { dice, ids };
}

/**
 * A die of a roll with ids, as scoring takes it: its face alone where it
 * shows neither a red nor the wild face (scoring's cached look-ups take
 * faces; a game's `RolledDie` is an object), else the die as given.
 */
function plainDie(die: unknown): Die {
  if (typeof die !== 'object' || die === null) return die as Die;
  const { face, spicy, wild } = die as { face?: unknown; spicy?: unknown; wild?: unknown };
  const plain = typeof face === 'number' && (spicy === undefined || spicy === false) && (wild === undefined || wild === false);
  return plain ? (face as Die) : (die as Die);
}

/** Die `id` as scoring takes it, its face and flag read once: spicy when it shows its red face, `id + 1`. */
function spicyDie(die: { face?: unknown; spicy?: unknown }, id: number, index: number): Die {
  const { face, spicy } = die;
  const red = face === id + 1;
  if (spicy !== undefined && spicy !== red) {
    const why = `die ${id + 1} (id ${id}) shows its red face on a ${id + 1} only: it is ${red ? '' : 'not '}spicy showing ${describe(face)}`;
    throw new FarkleError('invalid-die', why, `roll[${index}].spicy`);
  }
  return { face, spicy: red } as Die;
}
