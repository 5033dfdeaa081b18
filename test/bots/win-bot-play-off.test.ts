/**
 * winBot's first turn of a play-off round (the lower seat's, which the other then answers): played
 * for the play-off's own chance, not banked as soon as it leads. Checked against a play-off worked out
 * here from the rules alone, on a game of three dice (classic's scoring, tied leaders play off), where
 * every roll can be listed: the answering player's chance to pass each lead, the first player's turn,
 * and the play-off's chance as their fixed point.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, defineRules, legalActions, optimalWinChance, scoreRoll, winBot, type Action, type Face, type Bot, type GameState } from '../../src/index.js';
import { playOffState } from '../support/play-off-state.js';

const DICE = 3;
const rules = defineRules({ dice: DICE, end: { target: 1000, ties: 'playOff' } }, 'classic');
/** Both players tied past the target, seat 0 to play its turn of the play-off. */
const SCORE = 1100;

/** A play-off state of the first player: a roll of `faces` showing (`rolled`), or dice left after keeping (`kept`), at a turn total. */
function stateAt(phase: 'rolled' | 'kept', total: number, faces: readonly number[], left: number): GameState {
  return playOffState(rules, SCORE, [0, 0], phase, total, faces, left);
}

/** Every ordered roll of n dice, grouped by the faces it shows (sorted), with how many orders show them. */
function rollsOf(n: number): { faces: number[]; ways: number }[] {
  const byFaces = new Map<string, { faces: number[]; ways: number }>();
  for (let r = 0; r < 6 ** n; r++) {
    const faces = Array.from({ length: n }, (_, i) => (Math.floor(r / 6 ** i) % 6) + 1).sort((a, b) => a - b);
    const key = faces.join();
    const entry = byFaces.get(key);
    if (entry === undefined) byFaces.set(key, { faces, ways: 1 });
    else entry.ways++;
  }
  return [...byFaces.values()];
}

/** A roll's keeps as the game lists them: the points each adds and the dice it leaves to roll (all of them after hot dice). */
interface Roll {
  faces: number[];
  chance: number;
  keeps: { points: number; left: number }[];
}

/** The rolls of 1 to 3 dice, their keeps read off the game's own legal actions (the rules, not the bot). */
function tabulate(): Roll[][] {
  const out: Roll[][] = [[]];
  for (let n = 1; n <= DICE; n++) {
    out.push(
      rollsOf(n).map(({ faces, ways }) => {
        // A roll that scores nothing is a farkle: no keep (the game does not wait on one).
        if (scoreRoll(faces as Face[], rules).points === 0) return { faces, chance: ways / 6 ** n, keeps: [] };
        const state = stateAt('rolled', 0, faces, n);
        const keeps = legalActions(state)
          .filter((a) => a.type === 'keep')
          .map((a) => {
            const after = applyAction(state, a).turn;
            return { points: after.total, left: after.hotDice ? DICE : after.rollable.length };
          });
        return { faces, chance: ways / 6 ** n, keeps };
      }),
    );
  }
  return out;
}

/**
 * The play-off worked out from the rules: `answer(lead, tie, farkle)` the answering player's chance to
 * pass a lead (a tie worth `tie`, its farkle worth `farkle`), and `first` the first player's value at a
 * decision point, for the play-off's chance `p` of the first player from a new round.
 */
class WorkedPlayOff {
  p = 0.5;
  private readonly memo = new Map<string, number>();

  constructor(private readonly rolls: Roll[][]) {}

  /** The answering player's chance at a decision point (`total`, `n` dice next) against a lead. */
  answerAt(lead: number, total: number, n: number, farkle: number): number {
    const bank = total < 50 ? -1 : total > lead ? 1 : total === lead ? 1 - this.p : 0;
    if (bank === 1) return 1;
    const key = `a${lead},${total},${n},${farkle}`;
    let v = this.memo.get(key);
    if (v !== undefined) return v;
    let roll = 0;
    for (const { chance, keeps } of this.rolls[n] ?? []) {
      let best = keeps.length === 0 ? farkle : -1;
      for (const { points, left } of keeps) best = Math.max(best, this.answerAt(lead, total + points, left, farkle));
      roll += chance * best;
    }
    v = Math.max(bank, roll);
    this.memo.set(key, v);
    return v;
  }

  /** After the first player banked a lead (its farkle loses), or gained nothing (its farkle ties: a new round). */
  answer(lead: number): number {
    return this.answerAt(lead, 0, DICE, lead === 0 ? 1 - this.p : 0);
  }

