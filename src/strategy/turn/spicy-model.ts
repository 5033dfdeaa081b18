import { throwIfAborted, type AbortSignalLike } from '../../abort.js';
import type { Rules } from '../../rules/types.js';
import { holdsSet } from '../../scoring/sets.js';
import { tableFor } from '../../scoring/table.js';
import { holdingSplits, rowOf, turnModel, type OutcomeClass, type TurnModel } from './model.js';
import { choosableKeeps } from './keeps.js';

/** Rolls listed between two reads of the signal while a model is built (a six-dice set has 46,656). */
const ROLLS_PER_CHECK = 256;

/** Scratch of `rollOptions`, per pick of the rolled dice (a bit mask of their positions): its key and its dice by id. */
const pickKeys = new Float64Array(1 << 6);
const pickDice = new Int32Array(1 << 6);

/**
 * The turn model of spicy dice (`rules.spicyDice`), by die identity: die d
 * (id d - 1) shows its red face on a d, so which dice are left to roll
 * decides which red faces can still show. A roll state is the set of dice
 * to roll as a bit mask of their ids (bit `id`), 1 to 2^dice - 1, and the
 * model's `dice` is that last mask (every die: a fresh turn and hot dice),
 * so solvers that loop over 1 to `dice` dice and roll `dice` at the start
 * of a turn loop over every set of dice instead. Each roll of a set of dice
 * (6^n of n dice, `rolls`) offers every set of physical dice that shows a
 * legal keep, as the game lists them, each leading to the dice it leaves.
 */
