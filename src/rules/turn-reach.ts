import { FACES } from '../dice.js';
import { largestKeeps } from '../scoring/largest.js';
import { holdsSet, setFaceMask } from '../scoring/sets.js';
import type { DiceSet } from '../scoring/split.js';
import { tableOfScoring, type ScoringTable } from '../scoring/table.js';
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

/** What a keep leads to: the node of the next roll, the points it adds, and whether a bank may follow it. */
interface Step {
  readonly next: number;
  readonly gain: number;
  readonly bankable: boolean;
}

/** What the rolls from one node (dice to roll, faces cleared) can do. */
interface NodeOutcomes {
  readonly steps: readonly Step[];
  readonly farkles: boolean;
  readonly wins: boolean;
}

/** A node: the number of dice to roll and the faces clear combo forbids in that roll (bit f for face f). */
const node = (dice: number, cleared: number): number => dice * 128 + cleared;
const diceOf = (key: number): number => Math.floor(key / 128);
const clearedOf = (key: number): number => key % 128;

/** Every multiset of `n` dice over the faces not in `cleared`, with `wild` wild dice besides (0 or 1). */
function multisets(n: number, cleared: number, wild: number): DiceSet[] {
  const faces = FACES.filter((face) => ((cleared >> face) & 1) === 0);
  const out: DiceSet[] = [];
  const walk = (at: number, left: number, counts: number[]): void => {
    if (at === faces.length - 1) {
      const all = [...counts];
      all[(faces[at] as number) - 1] = left;
      out.push({ counts: all, spicy: [0, 0, 0, 0, 0, 0], wild });
      return;
    }
    for (let c = 0; c <= left; c++) {
      const next = [...counts];
      next[(faces[at] as number) - 1] = c;
      walk(at + 1, left - c, next);
    }
  };
  if (faces.length > 0 && n >= 0) walk(0, n, [0, 0, 0, 0, 0, 0]);
  return out;
}

/**
 * A few rolls of `n` dice over the faces not in `cleared`: every die alike, or
 * one die of a face and the rest of another. Plain dice only.
 */
function fewRolls(n: number, cleared: number): DiceSet[] {
  const faces = FACES.filter((face) => ((cleared >> face) & 1) === 0);
  const out: DiceSet[] = [];
  const of = (one: number, rest: number): DiceSet => {
    const counts = [0, 0, 0, 0, 0, 0];
    counts[rest - 1] = n - 1;
    counts[one - 1] = (counts[one - 1] ?? 0) + 1;
    return { counts, spicy: [0, 0, 0, 0, 0, 0], wild: 0 };
  };
  for (const rest of faces) for (const one of faces) if (n > 0 && (one === rest || n > 1)) out.push(of(one, rest));
  return out;
}

/** How far the dice can take a turn: one search per rule set, from its scoring and turn rules. */
class Search {
  /** The scoring table of the rules, shared with the games played under them. */
  private readonly table: ScoringTable;
  private readonly summaries = new Map<number, NodeOutcomes>();

  /**
   * With `few`, only {@link fewRolls} are followed: fewer paths than the dice
   * can take, so what it finds possible is, and what it does not may still be.
   */
  constructor(
    private readonly rules: TurnRulesOf,
    private readonly few: boolean,
  ) {
    this.table = tableOfScoring(rules.scoring);
  }

  /** The rolls followed from a node of `n` dice with the faces `cleared` forbidden. */
  private rollsOf(n: number, cleared: number): DiceSet[] {
    if (this.few) return fewRolls(n, cleared);
    // Under a wild die any roll may hold it (it shows its wild side where it would show its face).
    return [...multisets(n, cleared, 0), ...(this.rules.wildDie === null ? [] : multisets(n - 1, cleared, 1))];
  }

  /**
   * The most points a keep of these dice can score: its plain points, each red die of it (one per face) multiplying
   * them; with `few`, the least: its plain points (red dice only add).
   */
  private bound(points: number, faces: readonly number[]): number {
    if (!this.rules.spicyDice || this.few) return points;
    return points * this.rules.scoring.spicyMultiplier ** new Set(faces).size;
  }

