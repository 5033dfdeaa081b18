import { throwIfAborted, type AbortSignalLike } from '../../abort.js';
import type { Rules } from '../../rules/types.js';
import { fromRow } from '../turn/model.js';
import { gainChance, gainReach } from '../seats/final-round-reach.js';
import { statePolicy } from '../turn/optimal-turn.js';
import { turnModelByDie } from '../turn/spicy-model.js';
import { keptFor } from '../kept.js';

/** Levels of a turn's distribution pushed forward between two reads of the signal. */
const LEVELS_PER_CHECK = 256;

/**
 * The points one turn banks, in steps, as a distribution (`chance[k]`), when
 * the player maximizes the turn's expected points (`optimalTurn`); with
 * spicy dice, over the sets of dice left by id, as that policy plays.
 */
function turnDistribution(rules: Rules, onBoard: boolean, signal: AbortSignalLike | undefined): Float64Array {
  const policy = statePolicy(rules, { onBoard, signal });
  const model = turnModelByDie(rules);
  const { dice, step } = model;
  const levels = Math.ceil(policy.cap / step) + 2 * model.maxSteps + 2;
  const rows = 2 * (dice + 1);
  const mass = new Float64Array(rows * levels);
  const out = new Float64Array(levels);
  const minimum = Math.ceil(policy.minimum / step);
  const roll = (n: number, k: number, p: number): void => {
    const all = model.rolls?.[n] ?? 6 ** n;
    const farkle = ((model.farkleWays[n] ?? 0) / all) * p;
    const at = rules.turn.noRisk && k > 0 && k >= minimum ? k : 0;
    out[at] = (out[at] ?? 0) + farkle;
    out[0] = (out[0] ?? 0) + (((model.lostWays[n] ?? 0) + (model.wonWays[n] ?? 0)) / all) * p;
    // The classes as the policy weighs them: at high totals, fewer (see StatePolicy.classesAt).
    const classes = policy.classesAt(k * step, n);
    for (let c = 0; c < classes.chance.length; c++) {
      let best = -Infinity;
      let to = 0;
      for (let o = classes.start[c] ?? 0, end = classes.start[c + 1] ?? 0; o < end; o++) {
        const s = classes.steps[o] ?? 0;
        const { next, mustRoll } = fromRow(dice, classes.row[o] ?? 0);
        const v = policy.valueAt((k + s) * step, next, mustRoll);
        if (v > best) [best, to] = [v, (mustRoll ? dice + 1 + next : next) * levels + Math.min(k + s, levels - 1)];
      }
      mass[to] = (mass[to] ?? 0) + (classes.chance[c] ?? 0) * p;
    }
  };
  roll(dice, 0, 1);
  for (let k = 1; k < levels; k++) {
    if (k % LEVELS_PER_CHECK === 0) throwIfAborted(signal);
    for (let row = 1; row < rows; row++) {
      const p = mass[row * levels + k] ?? 0;
      if (p === 0 || row === dice + 1) continue;
      const { next, mustRoll } = fromRow(dice, row);
      const rolls = k < levels - model.maxSteps - 1 && policy.shouldRollAt(k * step, next, mustRoll);
      if (rolls) roll(next, k, p);
      else out[k] = (out[k] ?? 0) + p;
    }
  }
  return out;
}

/** Without the tail of chances too small to count. */
function trimmed(chance: Float64Array): Float64Array {
  let end = chance.length;
  while (end > 1 && (chance[end - 1] ?? 0) < 1e-15) end--;
  return chance.subarray(0, end);
}

/** `reach[t][r]`: the chance of banking r steps or more within t turns, on the board from the start or not. */
interface Race {
  readonly on: Float64Array[];
  readonly off: Float64Array[];
  readonly size: number;
  /** Steps past its need that the first to arrive is taken to have banked. */
  readonly overshoot: number;
}

/** The race of a rule set to `size` steps, kept by content with the solutions (a second or more to build). */
function raceFor(rules: Rules, size: number, signal: AbortSignalLike | undefined): Race {
  return keptFor(`race ${size}`, rules, () => newRace(rules, size, signal));
}

function newRace(rules: Rules, size: number, signal: AbortSignalLike | undefined): Race {
  const on = trimmed(turnDistribution(rules, true, signal));
  const off = trimmed(turnDistribution(rules, false, signal));
  const reachOn = [Float64Array.from({ length: size }, (_, r) => (r === 0 ? 1 : 0))];
  const reachOff = [reachOn[0] as Float64Array];
  for (let t = 1; t < 2000; t++) {
    throwIfAborted(signal);
    const lastOn = reachOn[t - 1] as Float64Array;
    const lastOff = reachOff[t - 1] as Float64Array;
    const nextOn = new Float64Array(size);
    const nextOff = new Float64Array(size);
    for (let r = 0; r < size; r++) {
      let a = 0;
      let b = (off[0] ?? 0) * (lastOff[r] ?? 0);
      for (let y = 0; y < on.length; y++) a += (on[y] ?? 0) * (r - y <= 0 ? 1 : (lastOn[r - y] ?? 0));
      for (let y = 1; y < off.length; y++) b += (off[y] ?? 0) * (r - y <= 0 ? 1 : (lastOn[r - y] ?? 0));
      nextOn[r] = a;
      nextOff[r] = b;
    }
    reachOn.push(nextOn);
    reachOff.push(nextOff);
    if ((nextOff[size - 1] ?? 0) > 1 - 1e-13) break;
  }
  // What a bank that arrives brings past the line, on average: half a banked turn, for the last turns to beat.
  let banked = 0;
  let mean = 0;
  on.forEach((p, y) => {
    if (y > 0) [banked, mean] = [banked + p, mean + p * y];
  });
  return { on: reachOn, off: reachOff, size, overshoot: Math.round(mean / Math.max(banked, 1e-300) / 2) };
}

