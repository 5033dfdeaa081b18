/**
 * describeRules: each preset's sheet holds the rows and sentences of RULES.md and HOUSE-RULES.md;
 * a rule set with every new option names each; the Markdown is table syntax; and every option of
 * `Rules`, flipped away from classic one at a time, changes the sheet.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, defineRules, describeRules, presets, type PresetName, type RulesOverrides } from '../../src/index.js';
import { expectFarkleError, snapshot } from '../support/helpers.js';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the plain-text sheet has a table row with this label and these points. */
function hasRow(sheet: string, label: string, value: string): boolean {
  return new RegExp(`^ {2}${escapeRegExp(label)} {2,}${escapeRegExp(value)}$`, 'm').test(sheet);
}

/** The sheet's words on one line, so that sentences wrapped at 80 columns can be found. */
const flat = (sheet: string): string => sheet.replace(/\s+/g, ' ');

/** RULES.md's classic table, written out per face (three of a kind: 1s = 300, else 100 × face). */
const CLASSIC_ROWS: readonly (readonly [string, string])[] = [
  ['Single 1', '100'],
  ['Single 5', '50'],
  ['Three 1s', '300'],
  ['Three 2s', '200'],
  ['Three 3s', '300'],
  ['Three 4s', '400'],
  ['Three 5s', '500'],
  ['Three 6s', '600'],
  ['Four of a kind', '1,000'],
  ['Five of a kind', '2,000'],
  ['Six of a kind', '3,000'],
  ['Straight 1-2-3-4-5-6', '1,500'],
  ['Three pairs', '1,500'],
  ['Four of a kind and a pair', '1,500'],
  ['Two triplets', '2,500'],
];

/** Absolute (seed 001) and zilch: three 1s = 1,000, else 100 × face; each larger set doubles the one below. */
const DOUBLING_ROWS: readonly (readonly [string, string])[] = [
  ['Single 1', '100'],
  ['Single 5', '50'],
  ['Three 1s', '1,000'],
  ['Three 2s', '200'],
  ['Three 3s', '300'],
  ['Three 4s', '400'],
  ['Three 5s', '500'],
  ['Three 6s', '600'],
  ['Four of a kind', '2 × three of a kind'],
  ['Five of a kind', '2 × four of a kind'],
  ['Six of a kind', '2 × five of a kind'],
  ['Straight 1-2-3-4-5-6', '1,500'],
];

interface Expected {
  readonly rows: readonly (readonly [string, string])[];
  /** Table rows the preset must not have. */
  readonly absent?: readonly string[];
  readonly sentences: readonly string[];
  readonly notSentences?: readonly string[];
}