  /** The keeps of one roll as steps from a node of `n` dice, or `null` when the roll farkles; `'win'` for a winning roll. */
  private roll(set: DiceSet): Step[] | null | 'win' | 'effect' {
    const { turn, dice } = this.rules;
    const template = this.table.templateOf(set);
    if (template.effect !== null) return template.effect === 'win' ? 'win' : 'effect';
    if (template.keeps.length === 0) return null;
    const keeps = turn.keepEveryScoringDie ? largestKeeps(template.keeps) : template.keeps;
    return keeps.map((keep) => {
      const combinations = keep.combinations.map((index) => template.combinations[index] as (typeof template.combinations)[number]);
      const hot = keep.remaining === 0;
      const mustRoll = (hot && turn.rollAfterHotDice) || (turn.rollAfterSet && holdsSet(combinations));
      const cleared = turn.clearCombo ? setFaceMask(combinations) : 0;
      return { next: node(hot ? dice : keep.remaining, cleared), gain: this.bound(keep.points, combinations.flatMap((c) => c.faces)), bankable: !mustRoll };
    });
  }

  /** What the rolls from a node can do, computed once. */
  outcomes(at: number): NodeOutcomes {
    const known = this.summaries.get(at);
    if (known !== undefined) return known;
    const n = diceOf(at);
    const cleared = clearedOf(at);
    const sets = this.rollsOf(n, cleared);
    const best = new Map<string, Step>();
    const met = { farkles: false, wins: false };
    const visit = (set: DiceSet): void => {
      const steps = this.roll(set);
      if (steps === null) met.farkles = true;
      else if (steps === 'win') met.wins = true;
      else if (steps !== 'effect') {
        for (const step of steps) {
          const id = `${step.next}:${step.bankable}`;
          if ((best.get(id)?.gain ?? -1) < step.gain) best.set(id, step);
        }
      }
    };
    sets.forEach(visit);
    // A second chance rolls some of a farkled roll again, free of the faces cleared: any roll of n dice may come of it.
    if (met.farkles && this.rules.turn.secondChance && n >= 3 && cleared !== 0) this.rollsOf(n, 0).forEach(visit);
    const result = { steps: [...best.values()], ...met };
    this.summaries.set(at, result);
    return result;
  }

  /** Where a node's rolls lead, and what each adds. */
  private edges(from: number): { to: number; gain: number }[] {
    const { steps, farkles } = this.outcomes(from);
    const out = steps.map((step) => ({ to: step.next, gain: step.gain }));
    // Carry on: a farkle passes its total to the next player, who rolls the same dice, nothing cleared.
    // (Only a fresh turn's first roll farkles a total of 0: that edge adds nothing, and leads where it starts.)
    if (farkles && this.rules.turn.carryOn) out.push({ to: node(diceOf(from), 0), gain: 0 });
    return out;
  }

  /** The reach of a turn, from a fresh roll of every die. */
  run(): TurnReach {
    const { dice } = this.rules;
    const start = node(dice, 0);
    const seen = new Set<number>([start]);
    for (const from of seen) for (const { to } of this.edges(from)) seen.add(to);
    // Longest paths by relaxation (Bellman-Ford): what still grows after as many rounds as there are nodes is on a cycle of gains.
    const value = new Map<number, number>([[start, 0]]);
    let growing = new Set<number>();
    for (let round = 0; round <= seen.size; round++) {
      growing = new Set<number>();
      for (const from of seen) {
        const base = value.get(from);
        if (base === undefined) continue;
        for (const { to, gain } of this.edges(from)) {
          if ((value.get(to) ?? -1) < base + gain) {
            value.set(to, base + gain);
            growing.add(to);
          }
        }
      }
      if (growing.size === 0) break;
    }
    // Totals on or after such a cycle have no bound.
    const unbounded = new Set<number>(growing);
    for (const from of unbounded) for (const { to } of this.edges(from)) unbounded.add(to);
    let bankable = -Infinity;
    let farkles = false;
    let farklesAllDice = false;
    let wins = false;
    for (const at of seen) {
      const { steps, farkles: farkled, wins: won } = this.outcomes(at);
      farkles ||= farkled;
      wins ||= won;
      if (farkled && diceOf(at) === dice) farklesAllDice = true;
      const base = unbounded.has(at) ? Infinity : (value.get(at) ?? 0);
      for (const step of steps) if (step.bankable) bankable = Math.max(bankable, base + step.gain);
    }
    return { bankable, farkles, farklesAllDice, wins };
  }
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
    reach = new Search(rules, few).run();
    byRules.set(id, reach);
  }
  return reach;
}

