/**
 * Table files (src/strategy/tables/FORMAT.md): every kind of solve written
 * and read back, exact bit for bit and compact within 2^-24; a reader
 * written here from the format's text alone decodes the library's files to
 * the same values; the same solve gives the same bytes; and a file for
 * other rules or another target, of another version, damaged, truncated
 * or made up is refused with its own code at its own path.
 */
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  decodeWinTable,
  defineRules,
  encodeWinTable,
  optimalWinChance,
  readWinTable,
  rulesFingerprint,
  type WinChanceSolution,
} from '../../src/index.js';
import { hashBytes } from '../../src/hash.js';
import { winPlan } from '../../src/strategy/race/win-chance.js';
import { solvedAgain } from '../../src/strategy/tables/verify.js';
import { expectFarkleError } from '../support/helpers.js';
import { edited, withChecksum } from '../support/table-bytes.js';

const SOLVES: readonly [string, () => WinChanceSolution][] = [
  ['classic to 1,500', () => optimalWinChance('classic', { target: 1500 })],
  ['zilch to 600 (penalties: streak tags, scores below zero)', () => optimalWinChance('zilch', { target: 600 })],
  ['farkel to 1,000 (lives: two chances a state)', () => optimalWinChance('farkel', { target: 1000 })],
  ['high stakes to 500 (offers in the table)', () => optimalWinChance(defineRules({ highStakes: true, end: { target: 500 } }), { target: 500 })],
  ['spicy to 300 (dice by id)', () => optimalWinChance('spicy', { target: 300 })],
];

const solved = new Map<string, WinChanceSolution>();
const solve = (label: string): WinChanceSolution => {
  let solution = solved.get(label);
  if (solution === undefined) {
    solution = (SOLVES.find(([name]) => name === label) as (typeof SOLVES)[number])[1]();
    solved.set(label, solution);
  }
  return solution;
};
const classic = (): WinChanceSolution => solve('classic to 1,500');

// ---------------------------------------------------------------- a reader from FORMAT.md alone

interface Read {
  readonly fields: Record<string, number>;
  readonly rules: unknown;
  readonly values: Float64Array;
}

/** A table file read as FORMAT.md says, knowing the grid (scores a side, tags) for a compact body. */
function readFromSpec(file: Uint8Array, grid: { scores: number; tags: number } | null): Read {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const fields = {
    format: view.getUint16(8, true),
    layout: view.getUint16(10, true),
    encoding: view.getUint8(12),
    width: view.getUint8(13),
    states: view.getUint32(16, true),
    target: view.getUint32(20, true),
    firstPlayer: view.getFloat64(32, true),
    maxError: view.getFloat64(40, true),
    playOff: view.getFloat64(48, true),
    rulesBytes: view.getUint32(88, true),
    bodyBytes: view.getUint32(92, true),
  };
  const rules: unknown = JSON.parse(new TextDecoder().decode(file.subarray(96, 96 + fields.rulesBytes)));
  const body = 96 + fields.rulesBytes;
  const values = new Float64Array(fields.states);
  if (fields.encoding === 1) {
    for (let i = 0; i < fields.states; i++) values[i] = view.getFloat64(body + 8 * i, true);
    return { fields, rules, values };
  }
  let bit = 0;
  const next = (): number => {
    const b = ((file[body + (bit >> 3)] ?? 0) >> (bit & 7)) & 1;
    bit++;
    return b;
  };
  const number = (n: number): number => {
    let x = 0;
    for (let i = 0; i < n; i++) x += next() * 2 ** i;
    return x;
  };
  let k = 0;
  let coded = 0;
  const residual = (): number => {
    if (coded++ % 64 === 0) k = number(5);
    let quotient = 0;
    while (quotient < 16 && next() === 1) quotient++;
    const u = quotient === 16 ? number(27) : quotient * 2 ** k + number(k);
    return u % 2 === 0 ? u / 2 : -(u + 1) / 2;
  };
  const q = new Array<number>(fields.states).fill(0);
  if (grid === null) {
    const w = fields.width;
    for (let c = 0; c < w; c++) for (let s = c; s < fields.states; s += w) q[s] = (s < w ? 2 ** 22 : (q[s - w] as number)) + residual();
  } else {
    const { scores: S, tags } = grid;
    const at = (t: number, i: number, j: number): number => (t * S + i) * S + j;
    for (let t = 0; t < tags; t++) {
      const d = (i: number, j: number): number => (q[at(t, i, j)] as number) - (t === 0 ? 0 : (q[at(0, i, j)] as number));
      for (let i = 0; i < S; i++) {
        for (let j = 0; j < S; j++) {
          let guess: number;
          if (i === 0 && j === 0) guess = 0;
          else if (i === 0) guess = d(0, j - 1);
          else if (j === 0) guess = d(i - 1, 0);
          else if (i === 1 || j === 1) guess = d(i, j - 1) + d(i - 1, j) - d(i - 1, j - 1);
          else {
            const a = d(i, j - 1);
            const b = d(i - 1, j);
            guess = Math.floor((2 * (a + b - d(i - 1, j - 1)) + 2 * a - d(i, j - 2) + 2 * b - d(i - 2, j) + 2) / 4);
          }
          const from = t === 0 ? (i === 0 && j === 0 ? 2 ** 22 : 0) : (q[at(0, i, j)] as number);
          q[at(t, i, j)] = from + guess + residual();
        }
      }
    }
  }
  expect(Math.ceil(bit / 8)).toBe(fields.bodyBytes);
  q.forEach((value, i) => (values[i] = value / 2 ** 23));
  return { fields, rules, values };
}