const EXPECTED: Record<PresetName, Expected> = {
  classic: {
    rows: CLASSIC_ROWS,
    sentences: [
      'Players: 2 to 6.',
      'Every turn starts with six dice.',
      'everyone rolls one die: the highest roll starts, and tied players roll again',
      "A player's first bank needs a turn total of at least 500 (getting on the board); after that, any turn total may be banked.",
      "When a player's banked score goes above 10,000, every other player gets one last turn",
      'Exactly 10,000 is not enough.',
      'Tied leaders share the win.',
      'the turn ends and its turn total is lost',
    ],
    notSentences: ['in a row', 'Lives', 'Spicy', 'may go below zero'],
  },
  absolute: {
    rows: [...DOUBLING_ROWS, ['Three pairs', '500']],
    absent: ['Four of a kind and a pair', 'Two triplets'],
    sentences: [
      'Players: 2 or more.',
      "A player's first bank needs a turn total of at least 1,000 (getting on the board); every later bank needs at least 350.",
      'A third farkle in a row costs 1,000 points. A bank starts the count again, and so does the penalty.',
      'Banked scores may go below zero.',
      "When a player's banked score reaches 10,000 or more, every other player gets one last turn",
      'Tied leaders take another turn each, until one leads.',
    ],
  },
  farkel: {
    rows: [
      ['Single 1', '1,000'],
      ['Single 5', '500'],
      ['Three 1s', '10,000'],
      ['Three 2s', '2,000'],
      ['Three 6s', '6,000'],
      ['Straight 1-2-3-4-5-6', '10,000'],
      ['Three pairs', '10,000'],
    ],
    absent: ['Four of a kind', 'Five of a kind', 'Six of a kind', 'Two triplets'],
    sentences: [
      'Players: 2 to 5.',
      'players roll one die each in seat order, round after round: the first to throw a 6 starts',
      'There is no four, five or six of a kind',
      'Any turn total may be banked.',
      'each player starts with 12 lives. A farkle costs 1 life; a farkle on a roll of all six dice costs 2 lives (after hot dice too).',
      'Buying dice:',
      'for 1 life each, keeping at least one life',
      'The first player whose banked score reaches 100,000 or more wins at once.',
      'the last player standing gets one more round for every 10,000 points, or part of them, that it is short of the target',
    ],
  },
  spicy: {
    rows: CLASSIC_ROWS,
    sentences: [
      'Spicy dice: die number d has a red face on value d',
      'multiplies its points by 2 (two red dice: × 4)',
      'Any turn total may be banked.',
      'reaches 25,000 or more',
    ],
    notSentences: ['High stakes'],
  },
  yarkle: {
    rows: CLASSIC_ROWS,
    sentences: [
      "A player's first bank needs a turn total of at least 500",
      'A third farkle in a row costs 1,000 points.',
      "When a player's banked score reaches 10,000 or more, every other player gets one last turn",
      'Tied leaders share the win.',
    ],
  },
  // HOUSE-RULES.md, "Named presets beyond the seeds".
  zilch: {
    rows: [...DOUBLING_ROWS, ['Three pairs', '1,500'], ['Six dice with nothing scoring', '500']],
    absent: ['Four of a kind and a pair', 'Two triplets'],
    sentences: [
      'Four of a kind may count as two of the three pairs',
      'Every bank needs a turn total of at least 300.',
      'A third farkle in a row costs 500 points.',
      "When a player's banked score reaches 10,000 or more, every other player gets one last turn",
    ],
  },
};

/** Lines wider than 80 columns. */
const overlong = (sheet: string): string[] => sheet.split('\n').filter((line) => line.length > 80);

describe('describeRules: the presets', () => {
  it.each(PRESET_NAMES)('%s: the title, the scoring rows and the rules of RULES.md', (name) => {
    const sheet = describeRules(name);
    const expected = EXPECTED[name];
    expect(sheet.startsWith(`${name}\n${'='.repeat(name.length)}\n`)).toBe(true);
    for (const [label, value] of expected.rows) expect(hasRow(sheet, label, value), `${label}: ${value}`).toBe(true);
    for (const label of expected.absent ?? []) expect(sheet).not.toMatch(new RegExp(`^ {2}${escapeRegExp(label)} {2}`, 'm'));
    for (const sentence of expected.sentences) expect(flat(sheet)).toContain(sentence);
    for (const sentence of expected.notSentences ?? []) expect(flat(sheet)).not.toContain(sentence);
    expect(overlong(sheet)).toEqual([]);
    expect(sheet).toBe(describeRules(presets[name], { format: 'text' }));
  });

  it('describes classic when given nothing', () => {
    expect(describeRules()).toBe(describeRules('classic'));
  });
});

