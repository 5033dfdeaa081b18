/** The scoring part of a rules sheet: the table of combinations and the notes that go with it. */
import { FACES, type Face } from '../dice.js';
import type { FaceValues, RollEffect, RollEffectKind, Rules, ScoringRules } from './types.js';
import { capitalize, count, diceWord, listing, list, points, text, type Block, type Row, type Section } from './describe-words.js';
import { combinationName } from '../scoring/names.js';
import type { CombinationKind } from '../scoring/types.js';

/** The n-of-a-kind entries of the table, smallest first. */
const KINDS = [
  { size: 3, key: 'threeOfAKind' },
  { size: 4, key: 'fourOfAKind' },
  { size: 5, key: 'fiveOfAKind' },
  { size: 6, key: 'sixOfAKind' },
] as const;

/** Whether a per-face entry scores at all (`null`, or every face at 0, does not). */
function scores(values: FaceValues | null): values is FaceValues {
  return values !== null && FACES.some((face) => values[face] > 0);
}

const kindName = (size: number): string => combinationName(KINDS.find((kind) => kind.size === size)?.key ?? 'threeOfAKind');

/** A combination's name as a row of the table starts it: `Three 1s`, `Three pairs`. */
const label = (kind: CombinationKind, faces?: readonly Face[]): string => capitalize(combinationName(faces === undefined ? kind : { kind, faces }));

/**
 * The rows of one n-of-a-kind entry: one row when every face scores the same,
 * one row when every face is a whole multiple of the smaller set (`2 × three
 * of a kind`, as the absolute rules say it), else a row per scoring face.
 */
function kindRows(kind: CombinationKind, size: number, values: FaceValues, below: { size: number; values: FaceValues } | null): Row[] {
  const first = values[1];
  if (FACES.every((face) => values[face] === first)) return [[label(kind), points(first)]];
  if (below !== null && FACES.every((face) => below.values[face] > 0)) {
    const ratio = first / below.values[1];
    if (Number.isInteger(ratio) && ratio >= 2 && FACES.every((face) => values[face] === ratio * below.values[face])) {
      return [[label(kind), `${ratio} × ${kindName(below.size)}`]];
    }
  }
  return FACES.filter((face) => values[face] > 0).map((face) => [label(kind, Array<Face>(size).fill(face)), points(values[face])]);
}

/** A sentence naming the faces of an entry that score nothing, or `null` when every face scores. */
function zeroFaces(values: FaceValues, size: number): string | null {
  const zero = FACES.filter((face) => values[face] === 0);
  if (zero.length === 0 || zero.length === FACES.length) return null;
  if (size === 1) return `A single ${listing(zero.map(String), 'or')} scores nothing.`;
  return `${capitalize(count(size))} ${listing(zero.map((face) => `${face}s`), 'or')} score nothing.`;
}

/** A combination of the table with the dice it needs: more than the set has, and it cannot be rolled. */
interface Entry {
  readonly rows: readonly Row[];
  readonly dice: number;
  /** How the note on combinations the set cannot roll names it. */
  readonly name: string;
}

function kindEntries(scoring: ScoringRules): Entry[] {
  const entries: Entry[] = [];
  let below: { size: number; values: FaceValues } | null = null;
  for (const { size, key } of KINDS) {
    const values = scoring[key];
    if (!scores(values)) continue;
    entries.push({ rows: kindRows(key, size, values, below), dice: size, name: kindName(size) });
    below = { size, values };
  }
  return entries;
}

function otherEntries(scoring: ScoringRules): Entry[] {
  const entries: Entry[] = scoring.straights.map((s) => {
    const name = combinationName({ kind: 'straight', faces: s.faces });
    return { rows: [[capitalize(name), points(s.points)]], dice: s.faces.length, name: `the ${name}` };
  });
  const fixed = (kind: CombinationKind, value: number | null, dice: number): void => {
    if (value !== null) entries.push({ rows: [[label(kind), points(value)]], dice, name: combinationName(kind) });
  };
  fixed('threePairs', scoring.threePairs, 6);
  fixed('fourOfAKindAndPair', scoring.fourOfAKindAndPair, 6);
  fixed('twoTriplets', scoring.twoTriplets, 6);
  const { fullHouse } = scoring;
  if (fullHouse !== null) {
    const value = fullHouse.plusThreeOfAKind ? `three of a kind + ${points(fullHouse.points)}` : points(fullHouse.points);
    entries.push({ rows: [[`${label('fullHouse')} (three of a kind and a pair)`, value]], dice: 5, name: `a ${combinationName('fullHouse')}` });
  }
  fixed('sixDiceFarkle', scoring.sixDiceFarkle, 6);
  return entries;
}

