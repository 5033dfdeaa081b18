import { FACES } from '../dice.js';
import { presets } from '../rules/presets.js';
import { PRESET_NAMES, type FaceValues, type PenaltyPoints, type Rules } from '../rules/types.js';
import { points, type Io } from './format.js';
import { printJson } from './json.js';
import { gameRules } from './options.js';

/** Per-face values, compactly: one number, a multiple of the set below, "1s X, else M × face", or each face. */
function perFace(values: FaceValues | null, below: FaceValues | null = null): string {
  if (values === null) return '-';
  const all = FACES.map((face) => values[face]);
  if (all.every((v) => v === all[0])) return points(all[0] ?? 0);
  const ratio = below === null || below[1] === 0 ? 0 : values[1] / below[1];
  if (Number.isInteger(ratio) && ratio > 1 && FACES.every((face) => values[face] === ratio * (below?.[face] ?? 0))) {
    return `${ratio} × the set below`;
  }
  const unit = values[2] / 2;
  if (all.slice(1).every((v, i) => v === unit * (i + 2))) return `1s ${points(values[1])}, else ${points(unit)} × face`;
  return FACES.map((face) => `${face}s ${points(values[face])}`).join(', ');
}

function singles(values: FaceValues): string {
  const scoring = FACES.filter((face) => values[face] > 0);
  if (scoring.every((face) => face === 1 || face === 5)) return `${points(values[1])} / ${points(values[5])}`;
  return scoring.map((face) => `${face}: ${points(values[face])}`).join(', ');
}

const orNone = (value: number | null): string => (value === null ? '-' : points(value));
const loss = (value: PenaltyPoints): string => (value === 'all' ? 'all' : points(value));

function turnRules(r: Rules): string {
  const on = Object.entries(r.turn).filter(([, value]) => value).map(([name]) => name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));
  return on.length === 0 ? '-' : on.join(', ');
}

function target(r: Rules): string {
  const trigger = { reach: 'reach', exceed: 'above', exact: 'exactly' }[r.end.trigger];
  const overshoot = r.end.trigger === 'exact' && r.end.overshoot === 'lowest' ? ', overshoot to the lowest' : '';
  return `${trigger} ${points(r.end.target)}${overshoot}`;
}

/** A row: its label, its cell for a rule set, and whether it shows even when every column has the same cell. */
type RowSpec = readonly [string, (r: Rules) => string, 'always'?];

const ROWS: readonly RowSpec[] = [
  ['dice', (r) => String(r.dice)],
  ['single 1 / single 5', (r) => singles(r.scoring.singles), 'always'],
  ['three of a kind', (r) => perFace(r.scoring.threeOfAKind), 'always'],
  ['four of a kind', (r) => perFace(r.scoring.fourOfAKind, r.scoring.threeOfAKind), 'always'],
  ['five of a kind', (r) => perFace(r.scoring.fiveOfAKind, r.scoring.fourOfAKind), 'always'],
  ['six of a kind', (r) => perFace(r.scoring.sixOfAKind, r.scoring.fiveOfAKind), 'always'],
  ['straights', (r) => r.scoring.straights.map((s) => `${s.faces.join('')}: ${points(s.points)}`).join(', ') || '-', 'always'],
  ['three pairs', (r) => orNone(r.scoring.threePairs) + (r.scoring.fourOfAKindCountsAsTwoPairs ? ', a four is 2 pairs' : ''), 'always'],
  ['four of a kind + pair', (r) => orNone(r.scoring.fourOfAKindAndPair), 'always'],
  ['two triplets', (r) => orNone(r.scoring.twoTriplets), 'always'],
  ['full house', (r) => (r.scoring.fullHouse === null ? '-' : `${r.scoring.fullHouse.plusThreeOfAKind ? 'set + ' : ''}${points(r.scoring.fullHouse.points)}`)],
  ['six dice, no score', (r) => orNone(r.scoring.sixDiceFarkle)],
  ['rolls that end things', (r) => r.scoring.rollEffects.map((e) => `${e.faces.join('')}: ${e.effect}`).join(', ') || '-'],
  ['spicy dice', (r) => (r.spicyDice ? `yes, × ${r.scoring.spicyMultiplier}` : '-')],
  ['wild die', (r) => (r.wildDie === null ? '-' : `in place of ${r.wildDie.face}`)],
  ['players', (r) => (r.players.max === null ? `${r.players.min}+` : `${r.players.min}-${r.players.max}`), 'always'],
  ['first player', (r) => (r.firstPlayer === 'firstSix' ? 'first 6' : 'highest die'), 'always'],
  ['bank: first / later', (r) => `${points(r.bank.entry)} / ${points(r.bank.minimum)}`, 'always'],
  ['farkle penalty', (r) => (r.farklePenalty === null ? '-' : `${r.farklePenalty.farkles} in a row: -${loss(r.farklePenalty.points)}`), 'always'],
  ['all-dice farkle', (r) => (r.allDiceFarkle === null ? '-' : `-${loss(r.allDiceFarkle.points)}`)],
  ['score floor', (r) => orNone(r.scoreFloor)],
  ['lives', (r) => (r.lives === null ? '-' : `${r.lives.start} (six-dice farkle -${r.lives.sixDiceFarkle})`)],
  ['buying dice', (r) => (r.buyDice === null ? '-' : `${r.buyDice.livesPerDie} life per die`)],
  ['high stakes', (r) => (r.highStakes ? 'yes' : '-')],
  ['turn rules', turnRules],
  ['target', target, 'always'],
  ['final round', (r) => (r.end.finalRound ? (r.end.finalRoundRestarts ? 'yes, restarts' : 'yes') : 'no: wins at once'), 'always'],
  ['ties', (r) => (r.end.ties === 'share' ? 'shared' : 'play off'), 'always'],
  ['last standing', (r) => (r.end.lastStanding === null ? '-' : `1 round per ${points(r.end.lastStanding.pointsPerRound)} short`)],
];