/** Every new option of HOUSE-RULES.md at once, on six dice. */
const everyOption = defineRules({
  name: 'every option',
  scoring: {
    fullHouse: { points: 1500, plusThreeOfAKind: false },
    rollEffects: [
      { faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' },
      { faces: [6, 6, 6, 6, 6, 6], effect: 'win' },
      { faces: [2, 3, 4], effect: 'loseScore' },
    ],
  },
  wildDie: { face: 2 },
  farklePenalty: { farkles: 3, points: 'all', resetAfterPenalty: false },
  allDiceFarkle: { points: 1000, onHotDice: true },
  scoreFloor: 0,
  highStakes: true,
  turn: {
    noRisk: true,
    carryOn: true,
    mustBeatLastBank: true,
    keepEveryScoringDie: true,
    rollAfterHotDice: true,
    rollAfterSet: true,
    clearCombo: true,
    secondChance: true,
  },
  end: { trigger: 'exact', overshoot: 'lowest', finalRoundRestarts: true },
});

describe('describeRules: the house rules', () => {
  it('names every new option of a rule set that has them all', () => {
    const sheet = describeRules(everyOption);
    const text = flat(sheet);
    expect(hasRow(sheet, 'Full house (three of a kind and a pair)', '1,500')).toBe(true);
    for (const sentence of [
      'Six 1s: the dice explode: the turn ends and its total is lost.',
      'Six 6s: the player wins the game at once.',
      "2-3-4: the turn ends, its total is lost and the player's banked score drops to 0.",
      'scores nothing and is no farkle',
      'Wild die: die 1 shows a wild face in place of the 2.',
      'it must complete that set. A roll showing the wild face is none of the rolls that end things.',
      'A third farkle in a row loses the whole banked score.',
      'the penalty does not: every further farkle in a row costs it too',
      'A farkle on a roll of all six dice (a "crash") costs 1,000 points, on a turn\'s first roll or after hot dice.',
      'A banked score never goes below 0.',
      'No risk: a farkle ends the turn, but its turn total is still banked when the player could have banked it before that roll; it still counts as a farkle.',
      'Must beat the last bank: a player may bank only a turn total greater than the one the previous turn banked (nothing to beat after a farkle).',
      'set aside every die that scores (there is no choice of keep)',
      'the player must roll all six dice again; banking is not allowed right after hot dice',
      'After setting aside three or more of a kind, the player must roll again before banking.',
      'Clear combo: after setting aside three or more of a kind, dice of that face in the next roll must be rolled again.',
      'Second chance: on a farkle of three or more dice, the player may hold two or more of them and roll the rest once more',
      "Carry on: after a farkle, the next player may roll the farkled dice and take over that turn's total",
      'High stakes: when the previous player banked leaving dice not set aside',
      "When a player's banked score hits exactly 10,000",
      'A bank that would pass 10,000 is not added to the player: its points go to the lowest-scoring other player',
      'starts it again: every other player, the one who triggered it included, gets one more turn',
    ]) {
      expect(text).toContain(sentence);
    }
    expect(overlong(sheet)).toEqual([]);
  });

  it('plays the five-dice game: five dice, no six-dice combinations, a full house on top of its set', () => {
    const five = defineRules({
      dice: 5,
      scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } },
      allDiceFarkle: { points: 'all', onHotDice: false },
    });
    const sheet = describeRules(five);
    const text = flat(sheet);
    expect(text).toContain('Every turn starts with five dice.');
    expect(text).toContain('when all five dice have been set aside');
    expect(text).toContain('A farkle on a roll of all five dice (a "train wreck") loses the whole banked score, on a turn\'s first roll only.');
    expect(hasRow(sheet, 'Full house (three of a kind and a pair)', 'three of a kind + 250')).toBe(true);
    expect(hasRow(sheet, 'Five of a kind', '2,000')).toBe(true);
    for (const label of ['Six of a kind', 'Straight 1-2-3-4-5-6', 'Three pairs', 'Two triplets']) {
      expect(sheet).not.toMatch(new RegExp(`^ {2}${escapeRegExp(label)} {2}`, 'm'));
    }
    expect(text).toContain(
      'With five dice, these cannot be rolled: six of a kind, the straight 1-2-3-4-5-6, three pairs, four of a kind and a pair, and two triplets.',
    );
  });

  it('words a streak penalty by the length of the streak: every farkle, a second or a third farkle in a row', () => {
    // RULES.md: "3rd farkle in a row: -1,000"; HOUSE-RULES.md 8, "n farkles in a row". A bank and the penalty reset the streak.
    const reset = 'A bank starts the count again, and so does the penalty.';
    const sheets: [number, string][] = [
      [1, 'Every farkle costs 500 points.'],
      [2, `A second farkle in a row costs 500 points. ${reset}`],
      [3, `A third farkle in a row costs 500 points. ${reset}`],
    ];
    for (const [farkles, sentence] of sheets) {
      const text = flat(describeRules(defineRules({ farklePenalty: { farkles, points: 500 } })));
      expect(text, `a streak of ${farkles}`).toContain(sentence);
      if (farkles > 1) expect(text, `a streak of ${farkles}`).not.toContain('Every farkle');
    }
    // A streak of one has no count to start again.
    expect(flat(describeRules(defineRules({ farklePenalty: { farkles: 1, points: 500 } })))).not.toContain('starts the count again');
  });

  it('lists settings that do nothing under the rest of the rules', () => {
    const dormant = defineRules({ scoring: { spicyMultiplier: 3 }, end: { overshoot: 'lowest' } });
    const text = flat(describeRules(dormant));
    expect(text).toContain('Settings with no effect here');
    expect(text).toContain('A spicy multiplier of 3: spicy dice are off.');
    expect(text).toContain('the target need not be hit exactly');
  });
});

