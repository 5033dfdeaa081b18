import type { Rules } from '../rules/types.js';
import { oddsTable, type Fraction } from '../strategy/odds.js';
import { turnUnsupported } from '../strategy/unsupported.js';
import { optimalTurn, type DiceToRoll, type TurnPolicy } from '../strategy/turn/optimal-turn.js';
import { decimal, percent, points, table, type Io } from './format.js';
import { printJson } from './json.js';
import { gameRules } from './options.js';

/** 1 to the rules' dice count. */
function diceCounts(rules: Rules): number[] {
  return Array.from({ length: rules.dice }, (_, i) => i + 1);
}

/** `ways/rolls  pct`: exact, with no separators so that the fraction reads as one number over another. */
function chance(fraction: Fraction): [string, string] {
  return [`${fraction.numerator}/${fraction.denominator}`, percent(fraction.numerator / fraction.denominator)];
}

/**
 * The smallest turn total on the solver's grid, from the bank minimum up to its cap, at which
 * banking is worth at least as much as rolling `dice` on (a number, or with spicy dice the ids
 * of the dice); `null` when rolling always wins.
 */
export function bankThreshold(policy: TurnPolicy, dice: DiceToRoll): number | null {
  const first = Math.ceil(policy.minimum / policy.step) * policy.step;
  for (let total = first; total <= policy.cap; total += policy.step) {
    if (!policy.shouldRoll(total, dice)) return total;
  }
  return null;
}

/** The dice to ask the policy about for `count` dice: the number, or with spicy dice every set of that many ids. */
function diceSets(rules: Rules, count: number): DiceToRoll[] {
  if (!rules.spicyDice || count === rules.dice) return [count];
  const sets: number[][] = [];
  for (let mask = 1; mask < 1 << rules.dice; mask++) {
    const ids = Array.from({ length: rules.dice }, (_, id) => id).filter((id) => (mask >> id) & 1);
    if (ids.length === count) sets.push(ids);
  }
  return sets;
}

/** The threshold of `count` dice, or with spicy dice the lowest and highest over the sets of that many: `450-500`. */
function thresholdCell(policy: TurnPolicy, count: number): string {
  const found = diceSets(policy.rules, count).map((dice) => bankThreshold(policy, dice));
  const shown = (threshold: number | null): string => (threshold === null ? 'never' : points(threshold));
  const sorted = [...found].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  const [low, high] = [sorted[0] ?? null, sorted[sorted.length - 1] ?? null];
  return low === high ? shown(low) : `${shown(low)}-${shown(high)}`;
}

function bankMinimumNote(policy: TurnPolicy): string {
  return policy.minimum > 0 ? ` (a turn total of ${points(policy.minimum)} is needed to bank)` : '';
}

function rollLines(rules: Rules): string[] {
  // Rolls that end things get a column only where the rules have them.
  const effects = rules.scoring.rollEffects.length > 0;
  const header = ['dice', 'farkle', '', 'hot dice', '', ...(effects ? ['effect', ''] : []), 'expected points'];
  const rows = oddsTable(rules).map((odds) => [
    String(odds.diceCount),
    ...chance(odds.farkle),
    ...chance(odds.hotDice),
    ...(effects ? chance(odds.effects) : []),
    decimal(odds.expectedPoints.numerator / odds.expectedPoints.denominator, 2),
  ]);
  const spicy = rules.spicyDice ? '\nSpicy faces are not counted: every die is plain.' : '';
  return [
    `One roll of n dice, counted exactly over its 6^n equally likely rolls:${spicy}`,
    table([header, ...rows], 'r'.repeat(header.length)),
  ];
}

function turnLines(onBoard: TurnPolicy, notOnBoard: TurnPolicy): string[] {
  const same = onBoard.minimum === notOnBoard.minimum;
  const lines = [
    '',
    'Optimal single turn: the expected points banked, playing for this turn alone:',
    same
      ? `  ${decimal(onBoard.expectedScore, 2)}${bankMinimumNote(onBoard)}`
      : `  on the board      ${decimal(onBoard.expectedScore, 2)}${bankMinimumNote(onBoard)}\n  not on the board  ${decimal(notOnBoard.expectedScore, 2)}${bankMinimumNote(notOnBoard)}`,
    '',
    `Bank from this turn total, by dice left to roll (steps of ${points(onBoard.step)}, up to ${points(onBoard.cap)}):`,
  ];
  if (onBoard.rules.spicyDice) {
    lines.push('Spicy dice: die d shows its red face on a d, so which dice are left matters:');
    lines.push('each column is the lowest-highest over the sets of that many dice.');
  }
  const row = (label: string, policy: TurnPolicy): string[] => [label, ...diceCounts(onBoard.rules).map((dice) => thresholdCell(policy, dice))];
  const rows = [['dice to roll', ...diceCounts(onBoard.rules).map(String)], row(same ? 'bank from' : 'on the board', onBoard)];
  if (!same) rows.push(row('not on the board', notOnBoard));
  lines.push(table(rows));
  return lines;
}

/** `odds --json`'s bank-from values of one policy: by dice left to roll, the lowest and highest over the sets of that many (alike without spicy dice; `null`: never). */
function turnJson(policy: TurnPolicy): object {
  const bankFrom = diceCounts(policy.rules).map((dice) => {
    const found = diceSets(policy.rules, dice).map((set) => bankThreshold(policy, set) ?? Infinity);
    const [lowest, highest] = [Math.min(...found), Math.max(...found)].map((total) => (total === Infinity ? null : total));
    return { dice, lowest, highest };
  });
  return { expectedScore: policy.expectedScore, minimum: policy.minimum, bankFrom };
}

/** `odds --json`: the roll rows as `oddsTable` gives them, and the optimal turn's values (`null`, with the reason, where it is not solved). */
function oddsJson(rules: Rules): object {
  const unsupported = turnUnsupported(rules);
  const rolls = oddsTable(rules);
  if (unsupported !== null) return { rules: rules.name, rolls, turnUnsupported: unsupported, turn: null };
  const onBoard = optimalTurn(rules, { onBoard: true });
  const turn = { step: onBoard.step, cap: onBoard.cap, onBoard: turnJson(onBoard), notOnBoard: turnJson(optimalTurn(rules, { onBoard: false })) };
  return { rules: rules.name, rolls, turnUnsupported: null, turn };
}

/** `farkle-rules odds [--rules NAME] [--json]`: roll odds for one to the rules' dice count, and the optimal single turn. */
export function oddsCommand(rulesName: string | undefined, json: boolean, io: Io): number {
  const rules = gameRules(rulesName);
  if (json) {
    printJson(io, oddsJson(rules));
    return 0;
  }
  io.out(`Odds for ${rules.name} rules`);
  io.out('');
  for (const line of rollLines(rules)) io.out(line);
  const unmodelled = turnUnsupported(rules);
  if (unmodelled !== null) {
    io.out('');
    io.out(`Optimal single turn: not solved, the turn solver does not model ${unmodelled}.`);
    return 0;
  }
  const onBoard = optimalTurn(rules, { onBoard: true });
  const notOnBoard = optimalTurn(rules, { onBoard: false });
  for (const line of turnLines(onBoard, notOnBoard)) io.out(line);
  return 0;
}
