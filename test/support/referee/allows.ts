/**
 * Whether the rules allow an action in the referee's table, for any action,
 * not only those `legalTexts` lists: a listing names one keep per set of
 * faces, but a keep of the same faces on other dice is as legal, and
 * `applyAction` must refuse everything else (`probe.ts` tries such actions).
 * The reasons are the referee's words, not the engine's error codes.
 */
import type { Action, Face } from '../../../src/index.js';
import { allowedKeeps, bankBlock } from './legal.js';
import type { Move } from './model.js';
import type { Scorer } from './score.js';

const isFace = (die: unknown): boolean => typeof die === 'number' && Number.isInteger(die) && die >= 1 && die <= 6;

/** Dice an action brings for `count` dice: none (the engine rolls), or one face per die thrown. */
function diceRefusal(dice: unknown, count: number): string | null {
  if (dice === undefined) return null;
  if (!Array.isArray(dice)) return 'dice that are not a list';
  if (dice.length !== count) return 'the wrong number of dice';
  return dice.every(isFace) ? null : 'a die that is not a face 1 to 6';
}

/** Positions into a roll of `length` dice: whole numbers in range, none twice. */
function positionsRefusal(positions: unknown, length: number): string | null {
  if (!Array.isArray(positions)) return 'positions that are not a list';
  if (!positions.every((p) => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < length)) return 'a position not in the roll';
  return new Set(positions).size === positions.length ? null : 'a die named twice';
}

/** Why the rules refuse `action` now, or `null` when they allow it. */
export function refusal(move: Pick<Move, 'rules' | 'table'>, scorer: Scorer, action: Action): string | null {
  const { rules, table } = move;
  const { turn } = table;
  if (table.over) return 'the game is over';
  if (action.player !== undefined && action.player !== turn.player) return 'not that seat\'s turn';
  // Clear combo and second chance each wait on one decision (HOUSE-RULES 20, 21).
  if (turn.phase === 'clearing' && action.type !== 'roll') return 'the cleared dice must be thrown again first';
  if (turn.phase === 'secondChance' && action.type !== 'secondChance' && action.type !== 'acceptFarkle') return 'the second chance is waiting';
  switch (action.type) {
    case 'roll':
      // RULES.md: "must keep at least one scoring die to roll again".
      if (turn.phase === 'rolled') return 'a keep comes first';
      if (turn.phase === 'clearing') return diceRefusal(action.dice, turn.reroll.length);
      return diceRefusal(action.dice, turn.hotDice ? rules.dice : turn.rollable.length);
    case 'keep': {
      if (turn.phase !== 'rolled') return 'no roll to keep from';
      const roll = turn.roll ?? [];
      const given: unknown = action.dice;
      if (!Array.isArray(given) || given.length === 0) return 'an empty keep';
      const bad = positionsRefusal(given, roll.length);
      if (bad !== null) return bad;
      const faces = action.dice.map((p) => (roll[p] as { face: Face }).face).sort((a, b) => a - b).join();
      if (allowedKeeps(move, scorer).some((keep) => keep.faces.join() === faces)) return null;
      // RULES.md: every die kept must score; HOUSE-RULES 17: and under keepEveryScoringDie, the keep is every scoring die.
      return scorer.keepOf(action.dice.map((p) => (roll[p] as { face: Face }).face)) === null ? 'a keep with a die that does not score' : 'a keep short of every scoring die';
    }
    case 'bank':
      return turn.phase === 'kept' ? bankBlock(move) : 'a bank only after a keep';
    case 'carryOn':
      if (!rules.turn.carryOn || turn.phase !== 'start' || turn.offer?.kind !== 'farkle') return 'no farkle to carry on';
      return diceRefusal(action.dice, turn.offer.dice.length);
    case 'highStakes':
      if (!rules.highStakes || turn.phase !== 'start' || turn.offer?.kind !== 'bank') return 'no bank\'s dice to play high stakes on';
      return diceRefusal(action.dice, turn.offer.dice.length);
    case 'secondChance': {
      if (turn.phase !== 'secondChance') return 'no farkle waiting on a second chance';
      const length = turn.roll?.length ?? 0;
      const bad = positionsRefusal(action.hold, length);
      if (bad !== null) return bad;
      // HOUSE-RULES 21: "hold two or more of the dice" and throw the rest, so not all of them.
      if (action.hold.length < 2 || action.hold.length >= length) return 'a hold of fewer than two dice, or of all';
      return diceRefusal(action.dice, length - action.hold.length);
    }
    case 'acceptFarkle':
      return turn.phase === 'secondChance' ? null : 'no farkle waiting on a second chance';
    case 'buy':
      if (rules.buyDice !== null) throw new Error('the referee does not follow buying dice');
      return 'no buying dice in these rules';
    default:
      return 'not an action';
  }
}
