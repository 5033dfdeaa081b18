/**
 * A short game played with dice given in the actions, for the tests of
 * `analyzeGame` and `farkle-rules analyze`, and what each of its decisions
 * is worth, worked out here from the solved table's own `choices` (not
 * through advice): two players to 1,000 with no entry minimum, where Ann
 * keeps 1 and 5 when the 1 alone was better, banks 150 with four dice to
 * roll, and keeps the 1 of a straight; Bob banks and keeps too little.
 */
import { defineRules, optimalWinChance, recordAction, startRecord, type Action, type GameRecord, type WinChanceSolution } from '../../src/index.js';

export const RULES = defineRules({ bank: { entry: 0 }, end: { target: 1000 } });

let table: WinChanceSolution | undefined;

/** The table of {@link RULES}, solved once. */
export function solved(): WinChanceSolution {
  table ??= optimalWinChance(RULES);
  return table;
}

/** One choice open at a decision: the action as the game lists it, and the mover's chance after it. */
export interface Option {
  readonly action: Action;
  /** The action as `farkle-rules analyze` names it. */
  readonly words: string;
  readonly chance: () => number;
}

/** A decision of the game: where it is in the record, who decides in which turn, what was open and what was taken. */
export interface Expected {
  readonly index: number;
  readonly turn: number;
  readonly player: 0 | 1;
  readonly options: readonly Option[];
  /** Which of `options` was taken. */
  readonly taken: number;
}

/** A keep making the turn total `total` with `left` dice to roll (0: hot dice, all six again), then the better of banking and rolling on. */
function keep(dice: number[], words: string, me: number, them: number, total: number, left: number): Option {
  return {
    action: { type: 'keep', dice },
    words: `keep ${words}`,
    chance: () => {
      const { bank, roll } = solved().choices(me, them, total, left === 0 ? 6 : left);
      return Math.max(bank ?? 0, roll);
    },
  };
}

/** Banking and rolling on at a turn total of `total` with `left` dice to roll. */
function bankOrRoll(me: number, them: number, total: number, left: number): [Option, Option] {
  return [
    { action: { type: 'roll' }, words: 'roll', chance: () => solved().choices(me, them, total, left).roll },
    { action: { type: 'bank' }, words: `bank ${total}`, chance: () => solved().choices(me, them, total, left).bank ?? Number.NaN },
  ];
}

const [ROLL_150, BANK_150] = bankOrRoll(0, 0, 150, 4);
const [ROLL_350, BANK_350] = bankOrRoll(0, 150, 350, 2);
const [ROLL_50, BANK_50] = bankOrRoll(350, 150, 50, 5);
const [ROLL_BOB_150, BANK_BOB_150] = bankOrRoll(350, 150, 150, 4);
const [ROLL_100, BANK_100] = bankOrRoll(150, 500, 100, 5);

/** The record's actions, in order; the forced ones (a turn's first roll, the only keep, a farkle) are no decisions. */
export const ACTIONS: readonly Action[] = [
  // Turn 1, Ann (0 to 0): keeps 1 and 5, then banks 150.
  { type: 'roll', dice: [1, 5, 2, 3, 3, 6] },
  { type: 'keep', dice: [0, 1] },
  { type: 'bank' },
  // Turn 2, Bob (0 to 150): keeps 1 1 1 5 for 350 and banks.
  { type: 'roll', dice: [1, 1, 1, 5, 2, 3] },
  { type: 'keep', dice: [0, 1, 2, 3] },
  { type: 'bank' },
  // Turn 3, Ann: a farkle.
  { type: 'roll', dice: [2, 2, 3, 4, 6, 6] },
  // Turn 4, Bob (350 to 150): the only keep, rolls on, keeps one 1 of three, banks 150.
  { type: 'roll', dice: [5, 2, 3, 4, 6, 6] },
  { type: 'keep', dice: [0] },
  { type: 'roll', dice: [1, 1, 1, 2, 3] },
  { type: 'keep', dice: [0] },
  { type: 'bank' },
  // Turn 5, Ann (150 to 500): keeps the 1 of a straight, and banks 100.
  { type: 'roll', dice: [1, 2, 3, 4, 5, 6] },
  { type: 'keep', dice: [0] },
  { type: 'bank' },
];

/** Every decision of the game, with the keeps the rules allow written out from classic scoring. */
export const DECISIONS: readonly Expected[] = [
  { index: 1, turn: 1, player: 0, options: [keep([0], '1', 0, 0, 100, 5), keep([1], '5', 0, 0, 50, 5), keep([0, 1], '1 5', 0, 0, 150, 4)], taken: 2 },
  { index: 2, turn: 1, player: 0, options: [ROLL_150, BANK_150], taken: 1 },
  {
    index: 4,
    turn: 2,
    player: 1,
    options: [
      keep([0], '1', 0, 150, 100, 5),
      keep([3], '5', 0, 150, 50, 5),
      keep([0, 1], '1 1', 0, 150, 200, 4),
      keep([0, 3], '1 5', 0, 150, 150, 4),
      keep([0, 1, 3], '1 1 5', 0, 150, 250, 3),
      keep([0, 1, 2], '1 1 1', 0, 150, 300, 3),
      keep([0, 1, 2, 3], '1 1 1 5', 0, 150, 350, 2),
    ],
    taken: 6,
  },
  { index: 5, turn: 2, player: 1, options: [ROLL_350, BANK_350], taken: 1 },
  { index: 9, turn: 4, player: 1, options: [ROLL_50, BANK_50], taken: 0 },
  { index: 10, turn: 4, player: 1, options: [keep([0], '1', 350, 150, 150, 4), keep([0, 1], '1 1', 350, 150, 250, 3), keep([0, 1, 2], '1 1 1', 350, 150, 350, 2)], taken: 0 },
  { index: 11, turn: 4, player: 1, options: [ROLL_BOB_150, BANK_BOB_150], taken: 1 },
  {
    index: 13,
    turn: 5,
    player: 0,
    options: [keep([0], '1', 150, 500, 100, 5), keep([4], '5', 150, 500, 50, 5), keep([0, 4], '1 5', 150, 500, 150, 4), keep([0, 1, 2, 3, 4, 5], '1 2 3 4 5 6', 150, 500, 1500, 0)],
    taken: 0,
  },
  { index: 14, turn: 5, player: 0, options: [ROLL_100, BANK_100], taken: 1 },
];

/** The game's record, as `startRecord` and `recordAction` make it. */
export function gameRecord(): GameRecord {
  let record = startRecord({ rules: RULES, players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
  for (const action of ACTIONS) record = recordAction(record, action);
  return record;
}

/** A decision's chances as worked out here: the best, the one taken, what was lost. */
export function worked(decision: Expected): { before: number; after: number; lost: number; best: Option; taken: Option } {
  const chances = decision.options.map((option) => option.chance());
  const before = Math.max(...chances);
  const after = chances[decision.taken] as number;
  const best = decision.options[chances.indexOf(before)] as Option;
  return { before, after, lost: before - after, best, taken: decision.options[decision.taken] as Option };
}

/** The mark of a loss by the documented default thresholds: an inaccuracy from 0.01, a mistake from 0.03, a blunder from 0.08. */
export function markOf(lost: number, thresholds = { inaccuracy: 0.01, mistake: 0.03, blunder: 0.08 }): string | null {
  if (lost >= thresholds.blunder) return 'blunder';
  if (lost >= thresholds.mistake) return 'mistake';
  return lost >= thresholds.inaccuracy ? 'inaccuracy' : null;
}
