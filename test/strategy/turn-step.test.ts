/**
 * A rule set's points per step found without its turn model (`turnStep`,
 * what a table file's plan reads): the step of the model itself, for every
 * preset and any house rules; and, from the rules' own points, the greatest
 * common divisor of what they score.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineRules, type PresetName } from '../../src/index.js';
import { turnModel, turnStep } from '../../src/strategy/turn/model.js';
import { anyRulesArb, rulesOf } from '../support/rule-space.js';
import { PRESETS_OF_THE_RULES } from '../support/tables.js';

describe('turnStep', () => {
  it.each(PRESETS_OF_THE_RULES.map((name) => [name]))('%s: the step of its turn model', (name: PresetName) => {
    // A copy under another name: neither its model nor its step is known before.
    const rules = defineRules({ name: `our ${name}` }, name);
    const step = turnStep(rules);
    expect(step).toBe(turnModel(rules).step);
  });

  it('is the greatest common divisor of the points the rules score, the six-dice farkle too', () => {
    expect(turnStep(defineRules({ name: 'a' }, 'classic'))).toBe(50);
    // 525 with combinations of 50s: every roll scores a multiple of 25, and six dice that score nothing 525.
    expect(turnStep(defineRules({ name: 'b', scoring: { sixDiceFarkle: 525 } }, 'classic'))).toBe(25);
    expect(turnStep(defineRules({ name: 'c', scoring: { sixDiceFarkle: 600 } }, 'classic'))).toBe(50);
    expect(turnStep(defineRules({ name: 'd', scoring: { singles: { 1: 100, 5: 30 } } }, 'classic'))).toBe(10);
  });

  it('any house rules: the step of the model built after it', () => {
    fc.assert(
      fc.property(anyRulesArb, (drawn) => {
        const rules = rulesOf(drawn);
        const step = turnStep(rules);
        expect(step).toBe(turnModel(rules).step);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