/** The grid of a zero-sum race's table: its tags of scores × scores. */
function gridOf(solution: WinChanceSolution, scores: number): { scores: number; tags: number } {
  return { scores, tags: solution.table.length / (scores * scores) };
}

// ---------------------------------------------------------------- round trips

describe('table files: round trips', () => {
  it.each(SOLVES.map(([label]) => [label]))('%s: exact is the solve bit for bit, compact within 2^-24, both read again as written', (label) => {
    const solution = solve(label);
    const exact = encodeWinTable(solution, { encoding: 'exact' });
    const back = decodeWinTable(exact);
    expect(Buffer.from(back.table.buffer).equals(Buffer.from(solution.table.buffer))).toBe(true);
    expect(back.firstPlayerWinChance).toBe(solution.firstPlayerWinChance);
    expect(back.rules).toBe(solution.rules);
    const compact = encodeWinTable(solution);
    const near = decodeWinTable(compact);
    let largest = 0;
    for (let i = 0; i < solution.table.length; i++) largest = Math.max(largest, Math.abs((near.table[i] ?? 0) - (solution.table[i] ?? 0)));
    expect(largest).toBeLessThanOrEqual(2 ** -24);
    expect(readWinTable(compact)).toMatchObject({ encoding: 'compact', maxError: 2 ** -24, target: solution.target, states: solution.table.length });
    expect(readWinTable(exact)).toMatchObject({ encoding: 'exact', maxError: 0, firstPlayerWinChance: solution.firstPlayerWinChance });
    // Written again from what was read: an exact file, the same bytes; a compact one, the same values (its first player's chance is the decoded table's).
    expect(Buffer.from(encodeWinTable(back, { encoding: 'exact' })).equals(Buffer.from(exact))).toBe(true);
    expect(Buffer.from(encodeWinTable(solution)).equals(Buffer.from(compact))).toBe(true);
    const again = encodeWinTable(near);
    expect(Buffer.from(again.subarray(96)).equals(Buffer.from(compact.subarray(96)))).toBe(true);
  }, 120_000);

  it('a reader written from FORMAT.md alone reads the library’s files to the same values', () => {
    const zilch = solve('zilch to 600 (penalties: streak tags, scores below zero)');
    // The scores a side of a grid, from the lowest score the penalties reach to below the goal, as the plan has them.
    const scores = (rules: 'classic' | 'zilch', target: number): number => {
      const space = winPlan(rules, { target }).space;
      if (space === null) throw new Error('a zero-sum race has a space');
      return space.goal - space.lowest;
    };
    for (const [solution, grid] of [
      [classic(), gridOf(classic(), scores('classic', 1500))],
      [zilch, gridOf(zilch, scores('zilch', 600))],
      [solve('farkel to 1,000 (lives: two chances a state)'), null],
    ] as const) {
      for (const encoding of ['exact', 'compact'] as const) {
        const file = encodeWinTable(solution, { encoding });
        const read = readFromSpec(file, grid);
        expect(read.fields).toMatchObject({ format: 2, layout: 1, encoding: encoding === 'exact' ? 1 : 2, states: solution.table.length, target: solution.target });
        expect(96 + read.fields.rulesBytes! + read.fields.bodyBytes!).toBe(file.length);
        expect(read.rules).toEqual(JSON.parse(JSON.stringify(solution.rules)));
        expect([...read.values]).toEqual([...decodeWinTable(file).table]);
        // The checksum: MurmurHash3 x86 128 (src/hash.ts, checked in the generator's tests) of the first 72 bytes, the rules and the values' own hash.
        const view = new DataView(file.buffer, file.byteOffset);
        const words = [0, 1, 2, 3].map((i) => view.getUint32(72 + 4 * i, true));
        const own = hashBytes(new Uint8Array(read.values.buffer));
        const joined = new Uint8Array([...file.subarray(0, 72), ...file.subarray(96, 96 + (read.fields.rulesBytes ?? 0)), ...new Uint8Array(Uint32Array.from(own).buffer)]);
        expect(words).toEqual(hashBytes(joined));
      }
    }
  });

  it('the fingerprint ignores the rules’ name and target, and nothing else', () => {
    expect(rulesFingerprint('zilch')).toBe(rulesFingerprint(defineRules({ name: 'our zilch' }, 'zilch')));
    expect(rulesFingerprint('farkel')).toBe(rulesFingerprint(defineRules({ end: { target: 5000 } }, 'farkel')));
    expect(rulesFingerprint('zilch')).not.toBe(rulesFingerprint(defineRules({ bank: { entry: 350 } }, 'zilch')));
    expect(rulesFingerprint('zilch')).not.toBe(rulesFingerprint(defineRules({ end: { trigger: 'exceed' } }, 'zilch')));
    expect(rulesFingerprint('classic')).toMatch(/^[0-9a-f]{32}$/);
    const file = encodeWinTable(optimalWinChance(defineRules({ name: 'house' }, 'classic'), { target: 500 }));
    expect(decodeWinTable(file, { rules: 'classic', target: 500 }).target).toBe(500);
  });

  it('reads any view of the bytes: a Buffer, an ArrayBuffer, a Uint8Array at an offset; and changes none', () => {
    const file = encodeWinTable(classic());
    const copy = Uint8Array.from(file);
    const shifted = new Uint8Array(file.length + 3);
    shifted.set(file, 3);
    const views: (Uint8Array | ArrayBuffer)[] = [Buffer.from(file), file.buffer.slice(0) as ArrayBuffer, shifted.subarray(3)];
    for (const view of views) expect(decodeWinTable(view).table).toEqual(decodeWinTable(file).table);
    expect(file).toEqual(copy);
  });
});

