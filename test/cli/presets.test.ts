/** `farkle-rules presets`: the presets side by side in blocks that fit 80 columns; cells from RULES.md and HOUSE-RULES.md. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES } from '../../src/index.js';
import { overlong, run } from './io.js';

/**
 * Reads the blocks back into rule set -> row label -> cell, joining a cell's wrapped lines: each
 * block's header gives where its columns start; a line with no label goes on the row above.
 */
function parse(out: string): Map<string, Map<string, string>> {
  const columns = new Map<string, Map<string, string>>();
  for (const block of out.split('\n\n')) {
    const [header = '', ...lines] = block.split('\n');
    const starts = [...header.matchAll(/\S+/g)].map((m) => ({ name: m[0], at: m.index }));
    for (const { name } of starts) columns.set(name, new Map());
    let label = '';
    for (const line of lines) {
      const first = starts[0]?.at ?? 0;
      const own = line.slice(0, first).trim();
      if (own !== '') label = own;
      starts.forEach(({ name, at }, i) => {
        const cell = line.slice(at, starts[i + 1]?.at ?? line.length).trim();
        const cells = columns.get(name) as Map<string, string>;
        if (cell !== '') cells.set(label, cells.has(label) && own === '' ? `${cells.get(label) ?? ''} ${cell}` : cell);
      });
    }
  }
  return columns;
}

describe('presets', () => {
  it('shows all six presets within 80 columns', async () => {
    const { code, out } = await run(['presets']);
    expect(code).toBe(0);
    expect(overlong(out)).toEqual([]);
    expect([...parse(out).keys()]).toEqual([...PRESET_NAMES]);
  });

  it('has the cells of RULES.md and of HOUSE-RULES.md for zilch', async () => {
    const table = parse((await run(['presets'])).out);
    const cell = (name: string, row: string): string | undefined => table.get(name)?.get(row);
    expect(cell('classic', 'single 1 / single 5')).toBe('100 / 50');
    expect(cell('farkel', 'single 1 / single 5')).toBe('1,000 / 500');
    expect(cell('classic', 'three of a kind')).toBe('1s 300, else 100 × face');
    expect(cell('farkel', 'three of a kind')).toBe('1s 10,000, else 1,000 × face');
    expect(cell('absolute', 'four of a kind')).toBe('2 × the set below');
    expect(cell('farkel', 'four of a kind')).toBe('-');
    expect(cell('absolute', 'three pairs')).toBe('500');
    expect(cell('farkel', 'three pairs')).toBe('10,000');
    expect(cell('classic', 'target')).toBe('above 10,000');
    expect(cell('spicy', 'target')).toBe('reach 25,000');
    expect(cell('farkel', 'final round')).toBe('no: wins at once');
    expect(cell('absolute', 'ties')).toBe('play off');
    expect(cell('absolute', 'bank: first / later')).toBe('1,000 / 350');
    expect(cell('farkel', 'lives')).toBe('12 (six-dice farkle -2)');
    expect(cell('spicy', 'spicy dice')).toBe('yes, × 2');
    // Zilch: sets double, a four counts as two pairs, six dice with nothing = 500, 300 on every bank, third zilch -500.
    expect(cell('zilch', 'three of a kind')).toBe('1s 1,000, else 100 × face');
    expect(cell('zilch', 'six of a kind')).toBe('2 × the set below');
    expect(cell('zilch', 'three pairs')).toBe('1,500, a four is 2 pairs');
    expect(cell('zilch', 'six dice, no score')).toBe('500');
    expect(cell('classic', 'six dice, no score')).toBe('-');
    expect(cell('zilch', 'bank: first / later')).toBe('300 / 300');
    expect(cell('zilch', 'farkle penalty')).toBe('3 in a row: -500');
    expect(cell('zilch', 'target')).toBe('reach 10,000');
  });

  it('leaves out the rows of options no preset sets, and shows them for a rules file that does', async () => {
    const plain = parse((await run(['presets'])).out).get('classic');
    for (const row of ['dice', 'high stakes', 'wild die', 'turn rules', 'full house']) expect(plain?.has(row), row).toBe(false);
    const dir = mkdtempSync(join(tmpdir(), 'farkle-rules-'));
    try {
      const path = join(dir, 'table.json');
      writeFileSync(path, JSON.stringify({ dice: 5, highStakes: true, wildDie: { face: 6 }, turn: { noRisk: true, carryOn: true } }));
      const { code, out } = await run(['presets', '--rules', path]);
      expect(code).toBe(0);
      expect(overlong(out)).toEqual([]);
      const table = parse(out);
      expect(table.get('table')?.get('dice')).toBe('5');
      expect(table.get('classic')?.get('dice')).toBe('6');
      expect(table.get('table')?.get('high stakes')).toBe('yes');
      expect(table.get('table')?.get('wild die')).toBe('in place of 6');
      expect(table.get('table')?.get('turn rules')).toBe('no risk, carry on');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adds no column for a preset name, and one for a target', async () => {
    expect([...parse((await run(['presets', '--rules', 'zilch'])).out).keys()]).toEqual([...PRESET_NAMES]);
    const { out } = await run(['presets', '--rules', 'yarkle', '--target', '5000']);
    expect(out).toMatch(/^ +yarkle, target/m);
    expect(out).toMatch(/^target +reach 5,000$/m);
  });
});
