/**
 * The first pass of a penalty solve reads, for a state at a lower total
 * (not solved yet), a guess: `RaceSpace.solvedLead`. Checked over every
 * state of small spaces against what the guess must be for the pass to be
 * right and useful: a state the pass has already solved (a total above the
 * turn's, inside the table, one that can occur), with the same tag, and
 * with the same lead (both scores raised alike) wherever the table holds
 * one at the next totals; otherwise only the player on the board raised;
 * otherwise the state itself.
 */
import { describe, expect, it } from 'vitest';
import { resolveRules, type PresetName } from '../../src/index.js';
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
    ['absolute', 8, 2],
  ] as const) {
    it(`${preset} to ${goal} steps, ${flags} on-board flags: a solved state of the same tag, the same lead where the table has one`, () => {
      const space = spaceOf(preset, goal, flags);
      let sameLead = 0;
      let oneRaised = 0;
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
          if (guess === state) {
            itself++;
            if (leadInTable) fail('the same lead was in the table', state, total);
            // Nor one player on the board alone raised within the table.
            if (from.mine !== from.theirs && (from.mine ? from.i : from.j) + 2 * up < goal) fail('the player on the board could be raised', state, total);
            continue;
          }
          const to = decoded(space, guess);
          if (to.tag !== from.tag) fail('another tag', state, total);
          if (to.i + to.j <= total || to.i + to.j > total + 2) fail('not at the next totals', state, total);
          if (Math.max(to.i, to.j) >= goal || !canOccur(space, to)) fail('not a state the table solves', state, total);
          if (leadInTable) {
            sameLead++;
            if (to.i - to.j !== from.i - from.j) fail('another lead', state, total);
          } else {
            oneRaised++;
            // Only the player on the board is raised; the other keeps a score of zero or less.
            if (from.mine === from.theirs || (from.mine ? to.j !== from.j : to.i !== from.i)) fail('not the player on the board alone raised', state, total);
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(sameLead).toBeGreaterThan(0);
      expect(itself).toBeGreaterThan(0);
      if (flags === 2) expect(oneRaised).toBeGreaterThan(0);
    });
  }
});
