import { isArray } from '../../errors.js';
import { guarded, readList } from '../../read.js';

/** A die of an action's `dice`, read once: a die object becomes a plain copy of the fields the engine reads. */
function readDie(die: unknown, path: string): unknown {
  if (typeof die !== 'object' || die === null || isArray(die)) return die;
  const { face, spicy, wild } = guarded('invalid-action', path, () => {
    const { face, spicy, wild } = die as { face?: unknown; spicy?: unknown; wild?: unknown };
    return { face, spicy, wild };
  });
  const copy: { face?: unknown; spicy?: unknown; wild?: unknown } = {};
  if (face !== undefined) copy.face = face;
  if (spicy !== undefined) copy.spicy = spicy;
  if (wild !== undefined) copy.wild = wild;
  return copy;
}

/** An action's `dice`, read once: copied by index (never through its iterator), each die object copied too. */
function readDice(dice: unknown): unknown {
  const list = readList(dice, 'invalid-action', 'action.dice');
  if (list === null) return dice;
  for (let i = 0; i < list.length; i++) list[i] = readDie(list[i], `action.dice[${i}]`);
  return list;
}

/**
 * The action a caller passed, read once into a plain copy before it is
 * checked: each field the engine reads (`type`, `player`, `dice`, `count`,
 * `hold`) read once, the `dice` and `hold` arrays copied by index (never
 * through their iterator) and each die object in `dice` copied too. Checking
 * and applying the copy means a getter or a Proxy cannot show the check one
 * keep and the game another (the same die kept twice, a roll with a repeated
 * die). Anything that is not an object is returned as is, for the check to
 * refuse. The copy has one shape whatever the action (fields the action lacks
 * are `undefined`), and other keys are not copied: a check of the caller's
 * own keys belongs before this reading. A getter or a Proxy that throws is
 * refused with `invalid-action` at its path.
 */
export function readAction(action: unknown): unknown {
  if (typeof action !== 'object' || action === null) return action;
  const { type, player, dice, count, hold } = guarded('invalid-action', 'action', () => {
    const { type, player, dice, count, hold } = action as { type?: unknown; player?: unknown; dice?: unknown; count?: unknown; hold?: unknown };
    return { type, player, dice, count, hold };
  });
  return { type, player, dice: readDice(dice), count, hold: readList(hold, 'invalid-action', 'action.hold') ?? hold };
}
