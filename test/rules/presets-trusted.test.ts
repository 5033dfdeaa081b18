/**
 * The presets are trusted data: written out in src/rules/presets.ts and not
 * validated when the library is imported (so that an app that only scores
 * rolls carries no validator). This test is their validation: each is exactly
 * what validating it would produce, key order included, deeply frozen, and
 * the one object for its content.
 */
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, presets, resolveRules, scoreRoll } from '../../src/index.js';
import { readRules } from '../../src/rules/validate.js';
import { isDeepFrozen } from '../support/helpers.js';

describe.each(PRESET_NAMES)('preset %s', (name) => {
  const preset = presets[name];

  it('is what validation makes of it, with its keys in the same order', () => {
    const copy: unknown = JSON.parse(JSON.stringify(preset));
    const validated = readRules(copy);
    expect(validated).toEqual(preset);
    expect(JSON.stringify(validated)).toBe(JSON.stringify(preset));
  });

  it('is deeply frozen', () => {
    expect(isDeepFrozen(preset)).toBe(true);
  });

  it('is the one object for its content: a JSON copy resolves to it', () => {
    expect(resolveRules(JSON.parse(JSON.stringify(preset)) as typeof preset)).toBe(preset);
  });

  it('is taken by the scoring functions as it is, by name or by value', () => {
    expect(scoreRoll([1, 5], preset)).toBe(scoreRoll([1, 5], name));
  });
});

describe('presets', () => {
  it('that score alike share one scoring object (and so one table)', () => {
    expect(presets.yarkle.scoring).toBe(presets.classic.scoring);
    expect(presets.spicy.scoring).toBe(presets.classic.scoring);
  });
});
