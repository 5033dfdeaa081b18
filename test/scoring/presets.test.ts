/**
 * presets: the five rule sets of RULES.md, one per seed text. The scoring
 * tables are compared with tables written out by hand from RULES.md
 * (test/support/tables.ts); the turn and game rules with its second table.
 */
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, isFarkle, legalKeeps, presets, scoreRoll, type Die, type PresetName, type Rules } from '../../src/index.js';
import { expectFarkleError, isDeepFrozen } from '../support/helpers.js';
import { PRESETS_OF_THE_RULES, presetTables } from '../support/tables.js';

type GameRules = Omit<Rules, 'name' | 'scoring' | 'end'> & { readonly end: Partial<Rules['end']> };

/** HOUSE-RULES.md's rules beyond the seeds: none of them is played by a preset (zilch plays six dice too). */
const houseRulesOff = {
  dice: 6,
  allDiceFarkle: null,
  wildDie: null,
  turn: {
    noRisk: false,
    carryOn: false,
    mustBeatLastBank: false,
    keepEveryScoringDie: false,
    rollAfterHotDice: false,
    rollAfterSet: false,
    clearCombo: false,
    secondChance: false,
  },
} as const;

/** RULES.md "Turn and game rules", one row per preset. Farkel's immediate win leaves ties unspecified. */
const gameRules: Readonly<Record<PresetName, GameRules>> = {
  classic: {
    ...houseRulesOff,
    players: { min: 2, max: 6 },
    firstPlayer: 'highestDie',
    bank: { entry: 500, minimum: 0 },
    farklePenalty: null,
    scoreFloor: null,
    lives: null,
    buyDice: null,
    highStakes: false,
    spicyDice: false,
    end: { target: 10000, trigger: 'exceed', finalRound: true, finalRoundRestarts: false, ties: 'share', lastStanding: null },
  },
  absolute: {
    ...houseRulesOff,
    players: { min: 2, max: null },
    firstPlayer: 'highestDie',
    bank: { entry: 1000, minimum: 350 },
    farklePenalty: { farkles: 3, points: 1000, resetAfterPenalty: true },
    scoreFloor: null,
    lives: null,
    buyDice: null,
    highStakes: false,
    spicyDice: false,
    end: { target: 10000, trigger: 'reach', finalRound: true, finalRoundRestarts: false, ties: 'playOff', lastStanding: null },
  },
  farkel: {
    ...houseRulesOff,
    players: { min: 2, max: 5 },
    firstPlayer: 'firstSix',
    bank: { entry: 0, minimum: 0 },
    farklePenalty: null,
    scoreFloor: null,
    lives: { start: 12, farkle: 1, sixDiceFarkle: 2, sixDiceFarkleOnHotDice: true },
    buyDice: { livesPerDie: 1 },
    highStakes: false,
    spicyDice: false,
    end: { target: 100000, trigger: 'reach', finalRound: false, finalRoundRestarts: false, lastStanding: { pointsPerRound: 10000 } },
  },
  spicy: {
    ...houseRulesOff,
    players: { min: 2, max: null },
    firstPlayer: 'highestDie',
    bank: { entry: 0, minimum: 0 },
    farklePenalty: null,
    scoreFloor: null,
    lives: null,
    buyDice: null,
    highStakes: false,
    spicyDice: true,
    end: { target: 25000, trigger: 'reach', finalRound: true, finalRoundRestarts: false, ties: 'share', lastStanding: null },
  },
  yarkle: {
    ...houseRulesOff,
    players: { min: 2, max: null },
    firstPlayer: 'highestDie',
    bank: { entry: 500, minimum: 0 },
    farklePenalty: { farkles: 3, points: 1000, resetAfterPenalty: true },
    scoreFloor: null,
    lives: null,
    buyDice: null,
    highStakes: false,
    spicyDice: false,
    end: { target: 10000, trigger: 'reach', finalRound: true, finalRoundRestarts: false, ties: 'share', lastStanding: null },
  },
  // HOUSE-RULES.md: every bank needs 300; the third zilch in a row costs 500; target 10,000 reached, as in absolute.
  zilch: {
    ...houseRulesOff,
    players: { min: 2, max: null },
    firstPlayer: 'highestDie',
    bank: { entry: 300, minimum: 300 },
    farklePenalty: { farkles: 3, points: 500, resetAfterPenalty: true },
    scoreFloor: null,
    lives: null,
    buyDice: null,
    highStakes: false,
    spicyDice: false,
    end: { target: 10000, trigger: 'reach', finalRound: true, finalRoundRestarts: false, ties: 'playOff', lastStanding: null },
  },
};

describe('presets', () => {
  it('holds exactly the five presets of RULES.md and zilch', () => {
    expect(Object.keys(presets).sort()).toEqual([...PRESET_NAMES].sort());
    expect([...PRESET_NAMES].sort()).toEqual([...PRESETS_OF_THE_RULES].sort());
  });

  it('is frozen, presets and all', () => {
    expect(isDeepFrozen(presets)).toBe(true);
  });

  describe.each(PRESET_NAMES)('%s', (name) => {
    const rules = presets[name];

    it('is named after its key', () => {
      expect(rules.name).toBe(name);
    });

    it('holds the scoring table of RULES.md', () => {
      expect(rules.scoring).toEqual(presetTables[name]);
    });

    it('holds the turn and game rules of RULES.md', () => {
      const { name: _name, scoring: _scoring, ...rest } = rules;
      expect(rest).toMatchObject(gameRules[name]);
      expect(Object.keys(rest).sort()).toEqual(Object.keys(gameRules[name]).sort());
    });

    it('is accepted by name or by value, with the same results', () => {
      const rolls: Die[][] = [[1, 1, 1, 1, 5, 5], [2, 3, 4, 6, 6, 3], [4, 3, 4, 4, 1, 6], [{ face: 1, spicy: false }, 5]];
      // A spicy die only where the rules have spicy dice.
      if (rules.spicyDice) rolls.push([{ face: 1, spicy: true }, 5]);
      for (const roll of rolls) {
        expect(scoreRoll(roll, name)).toEqual(scoreRoll(roll, rules));
        expect(legalKeeps(roll, name)).toEqual(legalKeeps(roll, rules));
        expect(isFarkle(roll, name)).toBe(isFarkle(roll, rules));
      }
    });
  });

  it('spicy, classic and yarkle share one table; absolute and farkel differ from it', () => {
    expect(presets.spicy.scoring).toEqual(presets.classic.scoring);
    expect(presets.yarkle.scoring).toEqual(presets.classic.scoring);
    expect(presets.absolute.scoring).not.toEqual(presets.classic.scoring);
    expect(presets.farkel.scoring).not.toEqual(presets.classic.scoring);
  });

  it.each(['Classic', 'farkle', 'Zilch', '', ' classic'])('rejects the unknown preset name %j', (name) => {
    expectFarkleError(() => scoreRoll([1], name as PresetName), 'unknown-preset');
  });
});
