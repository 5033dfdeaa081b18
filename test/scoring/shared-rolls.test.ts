/**
 * Scoring tables share what they cache by content: the rolls of a multiset
 * are scored once for every table whose combinations that fit in it are
 * equal (see `ScoringTable` and `SetRolls`). Sharing must never let one rule
 * set's results reach another: every roll is compared with the independent
 * oracle for each rule set's own table, after the other rule set met it first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyAction,
  configureCache,
  createGame,
  defineRules,
  legalActions,
  legalKeeps,
  resolveRules,
  scoreRoll,
  type Face,
  type GameState,
  type Rules,
  type ScoringRules,
} from '../../src/index.js';
import { tableFor } from '../../src/scoring/table.js';
import { Oracle, allFaceMultisets, diceKey, orderedRolls, toOracleDice } from '../support/oracle.js';
import { classicTable } from '../support/tables.js';

/** Classic with three pairs worth `points`, and its table written out independently. */
function threePairs(points: number): { rules: Rules; table: ScoringRules } {
  return { rules: defineRules({ name: `three pairs ${points}`, scoring: { threePairs: points } }), table: { ...classicTable, threePairs: points } };
}

/** Classic with a single 5 worth `points`. */
function fives(points: number): { rules: Rules; table: ScoringRules } {
  return {
    rules: defineRules({ name: `fives ${points}`, scoring: { singles: { 1: 100, 2: 0, 3: 0, 4: 0, 5: points, 6: 0 } } }),
    table: { ...classicTable, singles: { ...classicTable.singles, 5: points } },
  };
}

/** Three orders of each multiset of plain dice (ascending, descending, rotated by one), and every ordered roll of up to four dice. */
function rolls(): Face[][] {
  const out: Face[][] = [1, 2, 3, 4].flatMap((n) => orderedRolls(n));
  for (const faces of allFaceMultisets().filter((set) => set.length > 4)) out.push(faces, [...faces].reverse(), [...faces.slice(1), faces[0] as Face]);
  return out;
}

/** What differs between the library's scoreRoll and legalKeeps of `roll` and the oracle's, as text. */
function differences(roll: readonly Face[], rules: Rules, oracle: Oracle): string[] {
  const dice = toOracleDice(roll);
  const best = oracle.bestKeep(dice);
  const score = scoreRoll(roll, rules);
  const out: string[] = [];
  if (score.points !== (best?.points ?? 0) || score.dice.length !== (best?.size ?? 0)) out.push(`[${roll.join('')}] best ${score.points}/${score.dice.length}, want ${best?.points ?? 0}/${best?.size ?? 0}`);
  const got = legalKeeps(roll, rules)
    .map((keep) => `${diceKey(keep.dice.map((i) => ({ face: roll[i] as Face, spicy: false })))}=${keep.points}`)
    .sort();
  const want = [...oracle.keeps(dice).values()].map((keep) => `${keep.key}=${keep.points}`).sort();
  if (got.join(' ') !== want.join(' ')) out.push(`[${roll.join('')}] keeps ${got.join(' ')}, want ${want.join(' ')}`);
  return out;
}

/** Three distinct faces with two dice or more each: where a three-pairs combination fits. */
function holdsThreePairs(faces: readonly Face[]): boolean {
  return [1, 2, 3, 4, 5, 6].filter((face) => faces.filter((f) => f === face).length >= 2).length >= 3;
}

afterEach(() => {
  configureCache({ ruleSets: 16, scoringTables: 2000 });
});

describe('scoring tables shared by content', () => {
  it('share the rolls of each multiset the combinations that differ cannot fit in, and only those', () => {
    const a = threePairs(600);
    const b = threePairs(900);
    const c = fives(75);
    const [tableA, tableB, tableC] = [a, b, c].map(({ rules }) => tableFor(rules));
    expect(tableA).not.toBe(tableB);
    for (const faces of allFaceMultisets()) {
      const set = { counts: [1, 2, 3, 4, 5, 6].map((face) => faces.filter((f) => f === face).length), spicy: [0, 0, 0, 0, 0, 0], wild: 0 };
      expect(tableA?.rollsOf(set) === tableB?.rollsOf(set), faces.join('')).toBe(!holdsThreePairs(faces));
      expect(tableA?.rollsOf(set) === tableC?.rollsOf(set), faces.join('')).toBe(!faces.includes(5) && !holdsThreePairs(faces));
    }
  });

  it('score every roll by each rule set’s own table, whichever rule set met the roll first', () => {
    const sets = [threePairs(600), threePairs(900), fives(75), threePairs(601)];
    const all = rolls();
    // Each rule set in turn: the rolls it shares were cached by the ones before it.
    for (const { rules, table } of sets) {
      const oracle = new Oracle(table);
      const problems = all.flatMap((roll) => differences(roll, rules, oracle));
      expect(problems.slice(0, 5), rules.name).toEqual([]);
    }
  });

  it('list a game’s keeps by each rule set’s turn rules, though they share their scoring', () => {
    const free = defineRules({ name: 'keep any' });
    const every = defineRules({ name: 'keep every scoring die', turn: { keepEveryScoringDie: true } });
    expect(tableFor(free)).toBe(tableFor(every));
    const listed = (rules: Rules): string[] => {
      const rolled = applyAction(createGame({ players: ['Ann', 'Bob'], rules, seed: 1, firstPlayer: 0 }), { type: 'roll', dice: [2, 2, 2, 5, 3, 4] });
      return legalActions(rolled).map((action) => (action.type === 'keep' ? action.dice.join('') : action.type));
    };
    // Two 2s and a 5 showing: three 2s and the 5, three 2s, or the 5; every scoring die leaves the first only.
    for (let round = 0; round < 2; round++) {
      expect(listed(free)).toEqual(['0123', '012', '3']);
      expect(listed(every)).toEqual(['0123']);
    }
  });
});

describe('a scoring table evicted from the cache', () => {
  it('is made again for a copy of its rules, and games play on exactly as with every table kept', () => {
    const rules = [threePairs(700).rules, fives(60).rules];
    /** Two games, one per rule set, taking turns, every state restored from JSON before each action. */
    const play = (): string[] => {
      let games: GameState[] = rules.map((set, seed) => createGame({ players: ['Ann', 'Bob'], rules: set, seed }));
      for (let step = 0; step < 400; step++) {
        games = games.map((game) => {
          const copy = JSON.parse(JSON.stringify(game)) as GameState;
          if (copy.over) return copy;
          const legal = legalActions(copy);
          return applyAction(copy, legal[step % legal.length] as never);
        });
      }
      return games.map((game) => JSON.stringify(game));
    };
    const kept = play();
    // No rule set and one scoring table kept: each copy's rules are a new object, and each scoring pushes the one before out.
    configureCache({ ruleSets: 0, scoringTables: 1 });
    threePairs(701);
    const copies = rules.map((set) => resolveRules(JSON.parse(JSON.stringify(set)) as Rules));
    expect(copies[0]?.scoring).not.toBe(rules[0]?.scoring);
    expect(tableFor(copies[0])).not.toBe(tableFor(rules[0]));
    expect(play()).toEqual(kept);
    // And the copy still scores by its rules: three pairs are 700, a single 5 is 60.
    expect(scoreRoll([2, 3, 2, 3, 4, 4], copies[0]).points).toBe(700);
    expect(scoreRoll([5, 2], copies[1]).points).toBe(60);
  });
});