/** Words filled into lines of at most `width` (a longer word gets a line of its own); `100 × face` stays together. */
function wrap(words: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of words.split(/(?<!×) (?!×)/)) {
    const last = lines.length - 1;
    const line = lines[last];
    if (line !== undefined && line.length + 1 + word.length <= width) lines[last] = `${line} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const WIDTH = 80;
const PER_BLOCK = 3;

/** Rows laid out in columns of `width`, each cell wrapped onto as many lines as it needs. */
function layout(rows: readonly (readonly string[])[], labelWidth: number, width: number): string {
  const out: string[] = [];
  for (const row of rows) {
    const cells = row.map((cell, i) => wrap(cell, i === 0 ? labelWidth : width));
    const height = Math.max(...cells.map((lines) => lines.length));
    for (let line = 0; line < height; line++) {
      out.push(cells.map((lines, i) => (lines[line] ?? '').padEnd(i === 0 ? labelWidth : width)).join('  ').trimEnd());
    }
  }
  return out.join('\n');
}

export interface PresetsCommandOptions {
  readonly rules: string | undefined;
  readonly target: string | undefined;
  /** `--json`: the rule sets of the columns, as an array of rules objects. */
  readonly json?: boolean | undefined;
}

/**
 * `farkle-rules presets [--rules FILE] [--target N] [--json]`: the presets side by side, three to a block so
 * that the table fits 80 columns, with the `--rules` rule set as a last column when it is none of
 * them. A row of an option that every column has alike is left out, unless it is one of the basics.
 */
export function presetsCommand(options: PresetsCommandOptions, io: Io): number {
  const columns = PRESET_NAMES.map((name) => presets[name]);
  const extra = options.rules === undefined && options.target === undefined ? null : gameRules(options.rules, options.target);
  if (extra !== null && !columns.includes(extra)) columns.push(extra);
  if (options.json === true) {
    printJson(io, columns);
    return 0;
  }
  const rows = ROWS.map(([label, cell, always]) => ({ label, cells: columns.map(cell), always }));
  const shown = rows.filter(({ cells, always }) => always !== undefined || cells.some((c) => c !== cells[0]));
  const labelWidth = Math.max(...shown.map(({ label }) => label.length));
  const width = Math.floor((WIDTH - labelWidth) / PER_BLOCK) - 2;
  const blocks: string[] = [];
  for (let first = 0; first < columns.length; first += PER_BLOCK) {
    const part = (cells: readonly string[]): string[] => cells.slice(first, first + PER_BLOCK);
    const header = ['', ...part(columns.map((r) => r.name))];
    blocks.push(layout([header, ...shown.map(({ label, cells }) => [label, ...part(cells)])], labelWidth, width));
  }
  io.out(blocks.join('\n\n'));
  return 0;
}
