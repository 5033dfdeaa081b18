import type { Die, Face } from '../../dice.js';
import { FarkleError, describe } from '../../errors.js';
import type { Rules } from '../../rules/types.js';
import type { Action } from '../types.js';

/**
 * The letter of each action in a record. An action is written as its letter,
 * then its digits (a keep's indices, a buy's count, a second chance's held
 * indices), then `=` and the faces the dice showed when it brought them:
 * `r`, `r=113523`, `k0123`, `b`, `y2=35`, `h`, `c=44`, `s013=62`, `a`.
 */
const LETTERS = { roll: 'r', keep: 'k', bank: 'b', buy: 'y', highStakes: 'h', carryOn: 'c', secondChance: 's', acceptFarkle: 'a' } as const;

/** The longest action a record holds: a letter, six digits, `=` and six faces. */
export const MAX_ACTION_LENGTH = 14;

/** What follows each letter: digits (indices or a count), and whether `=` and faces may follow. */
const FORMS: Readonly<Record<string, { type: Action['type']; digits: 'none' | 'indices' | 'count'; dice: boolean }>> = {
  r: { type: 'roll', digits: 'none', dice: true },
  k: { type: 'keep', digits: 'indices', dice: false },
  b: { type: 'bank', digits: 'none', dice: false },
  y: { type: 'buy', digits: 'count', dice: true },
  h: { type: 'highStakes', digits: 'none', dice: true },
  c: { type: 'carryOn', digits: 'none', dice: true },
  s: { type: 'secondChance', digits: 'indices', dice: true },
  a: { type: 'acceptFarkle', digits: 'none', dice: false },
};

const SHAPE = /^([a-z])([0-9]*)(?:=([1-6]+))?$/;

/**
 * An action as a record writes it. Only the faces of brought dice are kept:
 * whether a die shows its red face (spicy dice) or its wild side follows
 * from its face and which die it is, so the action replays the same; a wild
 * die brought as `{ wild: true }` is written as the rules' wild face. The
 * acting seat (`player`) is left out: a legal action is always the current
 * seat's. The action must be one `applyAction` has accepted.
 */
export function encodeAction(action: Action, rules: Rules): string {
  const letter = LETTERS[action.type];
  const faces = 'dice' in action && action.type !== 'keep' && action.dice !== undefined ? `=${action.dice.map((die) => faceOf(die, rules)).join('')}` : '';
  switch (action.type) {
    case 'keep':
      return letter + action.dice.join('');
    case 'buy':
      return `${letter}${action.count}${faces}`;
    case 'secondChance':
      return letter + action.hold.join('') + faces;
    default:
      return letter + faces;
  }
}

function faceOf(die: Die, rules: Rules): Face {
  if (typeof die === 'number') return die;
  return die.face ?? rules.wildDie?.face ?? 1;
}

/**
 * The action a record's text stands for, or a FarkleError `invalid-action`
 * at `path` when the text is not one. Whether the action is legal is for
 * the game to say.
 */
export function decodeAction(text: unknown, path: string): Action {
  if (typeof text !== 'string' || text.length > MAX_ACTION_LENGTH) {
    throw new FarkleError('invalid-action', `expected an action written as in a record ('r', 'k014', 'b', ...), got ${describe(text)}`, path);
  }
  const match = SHAPE.exec(text);
  const form = match === null ? undefined : FORMS[match[1] ?? ''];
  if (match === null || form === undefined) {
    throw new FarkleError('invalid-action', `expected a letter of ${Object.keys(FORMS).join(', ')}, then digits and =faces as the action takes, got ${describe(text)}`, path);
  }
  const digits = digitsOf(match[2] ?? '');
  const dice = match[3] === undefined ? undefined : (digitsOf(match[3]) as Face[]);
  const digitsFit = form.digits === 'none' ? digits.length === 0 : form.digits === 'count' ? digits.length === 1 : digits.length > 0;
  if (!digitsFit || (dice !== undefined && !form.dice)) {
    throw new FarkleError('invalid-action', `${describe(text)} is not how a record writes a ${form.type} action`, path);
  }
  switch (form.type) {
    case 'keep':
      return { type: 'keep', dice: digits };
    case 'buy':
      return withDice({ type: 'buy', count: digits[0] ?? 0 }, dice);
    case 'secondChance':
      return withDice({ type: 'secondChance', hold: digits }, dice);
    case 'bank':
    case 'acceptFarkle':
      return { type: form.type };
    default:
      return withDice({ type: form.type }, dice);
  }
}

/** The digits of a text of digits (the pattern let only 0 to 9 through), as numbers. */
function digitsOf(text: string): number[] {
  return Array.from({ length: text.length }, (_, i) => text.charCodeAt(i) - 48);
}

function withDice<T extends Action>(action: T, dice: Face[] | undefined): T {
  return dice === undefined ? action : { ...action, dice };
}
