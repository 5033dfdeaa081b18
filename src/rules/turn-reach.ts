import { largestKeeps } from '../scoring/largest.js';
import { holdsSet, setFaceMask } from '../scoring/sets.js';
import type { DiceSet } from '../scoring/split.js';
import { tableOfScoring } from '../scoring/table.js';
import type { Rules } from './types.js';

/**
 * What the turns of a game can do under a rule set, found by following
 * every roll a turn can make (see {@link turnReach}). Each figure leans to
 * the side of "possible": a rule set judged unable to end truly cannot.
 */
export interface TurnReach {
  /**
   * The most a turn total can be at a point where a bank is allowed (after
   * a keep that no must-roll rule follows; the bank minimum aside):
   * `Infinity` where turns can grow without end (hot dice again and again),
   * `-Infinity` where no turn ever reaches such a point.
   */
  readonly bankable: number;
  /** Whether some roll a turn can make farkles. */
  readonly farkles: boolean;
  /** Whether some roll of every die of the set farkles. */
  readonly farklesAllDice: boolean;
  /** Whether some roll a turn can make is a 'win' roll effect. */
  readonly wins: boolean;
}

/** The rules a turn's reach depends on. */
type TurnRulesOf = Pick<Rules, 'dice' | 'scoring' | 'turn' | 'wildDie' | 'spicyDice'>;

/** An edge of the search: from a node to the node of the next roll, adding `gain`; `bankable` when a bank may follow. */
interface Step {
  readonly to: number;
  readonly gain: number;
  readonly bankable: boolean;
}

/** What the rolls from one node (dice to roll, faces cleared) can do, carrying on a farkle included. */
interface NodeOutcomes {
  readonly steps: readonly Step[];
  readonly farkles: boolean;
  readonly wins: boolean;
}

/** A node: the number of dice to roll and the faces clear combo forbids in that roll (bit f for face f). */
const node = (dice: number, cleared: number): number => dice * 128 + cleared;

/**
 * Every multiset of `n` dice over the faces not in `cleared`, with `wild`
 * wild dice besides (0 or 1); with `few`, only those of every die alike or
 * all but one die alike (plain dice only).
 */
function multisets(n: number, cleared: number, wild: number, few: boolean): DiceSet[] {
  const out: DiceSet[] = [];
  const walk = (face: number, left: number, counts: number[]): void => {
    if (face > 6) {
      const shown = counts.filter((c) => c > 0);
      if (left === 0 && (!few || shown.length === 1 || (shown.length === 2 && shown.includes(1)))) out.push({ counts, spicy: [0, 0, 0, 0, 0, 0], wild });
      return;
    }
    const most = (cleared >> face) & 1 ? 0 : left;
    for (let c = 0; c <= most; c++) walk(face + 1, left - c, counts.map((count, f) => (f === face - 1 ? c : count)));
  };
  if (n >= 0) walk(1, n, [0, 0, 0, 0, 0, 0]);
  return out;
}

/**
 * How far the dice can take a turn: the outcomes of every node reached from
 * a fresh roll of every die, then the longest paths through them. With
 * `few`, only a few rolls per node (see {@link multisets}) and each keep at
 * its plain points (red dice only add): what it finds possible is.
 */