describe('describeRules: Markdown', () => {
  const sets = [...PRESET_NAMES.map((name) => presets[name]), everyOption];

  it.each(sets.map((rules) => [rules.name, rules] as const))('%s: headings, and tables of two cells a row under a separator', (_, rules) => {
    const sheet = describeRules(rules, { format: 'markdown' });
    expect(sheet.split('\n')[0]).toBe(`# ${rules.name}`);
    expect(sheet).toMatch(/^## Scoring$/m);
    expect(sheet).toMatch(/^## The end of the game$/m);
    const lines = sheet.split('\n');
    const tables = lines.flatMap((line, i) => (line.startsWith('|') && !(lines[i - 1] ?? '').startsWith('|') ? [i] : []));
    expect(tables.length).toBe(1);
    for (const start of tables) {
      expect(lines[start - 1]).toBe('');
      expect(lines[start + 1]).toMatch(/^\| :?-{3,}:? \| :?-{3,}:? \|$/);
      for (let i = start; i < lines.length && (lines[i] ?? '').startsWith('|'); i++) {
        const line = lines[i] ?? '';
        // Two cells: three pipes that are not escaped.
        expect(line.match(/(?<!\\)\|/g)?.length, line).toBe(3);
        expect(line.endsWith('|')).toBe(true);
      }
    }
    // The same sheet, said in Markdown: every table row of the text form is a row here.
    const text = describeRules(rules);
    for (const match of text.matchAll(/^ {2}(\S.*?) {2,}(\S.*)$/gm)) {
      if (match[1] === 'Combination') continue;
      expect(sheet).toContain(`| ${match[1] ?? ''} | ${match[2] ?? ''} |`);
    }
  });

  it('escapes a name that Markdown would read as markup', () => {
    const sheet = describeRules(defineRules({ name: 'a|b *c* #1' }), { format: 'markdown' });
    expect(sheet.split('\n')[0]).toBe('# a\\|b \\*c\\* \\#1');
  });
});

describe('describeRules: bad input', () => {
  it('refuses bad rules and bad options with codes, and changes nothing', () => {
    expectFarkleError(() => describeRules('house' as PresetName), 'unknown-preset');
    expectFarkleError(() => describeRules({ name: 'x' } as unknown as PresetName), 'invalid-rules');
    expectFarkleError(() => describeRules('classic', { format: 'html' as 'text' }), 'invalid-options', 'format');
    expectFarkleError(() => describeRules('classic', 'markdown' as never), 'invalid-options', 'options');
    const plain = JSON.parse(JSON.stringify(presets.zilch)) as typeof presets.zilch;
    const before = snapshot(plain);
    const options = { format: 'markdown' as const };
    describeRules(plain, options);
    expect(snapshot(plain)).toBe(before);
    expect(options).toEqual({ format: 'markdown' });
  });

  it('stays browser-safe: no Node.js imports in its files', () => {
    const files = readdirSync('src/rules').filter((file) => file.startsWith('describe'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(`src/rules/${file}`, 'utf8')).not.toMatch(/from 'node:/);
  });
});

/** A flip: overrides over a base (both over classic), and the leaf paths of `Rules` it changes. */
interface Flip {
  readonly path: string;
  readonly base?: RulesOverrides;
  readonly flip: RulesOverrides;
}

const FACE_KEYS = ['singles', 'threeOfAKind', 'fourOfAKind', 'fiveOfAKind', 'sixOfAKind'] as const;

const livesOn: RulesOverrides = { lives: { start: 12, farkle: 1, sixDiceFarkle: 2, sixDiceFarkleOnHotDice: true } };

const FLIPS: readonly Flip[] = [
  { path: 'name', flip: { name: 'another name' } },
  { path: 'dice', flip: { dice: 5 } },
  ...FACE_KEYS.flatMap((key) =>
    ([1, 2, 3, 4, 5, 6] as const).map((face) => ({
      path: `scoring.${key}.${face}`,
      flip: { scoring: { [key]: { [face]: (presets.classic.scoring[key]?.[face] ?? 0) + 10 } } },
    })),
  ),
  { path: 'scoring.straights', flip: { scoring: { straights: [{ faces: [1, 2, 3, 4, 5, 6], points: 1500 }, { faces: [1, 2, 3, 4, 5], points: 500 }] } } },
  { path: 'scoring.threePairs', flip: { scoring: { threePairs: 750 } } },
  { path: 'scoring.fourOfAKindCountsAsTwoPairs', flip: { scoring: { fourOfAKindCountsAsTwoPairs: true } } },
  { path: 'scoring.fourOfAKindAndPair', flip: { scoring: { fourOfAKindAndPair: null } } },
  { path: 'scoring.twoTriplets', flip: { scoring: { twoTriplets: 3000 } } },
  { path: 'scoring.sixDiceFarkle', flip: { scoring: { sixDiceFarkle: 500 } } },
  { path: 'scoring.spicyMultiplier', flip: { scoring: { spicyMultiplier: 3 } } },
  { path: 'scoring.spicyMultiplier', base: { spicyDice: true }, flip: { scoring: { spicyMultiplier: 3 } } },
  { path: 'scoring.fullHouse', flip: { scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } } } },
  { path: 'scoring.fullHouse.points', base: { scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } } }, flip: { scoring: { fullHouse: { points: 300 } } } },
  {
    path: 'scoring.fullHouse.plusThreeOfAKind',
    base: { scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } } },
    flip: { scoring: { fullHouse: { plusThreeOfAKind: false } } },
  },
  { path: 'scoring.rollEffects', flip: { scoring: { rollEffects: [{ faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' }] } } },
  {
    path: 'scoring.rollEffects',
    base: { scoring: { rollEffects: [{ faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' }] } },
    flip: { scoring: { rollEffects: [{ faces: [1, 1, 1, 1, 1, 1], effect: 'loseScore' }] } },
  },
  { path: 'players.min', flip: { players: { min: 3 } } },
  { path: 'players.max', flip: { players: { max: null } } },
  { path: 'firstPlayer', flip: { firstPlayer: 'firstSix' } },
  { path: 'bank.entry', flip: { bank: { entry: 350 } } },
  { path: 'bank.minimum', flip: { bank: { minimum: 300 } } },
  { path: 'farklePenalty', flip: { farklePenalty: { farkles: 3, points: 1000 } } },
  { path: 'farklePenalty.farkles', base: { farklePenalty: { farkles: 3, points: 1000 } }, flip: { farklePenalty: { farkles: 2 } } },
  { path: 'farklePenalty.points', base: { farklePenalty: { farkles: 3, points: 1000 } }, flip: { farklePenalty: { points: 'all' } } },
  { path: 'farklePenalty.resetAfterPenalty', base: { farklePenalty: { farkles: 3, points: 1000 } }, flip: { farklePenalty: { resetAfterPenalty: false } } },
  { path: 'farklePenalty.resetAfterPenalty', base: { farklePenalty: { farkles: 1, points: 1000 } }, flip: { farklePenalty: { resetAfterPenalty: false } } },
  { path: 'allDiceFarkle', flip: { allDiceFarkle: { points: 1000, onHotDice: true } } },
  { path: 'allDiceFarkle.points', base: { allDiceFarkle: { points: 1000, onHotDice: true } }, flip: { allDiceFarkle: { points: 'all' } } },
  { path: 'allDiceFarkle.onHotDice', base: { allDiceFarkle: { points: 1000, onHotDice: true } }, flip: { allDiceFarkle: { onHotDice: false } } },
  { path: 'scoreFloor', flip: { scoreFloor: 0 } },
  { path: 'scoreFloor', base: { scoreFloor: 0 }, flip: { scoreFloor: -500 } },
  { path: 'lives', flip: livesOn },
  { path: 'lives.start', base: livesOn, flip: { lives: { start: 10 } } },
  { path: 'lives.farkle', base: livesOn, flip: { lives: { farkle: 2 } } },
  { path: 'lives.sixDiceFarkle', base: livesOn, flip: { lives: { sixDiceFarkle: 3 } } },
  { path: 'lives.sixDiceFarkleOnHotDice', base: livesOn, flip: { lives: { sixDiceFarkleOnHotDice: false } } },
  { path: 'buyDice', base: livesOn, flip: { buyDice: { livesPerDie: 1 } } },
  { path: 'buyDice.livesPerDie', base: { ...livesOn, buyDice: { livesPerDie: 1 } }, flip: { buyDice: { livesPerDie: 2 } } },
  { path: 'highStakes', flip: { highStakes: true } },
  { path: 'spicyDice', flip: { spicyDice: true } },
  { path: 'wildDie', flip: { wildDie: { face: 3 } } },
  { path: 'wildDie.face', base: { wildDie: { face: 3 } }, flip: { wildDie: { face: 4 } } },
  ...(['noRisk', 'carryOn', 'mustBeatLastBank', 'keepEveryScoringDie', 'rollAfterHotDice', 'rollAfterSet', 'clearCombo', 'secondChance'] as const).map(
    (key) => ({ path: `turn.${key}`, flip: { turn: { [key]: true } } }),
  ),
  { path: 'end.target', flip: { end: { target: 5000 } } },
  { path: 'end.trigger', flip: { end: { trigger: 'reach' } } },
  { path: 'end.trigger', flip: { end: { trigger: 'exact' } } },
  { path: 'end.overshoot', flip: { end: { overshoot: 'lowest' } } },
  { path: 'end.overshoot', base: { end: { trigger: 'exact' } }, flip: { end: { overshoot: 'lowest' } } },
  { path: 'end.finalRound', flip: { end: { finalRound: false } } },
  { path: 'end.finalRoundRestarts', flip: { end: { finalRoundRestarts: true } } },
  { path: 'end.finalRoundRestarts', base: { end: { finalRound: false } }, flip: { end: { finalRoundRestarts: true } } },
  { path: 'end.ties', flip: { end: { ties: 'playOff' } } },
  { path: 'end.ties', base: { end: { finalRound: false } }, flip: { end: { ties: 'playOff' } } },
  { path: 'end.lastStanding', base: livesOn, flip: { end: { lastStanding: { pointsPerRound: 10000 } } } },
  { path: 'end.lastStanding', flip: { end: { lastStanding: { pointsPerRound: 10000 } } } },
  {
    path: 'end.lastStanding.pointsPerRound',
    base: { ...livesOn, end: { lastStanding: { pointsPerRound: 10000 } } },
    flip: { end: { lastStanding: { pointsPerRound: 5000 } } },
  },
];

/** Every leaf path of a rule set with each optional part present; arrays are leaves (they are replaced whole). */
function leafPaths(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [path];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, path === '' ? key : `${path}.${key}`));
}

describe('describeRules: every option shows when it is not as in classic', () => {
  it('has a flip for every leaf of Rules', () => {
    const full = defineRules({
      ...livesOn,
      scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } },
      farklePenalty: { farkles: 3, points: 1000 },
      allDiceFarkle: { points: 1000, onHotDice: true },
      scoreFloor: 0,
      buyDice: { livesPerDie: 1 },
      wildDie: { face: 3 },
      end: { lastStanding: { pointsPerRound: 10000 } },
    });
    const flipped = new Set(FLIPS.map((f) => f.path));
    expect(leafPaths(full).filter((path) => !flipped.has(path))).toEqual([]);
  });

  it.each(FLIPS.map((f) => [f.path, f] as const))('%s changes the sheet', (_, { base = {}, flip }) => {
    const before = defineRules({ name: 'house', ...base });
    const after = defineRules(flip.name === undefined ? { name: 'house', ...flip } : flip, before);
    expect(after).not.toBe(before);
    expect(describeRules(after)).not.toBe(describeRules(before));
    expect(describeRules(after, { format: 'markdown' })).not.toBe(describeRules(before, { format: 'markdown' }));
  });
});
