/**
 * A table file's play-off chance (src/strategy/tables/FORMAT.md, offset 48):
 * held where tied leaders play off and read by the final round instead of
 * solving the play-off again (a spy on the play-off's solve sees none), a
 * chance edited into the file (its checksum made anew) played as it says,
 * and refused where it is no chance or not what the rules say of ties.
 */
import { describe, expect, it, vi } from 'vitest';
import { decodeWinTable, encodeWinTable, optimalWinChance, readWinTable, restoreWinChance, type WinChanceSolution } from '../../src/index.js';
import { PlayOff } from '../../src/strategy/race/end/play-off.js';
import { expectFarkleError } from '../support/helpers.js';
import { edited, withChecksum } from '../support/table-bytes.js';

let solvedZilch: WinChanceSolution | undefined;
let solvedClassic: WinChanceSolution | undefined;
/** Zilch to 600: farkle penalties, and tied leaders play off. */
const zilch = (): WinChanceSolution => (solvedZilch ??= optimalWinChance('zilch', { target: 600 }));
/** Classic to 1,500: a tie is shared. */
const classic = (): WinChanceSolution => (solvedClassic ??= optimalWinChance('classic', { target: 1500 }));

describe('table files: the play-off’s chance', () => {
  // 300 against 300 with 300 in hand (zilch's bank minimum): a bank reaches 600, and the opponent's last turn may tie it (a play-off).
  const atTheGoal = (solution: WinChanceSolution): number | null => solution.choices(300, 300, 300, 3).bank;

  it('is held where tied leaders play off, and the final round reads it rather than solve the play-off again', () => {
    const file = encodeWinTable(zilch(), { encoding: 'exact' });
    const chance = readWinTable(file).playOffChance;
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBeLessThan(1);
    expect(readWinTable(encodeWinTable(classic())).playOffChance).toBeNull();
    const solves = vi.spyOn(PlayOff.prototype as unknown as { firstTurn: () => number }, 'firstTurn');
    try {
      const decoded = decodeWinTable(file);
      expect(atTheGoal(decoded)).toBeGreaterThan(0);
      expect(atTheGoal(decoded)).toBe(atTheGoal(zilch()));
      expect(solves).not.toHaveBeenCalled();
      // The same table restored without its file solves the play-off: the spy sees it.
      const restored = restoreWinChance('zilch', { target: 600 }, zilch().table);
      expect(atTheGoal(restored)).toBe(atTheGoal(zilch()));
      expect(solves).toHaveBeenCalled();
    } finally {
      solves.mockRestore();
    }
    // Another chance in the file, its checksum made anew: the bank that may end in a tie is worth otherwise.
    const other = withChecksum(edited(file, (_, v) => { v.setFloat64(48, 0.9, true); }), zilch().table);
    expect(readWinTable(other).playOffChance).toBe(0.9);
    expect(atTheGoal(decodeWinTable(other))).not.toBe(atTheGoal(zilch()));
  }, 60_000);

  it('refused where it is not a chance, or not what the rules say of ties, and in a file of format 1', () => {
    const zilchFile = encodeWinTable(zilch(), { encoding: 'exact' });
    const classicFile = encodeWinTable(classic(), { encoding: 'exact' });
    for (const bad of [1.5, Number.NaN, -0.5, Infinity]) {
      expectFarkleError(() => decodeWinTable(withChecksum(edited(zilchFile, (_, v) => { v.setFloat64(48, bad, true); }), zilch().table)), 'invalid-table', 'table.playOff');
    }
    // Classic shares ties: a chance there is refused; zilch plays off: none (-1) is refused.
    const error = expectFarkleError(() => decodeWinTable(withChecksum(edited(classicFile, (_, v) => { v.setFloat64(48, 0.4, true); }), classic().table)), 'invalid-table', 'table.playOff');
    expect(error.message).toMatch(/counts a tie as half a win/);
    expectFarkleError(() => decodeWinTable(withChecksum(edited(zilchFile, (_, v) => { v.setFloat64(48, -1, true); }), zilch().table)), 'invalid-table', 'table.playOff');
    const old = expectFarkleError(() => decodeWinTable(edited(classicFile, (_, v) => { v.setUint16(8, 1, true); })), 'unsupported-table', 'table.format');
    expect(old.message).toMatch(/make it again/);
  }, 60_000);
});