  /** What the first player's bank at a total is worth: the answer falls short of it. */
  bank(total: number): number {
    return total < 50 ? -1 : 1 - this.answer(total);
  }

  /** The first player's roll of n dice at a total: its farkle leaves the answer a lead of nothing. */
  roll(total: number, n: number): number {
    const key = `r${total},${n}`;
    let v = this.memo.get(key);
    if (v !== undefined) return v;
    // Banking beats rolling once the answer's chance falls below the roll's risk: a farkle (at least
    // `pf`) is worth 1 - answer(0), so a roll is worth at most 1 - pf × answer(0).
    const rolls = this.rolls[n] ?? [];
    const pf = rolls.filter((r) => r.keeps.length === 0).reduce((sum, r) => sum + r.chance, 0);
    if (total >= 50 && this.answer(total) < pf * this.answer(0)) v = -1;
    else {
      v = 0;
      for (const { chance, keeps } of rolls) {
        let best = keeps.length === 0 ? 1 - this.answer(0) : -1;
        for (const { points, left } of keeps) best = Math.max(best, this.first(total + points, left));
        v += chance * best;
      }
    }
    this.memo.set(key, v);
    return v;
  }

  /** The first player's chance at a decision point (a total kept, n dice next), the better of bank and roll. */
  first(total: number, n: number): number {
    return Math.max(this.bank(total), this.roll(total, n));
  }

  /** Solves the play-off to its fixed point: `p` the first player's chance from a new round. */
  solve(): void {
    for (let round = 0; round < 200; round++) {
      this.memo.clear();
      const next = this.roll(0, DICE);
      const moved = Math.abs(next - this.p);
      this.p = next;
      if (moved < 1e-14) break;
    }
    this.memo.clear();
  }
}

describe("winBot's first turn of a play-off", () => {
  let bot: Bot;
  let rolls: Roll[][];
  let worked: WorkedPlayOff;

  beforeAll(() => {
    bot = winBot(optimalWinChance(rules));
    rolls = tabulate();
    worked = new WorkedPlayOff(rolls);
    worked.solve();
  }, 60_000);

  /** What an action of the first player is worth in the worked play-off, at a state of its turn. */
  function worth(state: GameState, action: Action): number {
    if (action.type === 'bank') return worked.bank(state.turn.total);
    const after = applyAction(state, action).turn;
    if (action.type === 'roll') return worked.roll(state.turn.total, state.turn.hotDice ? DICE : state.turn.rollable.length);
    return worked.first(after.total, after.hotDice ? DICE : after.rollable.length);
  }

  it('rolls on from a small lead that the answer often passes (banking as soon as it leads would bank)', () => {
    // Hot dice at 50: banking 50 ahead wins only when the answer fails to pass it (some 37 %); rolling
    // the three dice on is worth more (some 50 %).
    const state = stateAt('kept', 50, [], DICE);
    expect(worked.bank(50)).toBeLessThan(worked.roll(50, DICE) - 0.1);
    expect(bot(state)).toEqual({ type: 'roll' });
  });

  it('takes, at every decision of its turn up to 1,500 points, a choice worth the best there, to 1e-9', () => {
    let decisions = 0;
    let rolledOn = 0;
    for (let total = 0; total <= 1500; total += 50) {
      for (let n = 1; n <= DICE; n++) {
        // A fresh turn rolls every die; a total of 0 has no dice set aside.
        if (total === 0 && n !== DICE) continue;
        const states = [...(total >= 50 ? [stateAt('kept', total, [], n)] : []), ...(rolls[n] ?? []).filter((r) => r.keeps.length > 0).map((r) => stateAt('rolled', total, r.faces, n))];
        for (const state of states) {
          const legal = legalActions(state);
          const best = Math.max(...legal.map((a) => worth(state, a)));
          const chosen = bot(state);
          expect(legal).toContainEqual(chosen);
          expect(Math.abs(worth(state, chosen) - best), `${state.turn.phase} at ${total} with ${n} dice`).toBeLessThan(1e-9);
          decisions++;
          if (state.turn.phase === 'kept' && chosen.type === 'roll') rolledOn++;
        }
      }
    }
    expect(decisions).toBeGreaterThan(1000);
    // The turn does roll on past a lead (at 50 with two and three dice, at 100 and 150 with three): banking as soon as it leads never would.
    expect(rolledOn).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