function identityModel(rules: Rules, signal: AbortSignalLike | undefined): TurnModel {
  const table = tableFor(rules);
  const full = (1 << rules.dice) - 1;
  let step = 0;
  for (const pattern of table.splitter.patterns) step = gcd(pattern.points, step);
  const outcomes: OutcomeClass[][] = [[]];
  const farkleWays = [0];
  const lostWays = [0];
  const wonWays = [0];
  const rolls = [1];
  const found = { mustRoll: false, step };
  for (let mask = 1; mask <= full; mask++) {
    const ids: number[] = [];
    for (let id = 0; id < rules.dice; id++) if ((mask >> id) & 1) ids.push(id);
    const counts = { farkle: 0, lost: 0, won: 0 };
    const classes = new Map<string, { ways: number; options: number[] }>();
    const faces = new Array<number>(ids.length).fill(1);
    for (let roll = 0; roll < 6 ** ids.length; roll++) {
      if (roll % ROLLS_PER_CHECK === 0) throwIfAborted(signal);
      for (let i = 0, r = roll; i < ids.length; i++, r = Math.floor(r / 6)) faces[i] = (r % 6) + 1;
      const options = rollOptions(rules, table, ids, faces, full, found, counts);
      if (options === null) continue;
      const id = options.join(',');
      const entry = classes.get(id);
      if (entry === undefined) classes.set(id, { ways: 1, options });
      else entry.ways++;
    }
    outcomes.push([...classes.values()].map(({ ways, options }): OutcomeClass => ({ ways, options: Int32Array.from(options) })));
    farkleWays.push(counts.farkle);
    lostWays.push(counts.lost);
    wonWays.push(counts.won);
    rolls.push(6 ** ids.length);
  }
  step = Math.max(found.step, 1);
  let maxSteps = 0;
  for (const classes of outcomes) {
    for (const c of classes) {
      for (let o = 0; o < c.options.length; o += 2) {
        const steps = (c.options[o] ?? 0) / step;
        c.options[o] = steps;
        maxSteps = Math.max(maxSteps, steps);
      }
    }
  }
  return { dice: full, step, outcomes, farkleWays, lostWays, wonWays, maxSteps, mustRoll: found.mustRoll, rolls };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The options of one roll of the dice `ids` showing `faces` (points, then
 * the row of the dice left), sorted and distinct, or `null` when the roll
 * ends the turn (counted in `counts`). A keep of the scoring table names how
 * many dice of each (face, red) block it takes; every set of physical dice
 * with those counts is a keep the player may choose.
 */
function rollOptions(
  rules: Rules,
  table: ReturnType<typeof tableFor>,
  ids: readonly number[],
  faces: readonly number[],
  full: number,
  found: { mustRoll: boolean; step: number },
  counts: { farkle: number; lost: number; won: number },
): number[] | null {
  const set = { counts: [0, 0, 0, 0, 0, 0], spicy: [0, 0, 0, 0, 0, 0], wild: 0 };
  // Block of each die, (face - 1) * 2 + red, and its weight in a keep's key: one base-7 digit per block.
  const weights = ids.map((id, i) => {
    const face = faces[i] ?? 1;
    const red = face === id + 1 ? 1 : 0;
    set.counts[face - 1] = (set.counts[face - 1] ?? 0) + 1;
    set.spicy[face - 1] = (set.spicy[face - 1] ?? 0) + red;
    return 7 ** ((face - 1) * 2 + red);
  });
  const template = table.templateOf(set);
  if (template.effect !== null) {
    if (template.effect === 'win') counts.won++;
    else counts.lost++;
    return null;
  }
  const keeps = choosableKeeps(rules, template.keeps);
  if (keeps.length === 0) {
    counts.farkle++;
    return null;
  }
  // A template keep's key: how many dice of each block its canonical positions take.
  const blockOfPosition: number[] = [];
  for (let b = 0; b < 12; b++) {
    const face = b >> 1;
    const size = b & 1 ? (set.spicy[face] ?? 0) : (set.counts[face] ?? 0) - (set.spicy[face] ?? 0);
    for (let k = 0; k < size; k++) blockOfPosition.push(b);
  }
  const byKey = new Map<number, (typeof keeps)[number]>();
  for (const keep of keeps) {
    let key = 0;
    for (let position = 0; keep.mask >> position !== 0; position++) if ((keep.mask >> position) & 1) key += 7 ** (blockOfPosition[position] ?? 0);
    byKey.set(key, keep);
  }
  const { turn } = rules;
  const distinct = new Set<number>();
  const rolled = ids.reduce((mask, id) => mask | (1 << id), 0);
  for (let pick = 1; pick < 1 << ids.length; pick++) {
    // The pick's key and dice from those of the pick without its lowest die, found earlier.
    const low = 31 - Math.clz32(pick & -pick);
    const key = (pickKeys[pick & (pick - 1)] ?? 0) + (weights[low] ?? 0);
    const kept = (pickDice[pick & (pick - 1)] ?? 0) | (1 << (ids[low] ?? 0));
    pickKeys[pick] = key;
    pickDice[pick] = kept;
    const keep = byKey.get(key);
    if (keep === undefined) continue;
    const left = rolled & ~kept;
    const hot = left === 0;
    const must = (hot && turn.rollAfterHotDice) || (turn.rollAfterSet && holdsSet(keep.combinations.flatMap((c) => template.combinations[c] ?? [])));
    found.mustRoll ||= must;
    found.step = gcd(keep.points, found.step);
    distinct.add(keep.points * 256 + rowOf(full, hot ? full : left, must));
  }
  return [...distinct].sort((a, b) => a - b).flatMap((id) => [Math.floor(id / 256), id % 256]);
}

/**
 * Models by what they depend on: the scoring object (shared by rule sets
 * that score alike), the number of dice and the keep rules of a turn.
 */
const models = new WeakMap<Rules['scoring'], Map<string, TurnModel>>();

/**
 * The turn model the solvers use: by die identity with spicy dice (see
 * {@link identityModel}), else the plain one of `turnModel`. Cached by what
 * it depends on (the scoring, the dice and the turn's keep rules), so rule
 * sets that differ elsewhere share it. Building a spicy model lists every
 * roll of every set of dice (about a second for six dice): `signal` is read
 * every 256 rolls, and a build it stops leaves nothing cached.
 */
export function turnModelByDie(rules: Rules, signal?: AbortSignalLike): TurnModel {
  if (!rules.spicyDice) return turnModel(rules);
  let byTurn = models.get(rules.scoring);
  if (byTurn === undefined) models.set(rules.scoring, (byTurn = new Map<string, TurnModel>()));
  const { keepEveryScoringDie, rollAfterHotDice, rollAfterSet } = rules.turn;
  const key = JSON.stringify([rules.dice, keepEveryScoringDie, rollAfterHotDice, rollAfterSet]);
  let model = byTurn.get(key);
  if (model === undefined) {
    // Its rolls' keeps share sub-multisets: each is split once over the build.
    model = holdingSplits(tableFor(rules).splitter, () => identityModel(rules, signal));
    byTurn.set(key, model);
  }
  return model;
}
