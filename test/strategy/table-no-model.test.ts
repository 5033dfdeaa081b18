/**
 * Reading and decoding a table file builds no turn model: its plan finds the
 * rules' step from their points (`turnStep`), and the model waits for the
 * first decision. A model's build lists the keeps of every roll
 * (`Splitter.keeps`), which nothing else here asks for: a spy on it sees any
 * build. The rules score in their own way (a six-dice farkle of 600, a
 * multiple of their combinations' 50: `turnStep` needs no model), so no
 * model of theirs, nor keeps shared by content, exist before; the table is
 * made up and restored, not solved, so that no model is built to make it.
 */
import { describe, expect, it, vi } from 'vitest';
import { decodeWinTable, defineRules, encodeWinTable, readWinTable, restoreWinChance } from '../../src/index.js';
import { winPlan } from '../../src/strategy/race/win-chance.js';
import { Splitter } from '../../src/scoring/split.js';

describe('table files: no turn model to read one', () => {
  it('reads and decodes a file without listing a keep; its first decision then does', () => {
    const rules = defineRules({ name: 'our 600', scoring: { sixDiceFarkle: 600 }, end: { target: 300 } }, 'classic');
    const options = { target: 300 };
    const keeps = vi.spyOn(Splitter.prototype, 'keeps');
    try {
      const size = winPlan(rules, options).size;
      const made = Float64Array.from({ length: size }, (_, i) => (i % 7) / 7);
      const file = encodeWinTable(restoreWinChance(rules, options, made), { encoding: 'exact' });
      expect(readWinTable(file).states).toBe(size);
      const decoded = decodeWinTable(file);
      expect(decoded.winChance(0, 0)).toBe(made[0]);
      expect(keeps).not.toHaveBeenCalled();
      // The first decision builds the model: the spy sees its keeps.
      decoded.choices(0, 0, 100, 5);
      expect(keeps).toHaveBeenCalled();
    } finally {
      keeps.mockRestore();
    }
  });
});
