import { presets } from '../rules/presets.js';
import { PRESET_NAMES, type FaceValues, type Rules } from '../rules/types.js';
import { points, table, type Io } from './format.js';

/** Per-face values, compactly: one number, "1s X, else M × face", or all six. */
function perFace(values: FaceValues | null): string {
  if (values === null) return '-';
  const all = [values[1], values[2], values[3], values[4], values[5], values[6]];
  if (all.every((v) => v === all[0])) return points(all[0] ?? 0);
  const unit = values[2] / 2;
  if (all.slice(1).every((v, i) => v === unit * (i + 2))) return `1s ${points(values[1])}, else ${points(unit)} × face`;
  return all.map((v) => points(v)).join('/');
}

const ROWS: readonly [string, (r: Rules) => string][] = [
  ['single 1 / single 5', (r) => `${points(r.scoring.singles[1])} / ${points(r.scoring.singles[5])}`],
  ['three of a kind', (r) => perFace(r.scoring.threeOfAKind)],
  ['four of a kind', (r) => perFace(r.scoring.fourOfAKind)],
  ['five of a kind', (r) => perFace(r.scoring.fiveOfAKind)],
  ['six of a kind', (r) => perFace(r.scoring.sixOfAKind)],
  ['straights', (r) => r.scoring.straights.map((s) => `${s.faces.join('')}: ${points(s.points)}`).join(', ') || '-'],
  ['three pairs', (r) => (r.scoring.threePairs === null ? '-' : points(r.scoring.threePairs))],
  ['four of a kind + pair', (r) => (r.scoring.fourOfAKindAndPair === null ? '-' : points(r.scoring.fourOfAKindAndPair))],
  ['two triplets', (r) => (r.scoring.twoTriplets === null ? '-' : points(r.scoring.twoTriplets))],
  ['players', (r) => (r.players.max === null ? `${r.players.min}+` : `${r.players.min}-${r.players.max}`)],
  ['first player', (r) => (r.firstPlayer === 'firstSix' ? 'first 6' : 'highest die')],
  ['bank: first / later', (r) => `${points(r.bank.entry)} / ${points(r.bank.minimum)}`],
  ['farkle penalty', (r) => (r.farklePenalty === null ? '-' : `${r.farklePenalty.farkles} in a row: -${r.farklePenalty.points === 'all' ? 'all' : points(r.farklePenalty.points)}`)],
  ['lives', (r) => (r.lives === null ? '-' : `${r.lives.start} (six-dice farkle -${r.lives.sixDiceFarkle})`)],
  ['buying dice', (r) => (r.buyDice === null ? '-' : `${r.buyDice.livesPerDie} life per die`)],
  ['high stakes', (r) => (r.highStakes ? 'yes' : '-')],
  ['spicy dice', (r) => (r.spicyDice ? 'yes' : '-')],
  ['target', (r) => `${r.end.trigger === 'exceed' ? 'above' : 'reach'} ${points(r.end.target)}`],
  ['final round', (r) => (r.end.finalRound ? (r.end.finalRoundRestarts ? 'yes; passing everyone restarts it' : 'yes') : 'no: wins at once')],
  ['ties', (r) => (r.end.ties === 'share' ? 'shared' : 'play off')],
  ['last standing', (r) => (r.end.lastStanding === null ? '-' : `1 round per ${points(r.end.lastStanding.pointsPerRound)} short`)],
];

/** `farkle-rules presets`: the presets side by side. */
export function presetsCommand(io: Io): number {
  const header = ['', ...PRESET_NAMES];
  const rows = ROWS.map(([label, cell]) => [label, ...PRESET_NAMES.map((name) => cell(presets[name]))]);
  io.out(table([header, ...rows]));
  return 0;
}
