import type { Die } from '../dice.js';
import { scoreRoll } from '../scoring/score-roll.js';
import { optimalTurn, type KeepAdvice } from '../strategy/turn.js';
import { decimal, dice, points, table, type Io } from './format.js';
import { gameRules, parseCount } from './options.js';
import { effectLine, parseDice, showRoll } from './score.js';

export interface AdviseOptions {
  readonly rules: string | undefined;
  readonly turn: string | undefined;
  readonly onBoard: boolean;
}

function faceOf(die: Die): number {
  // The wild die shows no value: last.
  return typeof die === 'number' ? die : (die.face ?? 7);
}

/** The kept dice as typed, spicy ones marked: `4* 4 4 1`. */
export function keptDice(advice: KeepAdvice, roll: readonly Die[]): string {
  const dice = advice.keep.dice.map((i) => roll[i] as Die);
  return showRoll(dice.sort((a, b) => faceOf(a) - faceOf(b)));
}

/** What the best keep is worth each way: `bank 600.0, roll 3 dice on 545.3`. */
export function choiceValues(advice: KeepAdvice): string {
  const refused = advice.mustRoll ? 'banking not allowed after this keep' : 'banking not allowed yet';
  const bank = advice.bankValue === null ? refused : `bank ${points(advice.bankValue)}`;
  return `${bank}, roll ${dice(advice.diceToRoll)} on ${decimal(advice.rollValue)}`;
}

/** One sentence: which dice to keep and what to do next. */
export function adviceSentence(advice: KeepAdvice, roll: readonly Die[]): string {
  const { keep, turnTotal, diceToRoll } = advice;
  const then = advice.then === 'bank' ? 'bank' : `roll ${dice(diceToRoll)} on`;
  return `keep ${keptDice(advice, roll)} for ${points(keep.points)} (turn total ${points(turnTotal)}), then ${then}`;
}

function adviceTable(advice: readonly KeepAdvice[], roll: readonly Die[]): string {
  const rows = [['  keep', 'points', 'turn', 'to roll', 'bank', 'roll on', 'best']];
  for (const a of advice) {
    rows.push([
      `  ${keptDice(a, roll)}`,
      points(a.keep.points),
      points(a.turnTotal),
      String(a.diceToRoll),
      a.bankValue === null ? '-' : points(a.bankValue),
      decimal(a.rollValue),
      a.then,
    ]);
  }
  return table(rows, 'lrrrrrl');
}

/** `farkle-rules advise 1 1 5 2 3 4 --turn 350 [--rules NAME] [--not-on-board]`: the optimal keep and next step. */
export function adviseCommand(words: readonly string[], options: AdviseOptions, io: Io): number {
  const rules = gameRules(options.rules);
  const roll: Die[] = parseDice(words);
  const turnTotal = parseCount('turn', options.turn, 0, 0);
  const policy = optimalTurn(rules, { onBoard: options.onBoard });
  const advice = policy.advise(roll, turnTotal);
  const need = policy.minimum > 0 ? ` (${points(policy.minimum)} to bank)` : '';
  const board = `${options.onBoard ? 'on the board' : 'not on the board'}${need}`;
  io.out(`Roll ${showRoll(roll)}, turn total ${points(turnTotal)}; ${rules.name} rules, ${board}`);
  const best = advice[0];
  const { effect } = scoreRoll(roll, rules);
  if (effect !== null) {
    io.out(effectLine(effect));
    return 0;
  }
  if (best === undefined) {
    io.out(`Farkle: no die scores${turnTotal > 0 ? `; the turn total of ${points(turnTotal)} is lost` : ''}.`);
    return 0;
  }
  io.out(`Best: ${adviceSentence(best, roll)}.`);
  io.out(`  Expected points this turn: ${choiceValues(best)}.`);
  io.out('');
  io.out(`Every legal keep (${advice.length}), valued by optimal play of the rest of the turn:`);
  io.out(adviceTable(advice, roll));
  return 0;
}