describe('table files: states solved again from a table’s own values (the tables’ check in CI)', () => {
  it.each(SOLVES.filter(([label]) => !label.startsWith('spicy')).map(([label]) => [label]))('%s: the solve’s own table gives each state back to 1e-12, a compact one to twice its error, a damaged one not', (label) => {
    const solution = solve(label);
    expect(solvedAgain(solution, 300, 3)).toMatchObject({ states: 300 });
    expect(solvedAgain(solution, 300, 3).largest).toBeLessThanOrEqual(1e-12);
    const compact = decodeWinTable(encodeWinTable(solution));
    expect(solvedAgain(compact, 300, 3).largest).toBeLessThanOrEqual(2 * 2 ** -24);
    // Every fifth chance raised by 1e-4: the states that read them (or are them) are found out.
    const damaged = Float64Array.from(solution.table, (value, i) => (i % 5 === 0 ? Math.min(1, value + 1e-4) : value));
    expect(solvedAgain({ ...solution, table: damaged }, 300, 3).largest).toBeGreaterThan(1e-5);
  }, 60_000);
});

// ---------------------------------------------------------------- refusals

describe('table files: refusals', () => {
  const file = (): Uint8Array => encodeWinTable(classic());
  const exact = (): Uint8Array => encodeWinTable(classic(), { encoding: 'exact' });
  const rulesEnd = (bytes: Uint8Array): number => 96 + new DataView(bytes.buffer, bytes.byteOffset).getUint32(88, true);

  it.each([
    ['a string', 'FRKLTABL'],
    ['null', null],
    ['an array of numbers', [70, 82, 75]],
    ['a Float64Array', new Float64Array(20)],
  ])('what is not bytes: %s', (_, value) => {
    expectFarkleError(() => decodeWinTable(value as never), 'invalid-table', 'table');
  });

  it('other bytes: empty, short, another file, the header alone', () => {
    expectFarkleError(() => decodeWinTable(new Uint8Array(0)), 'invalid-table', 'table');
    expectFarkleError(() => decodeWinTable(new TextEncoder().encode('{"version":2,"rules":"classic"}'.padEnd(200, ' '))), 'invalid-table', 'table.magic');
    expectFarkleError(() => decodeWinTable(file().subarray(0, 96)), 'invalid-table', 'table');
  });

  it('truncated anywhere, or with a byte after its end', () => {
    const whole = file();
    for (const length of [1, 40, 87, 100, rulesEnd(whole), whole.length - 1]) {
      const error = expectFarkleError(() => decodeWinTable(whole.subarray(0, length)), 'invalid-table');
      expect(error.path).toBe(length < 8 ? 'table' : 'table');
    }
    const longer = new Uint8Array(whole.length + 1);
    longer.set(whole);
    expectFarkleError(() => decodeWinTable(longer), 'invalid-table', 'table');
  });

  it('another format, layout or encoding version: unsupported-table, at each', () => {
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint16(8, 3, true); })), 'unsupported-table', 'table.format');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint16(10, 0, true); })), 'unsupported-table', 'table.layout');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint8(12, 3); })), 'unsupported-table', 'table.encoding');
    expect(catchMessage(() => decodeWinTable(edited(file(), (_, v) => { v.setUint16(8, 9, true); })))).toMatch(/upgrade farkle-rules/);
  });

  it('a header that does not add up: width, reserved bytes, states, target, chances, error, lengths', () => {
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint8(13, 3); })), 'invalid-table', 'table.width');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint16(14, 1, true); })), 'invalid-table', 'table.reserved');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint32(16, 0, true); })), 'invalid-table', 'table.states');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint32(16, 901, true); })), 'invalid-table', 'table.states');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint32(20, 0, true); })), 'invalid-table', 'table.target');
    // Another target makes another table: its number of states is not the file's.
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint32(20, 2000, true); })), 'invalid-table', 'table.states');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint32(20, 4_000_000_000, true); })), 'invalid-table', 'table.target');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setFloat64(24, -1, true); })), 'invalid-table', 'table.tolerance');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setFloat64(32, Number.NaN, true); })), 'invalid-table', 'table.firstPlayerWinChance');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setFloat64(40, 0, true); })), 'invalid-table', 'table.maxError');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint32(88, 0, true); })), 'invalid-table', 'table.rules');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint32(88, 70_000, true); })), 'invalid-table', 'table.rules');
    expectFarkleError(() => decodeWinTable(edited(file(), (_, v) => { v.setUint32(92, 4_000_000_000, true); })), 'invalid-table', 'table');
    expectFarkleError(() => decodeWinTable(edited(exact(), (_, v) => { v.setUint32(92, v.getUint32(92, true) - 8, true); }).subarray(0, exact().length - 8)), 'invalid-table', 'table.body');
  });

  it('rules that are not rules, or not the fingerprint’s', () => {
    expectFarkleError(() => decodeWinTable(edited(file(), (b) => (b[96] = 0x7b + 1))), 'invalid-table', 'table.rules');
    expectFarkleError(() => decodeWinTable(edited(file(), (b) => (b[97] = 0xff))), 'invalid-table', 'table.rules');
    // Valid rules of another game in the same number of bytes: "entry":500 becomes "entry":600.
    const text = new TextDecoder().decode(file().subarray(96, rulesEnd(file())));
    const other = text.replace('"entry":500', '"entry":600');
    expect(other).not.toBe(text);
    const swapped = edited(file(), (b) => { b.set(new TextEncoder().encode(other), 96); });
    expectFarkleError(() => decodeWinTable(swapped), 'invalid-table', 'table.fingerprint');
    // The same rules under another name: the fingerprint holds, but the checksum covers the rules' bytes.
    const renamed = edited(file(), (b) => { b.set(new TextEncoder().encode(text.replace('"name":"classic"', '"name":"clossic"')), 96); });
    expectFarkleError(() => decodeWinTable(renamed), 'invalid-table', 'table.checksum');
  });

  it('values damaged: a byte of the body or the checksum changed, values that are not chances', () => {
    const whole = file();
    for (const at of [rulesEnd(whole), rulesEnd(whole) + 1000, whole.length - 1]) {
      const error = expectFarkleError(() => decodeWinTable(edited(whole, (b) => (b[at] = (b[at] ?? 0) ^ 0x10))), 'invalid-table');
      expect(['table.body', 'table.checksum']).toContain(error.path);
    }
    expectFarkleError(() => decodeWinTable(edited(whole, (b) => (b[72] = (b[72] ?? 0) ^ 1))), 'invalid-table', 'table.checksum');
    // An exact body whose values are not chances is refused for them, even where a checksum was made of them.
    for (const bad of [Number.NaN, 1.5, -0.25, Infinity]) {
      const values = Float64Array.from(classic().table);
      values[7] = bad;
      const body = edited(exact(), (_, v) => { v.setFloat64(rulesEnd(exact()) + 8 * 7, bad, true); });
      expectFarkleError(() => decodeWinTable(withChecksum(body, values)), 'invalid-table', 'table.body');
    }
  });

  it('a compact body that decodes outside 0 to 1, goes on after its values, or runs out', () => {
    const whole = file();
    // The first block's parameter: 25, every value past its range.
    const far = edited(whole, (b) => (b[rulesEnd(whole)] = ((b[rulesEnd(whole)] ?? 0) & ~31) | 25));
    expect(['table.body', 'table.checksum']).toContain(catchPath(() => decodeWinTable(far)));
    // A body of only escapes (16 ones, then 27 bits): values past every bound.
    const ones = new Uint8Array(whole.length);
    ones.set(whole.subarray(0, rulesEnd(whole)));
    ones.fill(0xff, rulesEnd(whole));
    expectFarkleError(() => decodeWinTable(ones), 'invalid-table', 'table.body');
    // A byte more of zeros: the values end before the body does.
    const padded = new Uint8Array(whole.length + 1);
    padded.set(whole);
    new DataView(padded.buffer).setUint32(92, new DataView(whole.buffer).getUint32(92, true) + 1, true);
    expectFarkleError(() => decodeWinTable(padded), 'invalid-table', 'table.body');
    // A byte fewer: the values run past its end.
    const cut = whole.slice(0, whole.length - 1);
    new DataView(cut.buffer).setUint32(92, new DataView(whole.buffer).getUint32(92, true) - 1, true);
    expectFarkleError(() => decodeWinTable(cut), 'invalid-table', 'table.body');
  });

  it('a compact body too short for the values its header claims: refused before room is made for them', () => {
    // Farkel's file to 1,000 (a few kB) made to claim farkel to 20,000: 92 million numbers, which at a bit each need 11 MB.
    const small = encodeWinTable(solve('farkel to 1,000 (lives: two chances a state)'));
    const claimed = winPlan(readWinTable(small).rules, { target: 20_000 }).size;
    expect(claimed).toBeGreaterThan(64 * small.length);
    const hostile = edited(small, (_, v) => {
      v.setUint32(16, claimed, true);
      v.setUint32(20, 20_000, true);
    });
    // readWinTable decodes no value: its refusal is made from the lengths alone.
    expectFarkleError(() => readWinTable(hostile), 'invalid-table', 'table.body');
    expect(catchMessage(() => decodeWinTable(hostile))).toMatch(/take at least \d+ bytes; the body has \d+: truncated or corrupt/);
    // The least is a bit a value and 5 a block: a body of that length passes the lengths (and fails its checksum).
    const count = readWinTable(file()).states;
    const least = Math.ceil((count + 5 * Math.ceil(count / 64)) / 8);
    const bytes = (length: number): Uint8Array => {
      const made = new Uint8Array(rulesEnd(file()) + length);
      made.set(file().subarray(0, rulesEnd(file())));
      new DataView(made.buffer).setUint32(92, length, true);
      return made;
    };
    expectFarkleError(() => readWinTable(bytes(least - 1)), 'invalid-table', 'table.body');
    expect(readWinTable(bytes(least)).states).toBe(count);
    expectFarkleError(() => decodeWinTable(bytes(least)), 'invalid-table', 'table.checksum');
  });

  it('a sound table for other rules or another target: table-mismatch', () => {
    expectFarkleError(() => decodeWinTable(file(), { rules: 'zilch' }), 'table-mismatch', 'table.rules');
    expectFarkleError(() => decodeWinTable(file(), { target: 10000 }), 'table-mismatch', 'table.target');
    expect(decodeWinTable(file(), { rules: 'classic', target: 1500 }).target).toBe(1500);
    expectFarkleError(() => decodeWinTable(file(), { rules: 'clasic' as never }), 'unknown-preset');
    expectFarkleError(() => decodeWinTable(file(), { target: 1500, seed: 1 } as never), 'invalid-options');
  });

  it('any file damaged at random is refused with one of the three codes, never read as another game', () => {
    const whole = file();
    let seed = 12345;
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    for (let round = 0; round < 400; round++) {
      const bytes = Uint8Array.from(whole);
      const kind = random(3);
      let damaged: Uint8Array = bytes;
      if (kind === 0) {
        for (let n = 1 + random(4); n > 0; n--) {
          const at = random(bytes.length);
          bytes[at] = (bytes[at] ?? 0) ^ (1 << random(8));
        }
      }
      else if (kind === 1) damaged = bytes.subarray(0, random(bytes.length));
      else {
        damaged = new Uint8Array(bytes.length + 1 + random(8));
        damaged.set(bytes);
      }
      if (Buffer.from(damaged).equals(Buffer.from(whole))) continue;
      try {
        decodeWinTable(damaged);
        throw new Error(`round ${round}: a damaged file was read`);
      } catch (error) {
        expect(error).toBeInstanceOf(FarkleError);
        expect(['invalid-table', 'unsupported-table']).toContain((error as FarkleError).code);
        expect((error as FarkleError).message.length).toBeLessThan(500);
      }
    }
  });
});

function catchMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return '';
}

function catchPath(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof FarkleError ? error.path : 'not a FarkleError';
  }
  return undefined;
}