function search(rules: TurnRulesOf, few: boolean): TurnReach {
  const { dice, turn, scoring } = rules;
  const table = tableOfScoring(scoring);
  const known = new Map<number, NodeOutcomes>();
  // Under a wild die any roll may hold it (it shows its wild side where it would show its face).
  const rollsOf = (n: number, cleared: number): DiceSet[] => [...multisets(n, cleared, 0, few), ...(rules.wildDie === null || few ? [] : multisets(n - 1, cleared, 1, false))];
  const outcomes = (at: number): NodeOutcomes => {
    let result = known.get(at);
    if (result !== undefined) return result;
    const n = Math.floor(at / 128);
    const cleared = at % 128;
    const best = new Map<string, Step>();
    const met = { farkles: false, wins: false };
    const visit = (set: DiceSet): void => {
      const template = table.templateOf(set);
      if (template.effect !== null) met.wins ||= template.effect === 'win';
      else if (template.keeps.length === 0) met.farkles = true;
      else {
        for (const keep of turn.keepEveryScoringDie ? largestKeeps(template.keeps) : template.keeps) {
          const combinations = keep.combinations.map((index) => template.combinations[index] as (typeof template.combinations)[number]);
          const hot = keep.remaining === 0;
          const bankable = !((hot && turn.rollAfterHotDice) || (turn.rollAfterSet && holdsSet(combinations)));
          const to = node(hot ? dice : keep.remaining, turn.clearCombo ? setFaceMask(combinations) : 0);
          // A keep's most points: each red die of it (one per face) multiplies them.
          const gain = rules.spicyDice && !few ? keep.points * scoring.spicyMultiplier ** new Set(combinations.flatMap((c) => c.faces)).size : keep.points;
          const id = `${to}:${bankable}`;
          if ((best.get(id)?.gain ?? -1) < gain) best.set(id, { to, gain, bankable });
        }
      }
    };
    rollsOf(n, cleared).forEach(visit);
    // A second chance rolls some of a farkled roll again, free of the faces cleared: any roll of n dice may come of it.
    if (met.farkles && turn.secondChance && n >= 3 && cleared !== 0) rollsOf(n, 0).forEach(visit);
    const steps = [...best.values()];
    // Carry on: a farkle passes its total to the next player, who rolls the same dice, nothing cleared.
    // (Only a fresh turn's first roll farkles a total of 0: that edge adds nothing, and leads where it starts.)
    if (met.farkles && turn.carryOn) steps.push({ to: node(n, 0), gain: 0, bankable: false });
    result = { steps, ...met };
    known.set(at, result);
    return result;
  };
  const start = node(dice, 0);
  const seen = new Set<number>([start]);
  for (const from of seen) for (const { to } of outcomes(from).steps) seen.add(to);
  // Longest paths by relaxation (Bellman-Ford): what still grows after as many rounds as there are nodes is on a cycle of gains.
  const value = new Map<number, number>([[start, 0]]);
  let growing = new Set<number>();
  for (let round = 0; round <= seen.size; round++) {
    growing = new Set<number>();
    for (const from of seen) {
      const base = value.get(from);
      if (base !== undefined) {
        for (const { to, gain } of outcomes(from).steps) {
          if ((value.get(to) ?? -1) < base + gain) {
            value.set(to, base + gain);
            growing.add(to);
          }
        }
      }
    }
    if (growing.size === 0) break;
  }
  // Totals on or after such a cycle have no bound.
  for (const from of growing) for (const { to } of outcomes(from).steps) growing.add(to);
  const reach = { bankable: -Infinity, farkles: false, farklesAllDice: false, wins: false };
  for (const at of seen) {
    const { steps, farkles, wins } = outcomes(at);
    reach.farkles ||= farkles;
    reach.wins ||= wins;
    if (farkles && at >= node(dice, 0)) reach.farklesAllDice = true;
    const base = growing.has(at) ? Infinity : (value.get(at) ?? 0);
    for (const step of steps) if (step.bankable) reach.bankable = Math.max(reach.bankable, base + step.gain);
  }
  return reach;
}

/** Searches already made, per scoring object and the other rules they read. */
const searches = new WeakMap<object, Map<string, TurnReach>>();

/**
 * What the turns of a game can do under `rules`: the most a turn can bank,
 * and whether a roll can farkle or win. Every roll of every number of dice
 * a turn can reach is followed, with its legal keeps (the largest only under
 * `turn.keepEveryScoringDie`), its roll effects, the must-roll rules, the
 * faces clear combo forbids, a second chance and carrying on a farkled total.
 * Spicy dice count as plain ones with every red die a keep could hold, and
 * any roll may hold the wild die: both only widen what is possible.
 *
 * With `few`, a quick look that follows only a few rolls of each number of
 * dice (all alike, or one die apart): what it finds possible is (a bank of
 * its `bankable`, a farkle, a win), and what it does not find may still be.
 */
export function turnReach(rules: TurnRulesOf, few = false): TurnReach {
  const { scoring, dice, turn, wildDie, spicyDice } = rules;
  const id = [few, dice, wildDie?.face ?? 0, spicyDice, turn.keepEveryScoringDie, turn.rollAfterHotDice, turn.rollAfterSet, turn.clearCombo, turn.secondChance, turn.carryOn].join();
  let byRules = searches.get(scoring);
  if (byRules === undefined) {
    byRules = new Map();
    searches.set(scoring, byRules);
  }
  let reach = byRules.get(id);
  if (reach === undefined) {
    reach = search(rules, few);
    byRules.set(id, reach);
  }
  return reach;
}

