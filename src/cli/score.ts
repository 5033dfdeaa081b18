import type { Die } from '../dice.js';
import { FarkleError, describe } from '../errors.js';
import type { RollEffectKind } from '../rules/types.js';
import { legalKeeps } from '../scoring/legal-keeps.js';
import { scoreRoll } from '../scoring/score-roll.js';
import { describeCombination, describeKeep, dice as diceCount, points, table, type Io } from './format.js';
import { printJson } from './json.js';
import { gameRules } from './options.js';

/** Reads dice from the command line: `1`..`6`, `4*` for a spicy (red) face, or `W` for the wild die showing its wild face. */
export function parseDice(words: readonly string[]): Die[] {
  return words.flatMap((word) => word.split(/[\s,]+/).filter((w) => w !== '')).map((word, i) => {
    if (word === 'W' || word === 'w') return { wild: true };
    // Only digits reach Number(): `0x3` or `1e0` would read as a face nobody typed, `one` as NaN.
    if (!/^\d+\*?$/.test(word)) {
      throw new FarkleError('invalid-die', `expected a face 1 to 6 (4* a spicy 4, W the wild die), got ${describe(word)}`, `dice[${i}]`);
    }
    const spicy = word.endsWith('*');
    const face = Number(spicy ? word.slice(0, -1) : word);
    return (spicy ? { face, spicy: true } : face) as Die;
  });
}

/** Dice as typed: `1 5 4* W`. */
export function showRoll(dice: readonly Die[]): string {
  return dice.map((d) => (typeof d === 'number' ? String(d) : 'wild' in d ? 'W' : `${d.face}${d.spicy ? '*' : ''}`)).join(' ');
}

const EFFECTS: Record<RollEffectKind, string> = {
  win: 'the player wins the game at once',
  loseTurn: 'the dice explode: the turn ends and its total is lost',
  loseScore: 'the turn ends, its total is lost and the banked score drops to zero',
};

/** The line for a roll that is one of the rules' rolls that end things: nothing is kept, and it is no farkle. */
export function effectLine(effect: RollEffectKind): string {
  return `A roll that ends things (no farkle, nothing to keep): ${EFFECTS[effect]}.`;
}

/** `farkle-rules score 1 1 1 5 2 3 [--rules NAME|FILE] [--json]`. */
export function scoreCommand(words: readonly string[], rulesName: string | undefined, json: boolean, io: Io): number {
  const rules = gameRules(rulesName);
  const dice = parseDice(words);
  const best = scoreRoll(dice, rules);
  const keeps = legalKeeps(dice, rules);
  if (json) {
    printJson(io, { rules: rules.name, dice, best, keeps });
    return 0;
  }
  io.out(`Roll ${showRoll(dice)} (${rules.name} rules)`);
  if (best.effect !== null) {
    io.out(effectLine(best.effect));
    return 0;
  }
  if (best.farkle) {
    io.out('Farkle: no die scores.');
    return 0;
  }
  const left = best.remaining === 0 ? 'hot dice: every die scores' : `${diceCount(best.remaining)} left to roll`;
  io.out(`Best keep: ${best.faces.join(' ')} = ${points(best.points)} points (${left})`);
  io.out(table(best.combinations.map((c) => [`  ${describeCombination(c)}`, points(c.points)])));
  io.out(`\nLegal keeps (${keeps.length}):`);
  const rows = [['  keep', 'points', 'left', 'split']];
  for (const keep of keeps) rows.push([`  ${keep.faces.join(' ')}`, points(keep.points), String(keep.remaining), describeKeep(keep)]);
  io.out(table(rows, 'lrrl'));
  return 0;
}
