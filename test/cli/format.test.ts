/** The CLI's number and table formatting. */
import { describe, expect, it } from 'vitest';
import { decimal, percent, points, shown, table } from '../../src/cli/format.js';

describe('format', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1,000'],
    [-1250, '-1,250'],
    [153500, '153,500'],
  ])('points(%d) is %s', (value, text) => {
    expect(points(value)).toBe(text);
  });

  it.each([
    [542.0625, 2, '542.06'],
    [1340.44, 1, '1,340.4'],
    [0.04, 1, '0.0'],
    [-0.04, 1, '0.0'],
    [-1234.56, 1, '-1,234.6'],
    [999.96, 1, '1,000.0'],
    [12, 0, '12'],
  ])('decimal(%d, %d) is %s', (value, digits, text) => {
    expect(decimal(value, digits)).toBe(text);
  });

  it.each([
    [1080 / 46656, 2, '2.31%'],
    [1, 0, '100%'],
    [0.5, 2, '50.00%'],
  ])('percent(%d, %d) is %s', (share, digits, text) => {
    expect(percent(share, digits)).toBe(text);
  });

  it('lays out columns, right-aligned after the first unless told', () => {
    expect(table([['a', '1', 'x'], ['bbb', '100', 'yy']], 'lrl')).toBe('a      1  x\nbbb  100  yy');
  });
});

describe('shown', () => {
  it.each([
    ['1 5 5', '1 5 5'],
    ['\x1b[31mred\x1b[0m', '?[31mred?[0m'],
    ['a\r\nb\tc\u0000d\u007f', 'a??b?c?d?'],
    // Bidi override and zero-width space: format characters that would rearrange or hide text.
    ['ab\u202ecd\u200b', 'ab?cd?'],
    ['x'.repeat(40), 'x'.repeat(40)],
    ['x'.repeat(41), `${'x'.repeat(39)}…`],
    ['é'.repeat(50), `${'é'.repeat(39)}…`],
    ['🎲'.repeat(40), '🎲'.repeat(40)],
    ['🎲'.repeat(41), `${'🎲'.repeat(39)}…`],
  ])('shown(%j) is %j', (text, expected) => {
    expect(shown(text)).toBe(expected);
  });

  it('cuts a 10 MB line to 40 characters', () => {
    expect(shown('y'.repeat(10_000_000))).toBe(`${'y'.repeat(39)}…`);
    expect(shown('y'.repeat(100), 10)).toBe(`${'y'.repeat(9)}…`);
  });
});