/** The notes under the table: dice that score nothing, missing sets, combinations too big for the set. */
function notes(rules: Rules, tooBig: readonly Entry[]): string[] {
  const { scoring } = rules;
  const out: string[] = [];
  if (scores(scoring.singles)) {
    const zero = zeroFaces(scoring.singles, 1);
    if (zero !== null) out.push(zero);
  } else {
    out.push('No single die scores: only combinations do.');
  }
  for (const { size, key } of KINDS) {
    const values = scoring[key];
    const zero = scores(values) && size <= rules.dice ? zeroFaces(values, size) : null;
    if (zero !== null) out.push(zero);
  }
  if (scoring.fourOfAKindCountsAsTwoPairs && scoring.threePairs !== null && rules.dice === 6) {
    out.push('Four of a kind may count as two of the three pairs (2-2-2-2-3-3, or six of a kind).');
  }
  const missing = KINDS.filter(({ size, key }) => size <= rules.dice && !scores(scoring[key])).map(({ size }) => count(size));
  if (missing.length > 0) {
    out.push(`There is no ${listing(missing, 'or')} of a kind: such dice score as smaller combinations, if any.`);
  }
  if (tooBig.length > 0) {
    out.push(`With ${diceWord(rules.dice)}, these cannot be rolled: ${listing(tooBig.map((e) => e.name))}.`);
  }
  return out;
}

function spicyText(multiplier: number): string {
  return (
    'Spicy dice: die number d has a red face on value d, one red face per value. Each red die inside a ' +
    `combination multiplies its points by ${multiplier} (two red dice: × ${multiplier * multiplier}).`
  );
}

function wildText(face: Face, rollEffects: boolean): string {
  const effects = rollEffects ? ' A roll showing the wild face is none of the rolls that end things.' : '';
  return (
    `Wild die: die 1 shows a wild face in place of the ${face}. The wild face counts as any face in a ` +
    `combination; when the dice set aside with it hold a pair or more of one face, it must complete that set.${effects}`
  );
}

const EFFECTS: Record<RollEffectKind, string> = {
  win: 'the player wins the game at once',
  loseTurn: 'the dice explode: the turn ends and its total is lost',
  loseScore: "the turn ends, its total is lost and the player's banked score drops to 0",
};

/** A roll effect in a few words, for effects the set cannot roll. */
const EFFECT_NAMES: Record<RollEffectKind, string> = { win: 'wins', loseTurn: 'explodes', loseScore: 'loses the score' };

/** `six 1s`, `a single 5`, or the faces in order: `1-1-2-2`. */
function rollName(faces: readonly Face[]): string {
  const [first] = faces;
  if (faces.length === 1) return `a single ${String(first)}`;
  if (faces.every((face) => face === first)) return `${count(faces.length)} ${String(first)}s`;
  return faces.join('-');
}

function effectItem(effect: RollEffect): string {
  return `${capitalize(rollName(effect.faces))}: ${EFFECTS[effect.effect]}.`;
}

/** The scoring section: the intro, the table, its notes, and spicy dice, the wild die and the rolls that end things. */
export function scoringSection(rules: Rules): Section {
  const { scoring } = rules;
  const singles: Entry[] = FACES.filter((face) => scoring.singles[face] > 0).map((face) => ({
    rows: [[label('single', [face]), points(scoring.singles[face])]],
    dice: 1,
    name: `a single ${face}`,
  }));
  const entries = [...singles, ...kindEntries(scoring), ...otherEntries(scoring)];
  const blocks: Block[] = [
    text(
      'Only dice from the same roll make a combination. The dice set aside from a roll score as their best ' +
        'split into the combinations below, and every one of them must score.',
    ),
    { kind: 'table', header: ['Combination', 'Points'], rows: entries.filter((e) => e.dice <= rules.dice).flatMap((e) => e.rows) },
  ];
  for (const note of notes(rules, entries.filter((e) => e.dice > rules.dice))) blocks.push(text(note));
  if (rules.spicyDice) blocks.push(text(spicyText(scoring.spicyMultiplier)));
  if (rules.wildDie !== null) blocks.push(text(wildText(rules.wildDie.face, scoring.rollEffects.length > 0)));
  blocks.push(...effectBlocks(rules));
  return { heading: 'Scoring', blocks };
}

/** The rolls that end things: the ones the set can roll as a list, the others in a note. */
function effectBlocks(rules: Rules): Block[] {
  const effects = rules.scoring.rollEffects;
  const blocks: Block[] = [];
  const possible = effects.filter((e) => e.faces.length <= rules.dice);
  if (possible.length > 0) {
    blocks.push(text('Rolls that end things are checked before scoring: a roll of exactly these dice scores nothing and is no farkle.'));
    blocks.push(list(possible.map(effectItem)));
  }
  const tooBig = effects.filter((e) => e.faces.length > rules.dice).map((e) => `${rollName(e.faces)} (${EFFECT_NAMES[e.effect]})`);
  if (tooBig.length > 0) blocks.push(text(`With ${diceWord(rules.dice)}, a roll that ends things cannot be rolled: ${listing(tooBig, 'or')}.`));
  return blocks;
}