/**
 * `caught[t][r]`: the chance that a seat r steps short of the line, not there
 * after t turns, catches up in a last turn (its progress so far drawn from
 * the race), for every t and r at once: a sum over the last steps short of
 * the need only, since past {@link gainReach} a turn gains nothing. Made on
 * first use and kept by content with the race (and weighed as it is, against
 * `configureCache({ solutionBytes })`), on the board and off it apart.
 */
function catchUps(rules: Rules, race: Race, onBoard: boolean): Float64Array[] {
  return keptFor(`race catch-up ${race.size} ${onBoard ? 'on' : 'off'}`, rules, () => newCatchUps(rules, race, onBoard));
}

function newCatchUps(rules: Rules, race: Race, onBoard: boolean): Float64Array[] {
  const reach = gainReach(rules);
  const gain = Float64Array.from({ length: reach + 1 }, (_, d) => gainChance(rules, d));
  return (onBoard ? race.on : race.off).map((row) => {
    const caught = new Float64Array(race.size);
    for (let r = 1; r < race.size; r++) {
      // The chance of being anywhere short of the need: the progress' chances below it, summed.
      const mass = 1 - (row[r] ?? 0);
      if (mass <= 0) continue;
      let sum = 0;
      for (let y = Math.max(0, r + 2 + race.overshoot - reach); y < r; y++) {
        const p = (y === 0 ? 1 : (row[y] ?? 0)) - (row[y + 1] ?? 0);
        sum += p * (gain[r - y + 1 + race.overshoot] ?? 0);
      }
      caught[r] = sum / mass;
    }
    return caught;
  });
}

/** A seat as the race estimate sees it: the steps it still needs to end the game, and whether it is on the board. */
export interface Racer {
  readonly need: number;
  readonly onBoard: boolean;
  readonly out: boolean;
}

/**
 * The chance of each seat to win a race to its `need` steps, seats playing
 * their turns in the order given (the first plays next), each turn an
 * independent turn played for the most points. With a final round, the
 * first to arrive wins unless another catches up in its last turn: each
 * catches up with the best chance of a turn of gaining what it still needs
 * then (its progress so far drawn from the race), independently of the
 * others. An estimate of a game's win chances: it ignores that players
 * behind take more risk. Returned in the order given. `signal` is read
 * while the race table is built (once per rule set and size).
 */
export function raceChances(rules: Rules, racers: readonly Racer[], size: number, signal?: AbortSignalLike): number[] {
  const race = raceFor(rules, size, signal);
  const turns = race.on.length;
  const table = (racer: Racer): Float64Array[] => (racer.onBoard ? race.on : race.off);
  const need = (racer: Racer): number => Math.min(Math.max(racer.need, 0), size - 1);
  const reached = (racer: Racer, t: number): number => {
    if (racer.out) return 0;
    if (racer.need <= 0) return 1;
    const row = table(racer)[Math.min(t, turns - 1)] as Float64Array;
    return row[need(racer)] ?? 0;
  };
  const by = racers.map((racer) => Float64Array.from({ length: turns + 1 }, (_, t) => reached(racer, t)));
  const caught = racers.map((racer) => {
    if (!rules.end.finalRound || racer.out) return new Float64Array(turns + 1);
    const tables = catchUps(rules, race, racer.onBoard);
    return Float64Array.from({ length: turns + 1 }, (_, t) => (tables[Math.min(t, turns - 1)] as Float64Array)[need(racer)] ?? 0);
  });
  const out = racers.map(() => 0);
  racers.forEach((_, j) => {
    const mine = by[j] as Float64Array;
    for (let t = 1; t <= turns; t++) {
      let first = (mine[t] ?? 0) - (mine[t - 1] ?? 0);
      if (first <= 0) continue;
      // The others' turns taken when j arrives: t for those before it in the order, t - 1 after.
      const when = (i: number): number => (i < j ? t : t - 1);
      for (let i = 0; i < by.length; i++) if (i !== j) first *= 1 - ((by[i] as Float64Array)[when(i)] ?? 0);
      let none = 1;
      for (let i = 0; i < by.length; i++) if (i !== j) none *= 1 - ((caught[i] as Float64Array)[when(i)] ?? 0);
      out[j] = (out[j] ?? 0) + first * none;
      for (let i = 0; i < by.length; i++) {
        if (i === j) continue;
        const c = (caught[i] as Float64Array)[when(i)] ?? 0;
        out[i] = (out[i] ?? 0) + (first * none * c) / Math.max(1 - c, 1e-300);
      }
    }
  });
  return out;
}
