/**
 * The rule sets the referee follows random games under: plain `Rules`
 * objects written here (the scoring tables from `../tables.ts`), each
 * switching some house-rule phases on, with targets small enough that
 * random games end. Each names what its games must reach (counts of the
 * referee's `happened` labels) and how often at least, and the refusals of
 * unlisted actions its rules make possible (`probed`, read off the rules).
 */
import type { Rules, ScoringRules, TurnRules } from '../../../src/index.js';
import { classicTable, zilchTable } from '../tables.js';

export interface RefereeSet {
  readonly title: string;
  readonly rules: Rules;
  readonly players: number;
  readonly games: number;
  /** A game still going after this many actions is left unfinished (most must end). */
  readonly maxActions: number;
  /** What the games must reach, each at least `atLeast` times over the set's games. */
  readonly reaches: readonly string[];
  readonly atLeast: number;
  /** The unlisted actions the games must try, as the referee counts them (`refused: <why>`, `allowed unlisted: <type>`), each at least once. */
  readonly probed: readonly string[];
}

/** Refusals every rule set makes possible: a keep, a roll or a bank out of turn or of place, dice that cannot be, a seat or a type that is wrong. */
const EVERY_SET_REFUSES = [
  'a keep with a die that does not score',
  'a position not in the roll',
  'a die named twice',
  'an empty keep',
  'a keep comes first',
  'no roll to keep from',
  'a bank only after a keep',
  'the wrong number of dice',
  'a die that is not a face 1 to 6',
  'no farkle to carry on',
  "no bank's dice to play high stakes on",
  'no farkle waiting on a second chance',
  'no buying dice in these rules',
  "not that seat's turn",
  'not an action',
  'the game is over',
];

/** What the unlisted actions must reach under `rules`: every set's refusals, and those of the rules it switches on. */
function probedUnder(rules: Rules): string[] {
  const { turn, bank } = rules;
  const refuses = [
    ...EVERY_SET_REFUSES,
    ...(turn.rollAfterHotDice || turn.rollAfterSet ? ['must roll'] : []),
    ...(bank.entry > 0 ? ['below the entry minimum'] : []),
    ...(bank.minimum > 0 ? ['below the minimum'] : []),
    ...(turn.mustBeatLastBank ? ['not above the last bank'] : []),
    ...(turn.clearCombo ? ['the cleared dice must be thrown again first'] : []),
    ...(turn.secondChance ? ['the second chance is waiting', 'a hold of fewer than two dice, or of all'] : []),
    ...(turn.keepEveryScoringDie ? ['a keep short of every scoring die'] : []),
  ];
  // A keep of the same faces on other dice is legal, unlisted: there is no choice of dice under keepEveryScoringDie.
  const allowed = [...(turn.keepEveryScoringDie ? [] : ['keep']), ...(turn.secondChance ? ['secondChance'] : [])];
  return [...refuses.map((why) => `refused: ${why}`), ...allowed.map((type) => `allowed unlisted: ${type}`)];
}

const NO_TURN_RULES: TurnRules = {
  noRisk: false,
  carryOn: false,
  mustBeatLastBank: false,
  keepEveryScoringDie: false,
  rollAfterHotDice: false,
  rollAfterSet: false,
  clearCombo: false,
  secondChance: false,
};

/** RULES.md's classic column: entry 500, no penalty, above 10,000, final round, ties shared. */
const CLASSIC: Rules = {
  name: 'referee classic',
  dice: 6,
  scoring: classicTable,
  players: { min: 2, max: 6 },
  firstPlayer: 'highestDie',
  bank: { entry: 500, minimum: 0 },
  farklePenalty: null,
  allDiceFarkle: null,
  scoreFloor: null,
  lives: null,
  buyDice: null,
  highStakes: false,
  spicyDice: false,
  wildDie: null,
  turn: NO_TURN_RULES,
  end: { target: 10000, trigger: 'exceed', overshoot: 'lost', finalRound: true, finalRoundRestarts: false, ties: 'share', lastStanding: null },
};

type Change = Partial<Omit<Rules, 'turn' | 'end'>> & { readonly turn?: Partial<TurnRules>; readonly end?: Partial<Rules['end']> };

function rules(name: string, change: Change): Rules {
  return { ...CLASSIC, ...change, name, turn: { ...NO_TURN_RULES, ...change.turn }, end: { ...CLASSIC.end, ...change.end } };
}

/** Only 1s and 5s score, 100 each: scores take few values, so tied leaders are common. */
const COARSE: ScoringRules = {
  ...classicTable,
  singles: { 1: 100, 2: 0, 3: 0, 4: 0, 5: 100, 6: 0 },
  threeOfAKind: null,
  fourOfAKind: null,
  fiveOfAKind: null,
  sixOfAKind: null,
  straights: [],
  threePairs: null,
  fourOfAKindAndPair: null,
  twoTriplets: null,
};

