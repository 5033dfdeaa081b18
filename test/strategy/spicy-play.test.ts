/**
 * Playing by the turn policy with spicy dice follows the dice by identity: optimalTurnBot, game
 * advice, the CLI's advise and play hints keep the die whose leaving is worth more, as the
 * independent expectimax over the dice left by id says (test/support/spicy-turn-reference.ts).
 */
import { describe, expect, it } from 'vitest';
import { adviseGame, applyAction, createGame, legalActions, optimalTurnBot, type Action, type GameState } from '../../src/index.js';
import { hintLines } from '../../src/cli/play-hint.js';
import { decimal } from '../../src/cli/format.js';
import { spicyModel } from '../support/spicy-reference.js';
import { spicyTurn, type SpicyTurnTable } from '../support/spicy-turn-reference.js';
import { classicTable } from '../support/tables.js';
import { run } from '../cli/io.js';

let table: SpicyTurnTable | undefined;
/** The spicy preset's turn (no bank minimum), solved by the reference to 40,000: past 28,650 every set of dice banks. */
function reference(): SpicyTurnTable {
  return (table ??= spicyTurn({ model: spicyModel(classicTable, 6, 50), minimum: 0, cap: 40_000 }));
}

/**
 * Dice 1 to 6 show 5 5 2 3 6 4: no red face, and the two 5s are the only scoring dice. Keeping
 * die 1's 5 leaves die 2 (red on a 2); keeping die 2's leaves die 1, whose red 1 is a single 200.
 */
function twoFives(): GameState {
  const game = createGame({ rules: 'spicy', players: ['A', 'B'], seed: 1, firstPlayer: 0 });
  return applyAction(game, { type: 'roll', dice: [5, 5, 2, 3, 6, 4] });
}

const mask = (ids: readonly number[]): number => ids.reduce((m, id) => m | (1 << id), 0);
const keep = (...dice: number[]): Action => ({ type: 'keep', dice });

/** The reference's value of each keep of `twoFives` (a 5 is 50 points): decision points with the dice left. */
function keepValues(): Map<string, number> {
  const ref = reference();
  return new Map([
    ['0', ref.value(50, mask([1, 2, 3, 4, 5]))],
    ['1', ref.value(50, mask([0, 2, 3, 4, 5]))],
    ['0,1', ref.value(100, mask([2, 3, 4, 5]))],
  ]);
}

describe('with spicy dice, play follows which dice are left', () => {
  it('the game lists both single 5s, and the reference values them apart', () => {
    const keeps = legalActions(twoFives()).flatMap((a) => (a.type === 'keep' ? [a.dice.join()] : []));
    expect(keeps).toEqual(expect.arrayContaining(['0', '1', '0,1']));
    const values = keepValues();
    // Leaving die 1 (a red 1 scores 200) is worth more than leaving die 2, by several points.
    expect((values.get('1') ?? 0) - (values.get('0') ?? 0)).toBeGreaterThan(5);
  }, 120_000);

  it('optimalTurnBot keeps the 5 the reference values most', () => {
    const values = keepValues();
    const best = [...values.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const action = optimalTurnBot(twoFives());
    expect(action.type === 'keep' ? action.dice.join() : action.type).toBe(best);
    // Then with dice 1, 3, 4, 5 and 6 left at 50: the reference rolls on, and so does the bot.
    const kept = applyAction(twoFives(), keep(1));
    expect(kept.turn.rollable).toEqual([0, 2, 3, 4, 5]);
    expect(optimalTurnBot(kept)).toEqual({ type: 'roll' });
  }, 120_000);

  it('game advice ranks the two single 5s apart, the one leaving die 1 first', () => {
    const advice = adviseGame(twoFives());
    const chance = (dice: string): number => advice.actions.find((a) => a.action.type === 'keep' && a.action.dice.join() === dice)?.winChance ?? Number.NaN;
    expect(chance('1')).toBeGreaterThan(chance('0'));
  }, 120_000);

  it('the CLI advise command values each keep by the dice it leaves', async () => {
    const { out } = await run(['advise', '5', '5', '2', '3', '6', '4', '--rules', 'spicy']);
    const values = keepValues();
    // The rows of the single 5s: the dice they leave (numbered 1 to 6) and the reference's value of rolling them.
    const ref = reference();
    expect(out).toMatch(new RegExp(`^ {2}5\\s+50\\s+50\\s+1,3,4,5,6\\s+50\\s+${decimal(ref.roll(50, mask([0, 2, 3, 4, 5])))}\\s+roll$`, 'm'));
    expect(out).toMatch(new RegExp(`^ {2}5\\s+50\\s+50\\s+2,3,4,5,6\\s+50\\s+${decimal(ref.roll(50, mask([1, 2, 3, 4, 5])))}\\s+roll$`, 'm'));
    expect(out).toContain(`Best: keep 5 for 50 (turn total 50), then roll 5 dice on.`);
    expect(out).toContain(`roll 5 dice on ${decimal(values.get('1') ?? 0)}`);
    // Numbered otherwise: dice 2 and 1 show the 5s; keeping die 2's leaves die 1, and the other way round.
    const other = (await run(['advise', '5', '5', '--rules', 'spicy', '--die-numbers', '2,1', '--turn', '400'])).out;
    for (const [left, id] of [['1', 0], ['2', 1]] as const) {
      expect(other).toMatch(new RegExp(`^ {2}5\\s+50\\s+450\\s+${left}\\s+450\\s+${decimal(ref.roll(450, mask([id])))}\\s+(roll|bank)$`, 'm'));
    }
  }, 120_000);

  it('the play hint after a keep values rolling on by the dice left', () => {
    const kept = applyAction(twoFives(), keep(0));
    const lines = hintLines(kept).join('\n');
    expect(lines).toContain(`roll 5 dice on ${decimal(reference().roll(50, mask([1, 2, 3, 4, 5])))}`);
  }, 120_000);
});
