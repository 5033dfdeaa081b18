/**
 * The first pass of a penalty solve reads, for a state at a lower total
 * (not solved yet), a guess: `RaceSpace.solvedLead`. Checked over every
 * state of small spaces against what the guess must be for the pass to be
 * right and useful: a state the pass has already solved (at one of the next
 * two totals above the turn's, inside the table, one that can occur), with
 * the same tag; with the same lead (both scores raised alike) wherever the
 * table holds one; past the goal, the leader just below it and the other
 * raised by the rest; with one player off the board, only the other raised;
 * the state itself only where the table holds none of these.
 */
import { describe, expect, it } from 'vitest';
import { optimalWinChance, resolveRules, type PresetName } from '../../src/index.js';
import { ZeroSumRace } from '../../src/strategy/race/core/zero-sum-race.js';
import { RaceSpace, MY_BOARD, THEIR_BOARD } from '../../src/strategy/race/space/space.js';
import { StreakRule } from '../../src/strategy/race/space/streak.js';

function spaceOf(preset: PresetName, goal: number, flags: number): RaceSpace {
  const rules = resolveRules(preset);
  const streak = new StreakRule(rules, 50);
  return new RaceSpace({ goal, lowest: streak.lowest(3), seats: 2, streak, flags, lives: 1 });
}

interface Decoded {
  i: number;
  j: number;
  tag: number;
  mine: boolean;
  theirs: boolean;
}

function decoded(space: RaceSpace, state: number): Decoded {
  const j = (state % space.scores) + space.lowest;
  const i = (Math.floor(state / space.scores) % space.scores) + space.lowest;
  const tag = Math.floor(state / space.scores / space.scores);
  const parts = space.decode(tag);
  return { i, j, tag, mine: space.flags === 1 || parts[MY_BOARD] === 1, theirs: space.flags === 1 || parts[THEIR_BOARD] === 1 };
}

function canOccur(space: RaceSpace, d: Decoded): boolean {
  return space.reachable(d.i, d.j, space.decode(d.tag));
}

describe('the first guess of a state at a lower total', () => {
  for (const [preset, goal, flags] of [
    ['zilch', 12, 1],
    ['zilch', 9, 2],
    ['absolute', 4, 2],
  ] as const) {
    it(`${preset} to ${goal} steps, ${flags} on-board flags: a solved state of the same tag, the same lead where the table has one`, () => {
      const space = spaceOf(preset, goal, flags);
      let sameLead = 0;
      let oneRaised = 0;
      let held = 0;
      let itself = 0;
      const wrong: string[] = [];
      const fail = (why: string, state: number, total: number): void => {
        if (wrong.length < 5) wrong.push(`${why}: state ${state}, total ${total}`);
      };
      for (let total = 2 * space.lowest; total <= 2 * goal - 2; total++) {
        for (let state = 0; state < space.states; state++) {
          const from = decoded(space, state);
          if (!canOccur(space, from)) continue;
          const guess = space.solvedLead(state, total);
          if (from.i + from.j >= total) {
            if (guess !== state) fail('a state at the total or above is its own guess', state, total);
            continue;
          }
          // The next totals above `total` with the lead's parity, both scores raised alike.
          const up = (total + 1 - from.i - from.j + 1) >> 1;
          const lead = { ...from, i: from.i + up, j: from.j + up };
          const leadInTable = Math.max(lead.i, lead.j) < goal && canOccur(space, lead);
          // Raised as the guess must be: both alike where both are on the board (the leader held below the goal), else only the one on it.
          const both = from.mine && from.theirs;
          let expected: { i: number; j: number } | null = null;
          if (both) {
            let [i, j] = [lead.i, lead.j];
            if (i >= goal) [i, j] = [goal - 1, j + i - goal + 1];
            else if (j >= goal) [i, j] = [i + j - goal + 1, goal - 1];
            if (i < goal && j < goal) expected = { i, j };
          } else if (from.mine !== from.theirs) {
            const raised = { i: from.mine ? from.i + 2 * up : from.i, j: from.theirs ? from.j + 2 * up : from.j };
            if (raised.i < goal && raised.j < goal) expected = raised;
          }
          if (guess === state) {
            itself++;
            if (expected !== null) fail('a state to guess from was in the table', state, total);
            continue;
          }
          const to = decoded(space, guess);
          if (to.tag !== from.tag) fail('another tag', state, total);
          if (to.i + to.j <= total || to.i + to.j > total + 2) fail('not at the next totals', state, total);
          if (Math.max(to.i, to.j) >= goal || !canOccur(space, to)) fail('not a state the table solves', state, total);
          if (to.i < from.i || to.j < from.j) fail('a score lowered', state, total);
          if (expected?.i !== to.i || expected.j !== to.j) fail('not raised as the guess must be', state, total);
          if (leadInTable && both) {
            sameLead++;
            if (to.i - to.j !== from.i - from.j) fail('another lead', state, total);
          } else if (both) held++;
          else oneRaised++;
        }
      }
      expect(wrong).toEqual([]);
      expect(sameLead).toBeGreaterThan(0);
      expect(itself).toBeGreaterThan(0);
      expect(held).toBeGreaterThan(0);
      if (flags === 2) expect(oneRaised).toBeGreaterThan(0);
    });
  }
});

describe('the first pass reads its guesses from states it has solved', () => {
  interface Race {
    pass: number;
    settle: (this: Race, state: number, farkle: number) => void;
    cycleSolved: (this: Race, state: number, farkle: number) => void;
  }
  for (const [preset, target] of [
    ['zilch', 150],
    ['yarkle', 100],
  ] as const) {
    it(`${preset} to ${target}: every guess the first pass reads is a state it solved before, or the state itself`, () => {
      const race = ZeroSumRace.prototype as unknown as Race;
      const space = RaceSpace.prototype;
      const { settle, cycleSolved } = race;
      const { solvedLead } = space as unknown as { solvedLead: (this: RaceSpace, state: number, total: number) => number };
      const solved = new Set<number>();
      const wrong: string[] = [];
      let pass = 0;
      let guesses = 0;
      race.settle = function (this: Race, state, farkle) {
        pass = this.pass;
        settle.call(this, state, farkle);
        if (this.pass === 0) solved.add(state);
      };
      race.cycleSolved = function (this: Race, state, farkle) {
        cycleSolved.call(this, state, farkle);
        if (this.pass === 0) solved.add(state);
      };
      space.solvedLead = function (this: RaceSpace, state, total) {
        const at = solvedLead.call(this, state, total);
        if (pass === 0 && at !== state) {
          guesses++;
          if (!solved.has(at) && wrong.length < 5) wrong.push(`state ${state} guessed from ${at}, not solved yet`);
        }
        return at;
      };
      try {
        optimalWinChance(preset, { target });
      } finally {
        Object.assign(race, { settle, cycleSolved });
        space.solvedLead = solvedLead;
      }
      expect(wrong).toEqual([]);
      expect(guesses).toBeGreaterThan(0);
    });
  }
});