function set(title: string, players: number, games: number, reaches: string[], change: Change): RefereeSet {
  const made = rules(title, change);
  return { title, rules: made, players, games, maxActions: 3000, reaches, atLeast: 1, probed: probedUnder(made) };
}

export const REFEREE_SETS: readonly RefereeSet[] = [
  set('clear combo and second chance', 3, 60, ['cleared', 'second chance offered', 'second chance saved the turn', 'second chance failed', 'farkle accepted', 'hot-dice roll', 'final round'], {
    bank: { entry: 300, minimum: 0 },
    turn: { clearCombo: true, secondChance: true },
    end: { target: 3000, trigger: 'reach' },
  }),
  set('carry on, must beat the last bank, high stakes, play-offs', 3, 60, ['carry on offered', 'carried on', 'carried-on roll scored', 'carried-on roll farkled', 'beat the last bank', 'bank refused below the last bank', 'high stakes', 'high-stakes roll scored'], {
    bank: { entry: 0, minimum: 0 },
    highStakes: true,
    turn: { carryOn: true, mustBeatLastBank: true },
    end: { target: 2000, ties: 'playOff' },
  }),
  set('exact target, overshoot to the lowest, final round, carry on', 3, 60, ['overshoot to the lowest', 'overshoot lands the lowest on the target', 'overshoot lost', 'exact target hit', 'final round', 'carried on'], {
    bank: { entry: 0, minimum: 0 },
    turn: { carryOn: true },
    end: { target: 1000, trigger: 'exact', overshoot: 'lowest' },
  }),
  set('exact target, overshoot lost, first to hit it wins, second chance, must beat', 2, 60, ['overshoot lost', 'exact target hit', 'game won', 'second chance offered', 'beat the last bank'], {
    bank: { entry: 0, minimum: 0 },
    turn: { secondChance: true, mustBeatLastBank: true },
    end: { target: 800, trigger: 'exact', overshoot: 'lost', finalRound: false },
  }),
  set('every phase at once, with no risk, must-roll rules and penalties', 4, 60, ['cleared', 'cleared again', 'second chance offered', 'carried on', 'beat the last bank', 'no-risk bank', 'penalty', 'overshoot to the lowest', 'overshoot lands the lowest on the target', 'final round'], {
    bank: { entry: 0, minimum: 100 },
    farklePenalty: { farkles: 2, points: 300, resetAfterPenalty: true },
    allDiceFarkle: { points: 200, onHotDice: true },
    scoreFloor: 0,
    turn: { clearCombo: true, secondChance: true, carryOn: true, mustBeatLastBank: true, noRisk: true, rollAfterSet: true, rollAfterHotDice: true },
    end: { target: 1500, trigger: 'exact', overshoot: 'lowest' },
  }),
  set('keep every scoring die, a full house, severe penalty, restarts and play-offs', 3, 60, ['cleared', 'set kept', 'penalty', 'final round', 'final round restarted'], {
    scoring: { ...classicTable, fullHouse: { points: 250, plusThreeOfAKind: true } },
    bank: { entry: 300, minimum: 0 },
    farklePenalty: { farkles: 2, points: 'all', resetAfterPenalty: false },
    turn: { keepEveryScoringDie: true, clearCombo: true },
    end: { target: 1500, trigger: 'reach', finalRoundRestarts: true, ties: 'playOff' },
  }),
  set('a coarse table: play-offs, carry on, second chance', 4, 100, ['play-off', 'carried on', 'second chance offered'], {
    scoring: COARSE,
    bank: { entry: 0, minimum: 0 },
    turn: { carryOn: true, secondChance: true },
    end: { target: 300, trigger: 'reach', ties: 'playOff' },
  }),
  set('a coarse table: shared wins, restarts', 4, 100, ['shared win', 'final round', 'final round restarted'], {
    scoring: COARSE,
    bank: { entry: 0, minimum: 0 },
    end: { target: 300, trigger: 'reach', ties: 'share', finalRoundRestarts: true },
  }),
  set('five dice, clear combo, second chance, carry on, a crash not after hot dice', 3, 60, ['cleared', 'second chance offered', 'carried on', 'hot-dice roll', 'penalty'], {
    dice: 5,
    bank: { entry: 0, minimum: 0 },
    allDiceFarkle: { points: 200, onHotDice: false },
    turn: { clearCombo: true, secondChance: true, carryOn: true },
    end: { target: 1500 },
  }),
  set('the zilch table (zen, doubling sets), clear combo, second chance, carry on', 3, 60, ['cleared', 'cleared again', 'second chance offered', 'carried on', 'penalty'], {
    scoring: zilchTable,
    bank: { entry: 300, minimum: 300 },
    farklePenalty: { farkles: 3, points: 500, resetAfterPenalty: true },
    turn: { clearCombo: true, secondChance: true, carryOn: true },
    end: { target: 3000, trigger: 'reach', ties: 'playOff' },
  }),
];
