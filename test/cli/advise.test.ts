/** `farkle-rules advise`: the best keep is optimalTurn's, and every legal keep is listed with its values. */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, optimalTurn, type Die, type NumberedDie, type PresetName } from '../../src/index.js';
import { adviseGame } from '../../src/strategy/advice/advice.js';
import { decimal, percent, points } from '../../src/cli/format.js';
import { overlong, run, withRules } from './io.js';

/** Each command line with what it says, written out: the dice (a spicy die as `4*`), the rules, the turn total, on the board or not. */
const CASES: readonly { args: string[]; dice: (Die | NumberedDie)[]; rules: PresetName; turn: number; onBoard: boolean }[] = [
  { args: ['1', '1', '5', '2', '3', '4', '--turn', '350'], dice: [1, 1, 5, 2, 3, 4], rules: 'classic', turn: 350, onBoard: true },
  { args: ['1', '1', '5', '2', '3', '4', '--not-on-board'], dice: [1, 1, 5, 2, 3, 4], rules: 'classic', turn: 0, onBoard: false },
  {
    args: ['1', '1', '5', '2', '3', '4', '--turn', '350', '--rules', 'yarkle', '--not-on-board'],
    dice: [1, 1, 5, 2, 3, 4],
    rules: 'yarkle',
    turn: 350,
    onBoard: false,
  },
  { args: ['5', '5', '5', '1', '2', '--turn', '1000', '--rules', 'absolute'], dice: [5, 5, 5, 1, 2], rules: 'absolute', turn: 1000, onBoard: true },
  { args: ['1', '2', '3', '4', '5', '6'], dice: [1, 2, 3, 4, 5, 6], rules: 'classic', turn: 0, onBoard: true },
  { args: ['4', '4', '1', '--rules', 'farkel', '--turn', '5000'], dice: [4, 4, 1], rules: 'farkel', turn: 5000, onBoard: true },
  // Spicy dice are told apart: the dice typed are dice 1, 2, ... in order (ids 0, 1, ...), and die 4 shows its red face.
  {
    args: ['4', '4', '1', '4*', '--rules', 'spicy'],
    dice: [
      { id: 0, face: 4 },
      { id: 1, face: 4 },
      { id: 2, face: 1 },
      { id: 3, face: 4, spicy: true },
    ],
    rules: 'spicy',
    turn: 0,
    onBoard: true,
  },
];

/** Faces as the CLI shows a keep: ascending. */
function sorted(faces: readonly number[]): string {
  return [...faces].sort((a, b) => a - b).join(' ');
}

describe('advise', () => {
  it.each(CASES)('advise $args', async ({ args, dice, rules, turn, onBoard }) => {
    const { code, out } = await run(['advise', ...args]);
    expect(code).toBe(0);
    expect(overlong(out)).toEqual([]);
    const advice = optimalTurn(rules, { onBoard }).advise(dice, turn);
    const best = advice[0]!;
    const then = best.then === 'bank' ? 'bank' : `roll ${best.diceToRoll} di${best.diceToRoll === 1 ? 'e' : 'ce'} on`;
    const bestLine = out.split('\n').find((line) => line.startsWith('Best: '))!;
    expect(bestLine.replace(/\*/g, '')).toBe(`Best: keep ${sorted(best.keep.faces)} for ${points(best.keep.points)} (turn total ${points(best.turnTotal)}), then ${then}.`);
    expect(out).toContain(`roll ${best.diceToRoll === 1 ? '1 die' : `${best.diceToRoll} dice`} on ${decimal(best.rollValue)}`);
    expect(out).toContain(best.bankValue === null ? 'banking not allowed yet' : `bank ${points(best.bankValue)},`);
    expect(out).toContain(`Every legal keep (${advice.length})`);
    // One table row per keep, in the advised order, each with its roll-on value and choice.
    const rows = out.split('\n').slice(out.split('\n').findIndex((l) => l.trimStart().startsWith('keep ')) + 1).filter((l) => l !== '');
    expect(rows).toHaveLength(advice.length);
    rows.forEach((row, i) => {
      const a = advice[i]!;
      expect(row.replace(/\*/g, '').trim().startsWith(sorted(a.keep.faces))).toBe(true);
      expect(row).toMatch(new RegExp(`${decimal(a.rollValue).replace('.', '\\.')}\\s+${a.then}$`));
    });
  });

  it('marks the spicy dice kept', async () => {
    const { out } = await run(['advise', '1*', '1', '5', '--rules', 'spicy']);
    expect(out).toContain('Best: keep 1* 1 5 for 350');
    expect(out).toMatch(/^ {2}1\*\s+200\s/m);
    expect(out).toMatch(/^ {2}1\s+100\s/m);
  });

  it('says when the roll farkles', async () => {
    const { code, out } = await run(['advise', '2', '3', '4', '6', '6', '3', '--turn', '300']);
    expect(code).toBe(0);
    expect(out).toContain('Farkle: no die scores; the turn total of 300 is lost.');
  });

  it('shows the bank minimum that applies', async () => {
    expect((await run(['advise', '1', '--rules', 'absolute'])).out).toContain('; absolute rules, on the board (350 to bank)');
    expect((await run(['advise', '1', '--not-on-board'])).out).toContain('; classic rules, not on the board (500 to bank)');
  });

  it.each([
    [['advise', '1', '7'], 'invalid-die'],
    [['advise'], 'no-dice'],
    [['advise', '1', '--turn', 'lots'], 'invalid-options'],
    [['advise', '1', '--turn=-50'], 'invalid-options'],
    [['advise', '1', '1', '1', '1', '1', '1', '1'], 'too-many-dice'],
  ])('%j fails with %s', async (argv, code) => {
    const result = await run(argv);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`[${code}]`);
  });
});

describe('advise under house rules (a rules file)', () => {
  it('five dice: hot dice rolls five again', async () => {
    await withRules({ dice: 5, bank: { entry: 0 } }, async (path) => {
      const { code, out } = await run(['advise', '1', '1', '1', '5', '5', '--turn', '0', '--rules', path]);
      expect(code).toBe(0);
      const advice = optimalTurn(defineRules({ dice: 5, bank: { entry: 0 } })).advise([1, 1, 1, 5, 5]);
      const all = advice.find((a) => a.keep.dice.length === 5)!;
      expect(all.diceToRoll).toBe(5);
      expect(out).toMatch(new RegExp(`^ {2}1 1 1 5 5 +${points(all.keep.points)} +${points(all.turnTotal)} +5 `, 'm'));
    });
  });

  it('must roll after hot dice: the keep of every die says banking is not allowed after it', async () => {
    await withRules({ bank: { entry: 0 }, turn: { rollAfterHotDice: true } }, async (path) => {
      const { out } = await run(['advise', '1', '1', '1', '5', '5', '1', '--rules', path]);
      expect(out).toMatch(/^Best: keep 1 1 1 1 5 5 for .*, then roll 6 dice on\.$/m);
      expect(out).toContain('banking not allowed after this keep');
    });
  });

  it('must set aside every scoring die: one keep is listed', async () => {
    await withRules({ turn: { keepEveryScoringDie: true } }, async (path) => {
      const { out } = await run(['advise', '1', '5', '2', '3', '4', '6', '--rules', path]);
      expect(out).toContain('Every legal keep (1)');
    });
  });

  it('rules the turn solver does not model fail with unsupported-rules', async () => {
    await withRules({ wildDie: { face: 6 } }, async (path) => {
      const { code, err } = await run(['advise', '1', '5', '--rules', path]);
      expect(code).toBe(1);
      expect(err).toContain('[unsupported-rules]');
      expect(err).toContain('wildDie');
    });
  });
});

describe('advise with scores: every keep ranked by the chance to win', () => {
  const ISSUE = ['advise', '1', '3', '4', '6', '--turn', '300', '--scores', '1500,3050', '--final-round', '--target', '3000'];

  it('behind 1,500 to 3,050 in the final round: keeping the 1 makes 400, and banking it would lose, so it rolls three dice on', async () => {
    const { code, out } = await run(ISSUE);
    expect(code).toBe(0);
    expect(overlong(out)).toEqual([]);
    expect(out).toContain('Scores 1,500 (yours), 3,050; your turn ends the game.');
    expect(out).toContain('Every legal keep by your chance to win (exact, final round):');
    const rules = defineRules({ end: { target: 3000 } });
    let game = createGame({ rules, players: ['you', 'B'], seed: 1, firstPlayer: 0 });
    game = {
      ...game,
      players: [
        { ...game.players[0]!, score: 1500, onBoard: true },
        { ...game.players[1]!, score: 3050, onBoard: true },
      ],
      turn: { ...game.turn, phase: 'kept', total: 300, rolls: 1, rollable: [2, 3, 4, 5] },
      endgame: { kind: 'finalRound', queue: [] },
    };
    game = applyAction(game, { type: 'roll', dice: [1, 3, 4, 6] });
    const keepOne = adviseGame(game).actions.find((a) => a.action.type === 'keep')!;
    expect(out).toMatch(new RegExp(`\\n {2}1 +400 +${percent(keepOne.winChance!, 1).replace('.', '\\.')} +roll 3 dice\\n`));
  });

  it.each([
    [['advise', '1', '5', '--final-round'], '--final-round'],
    [['advise', '1', '5', '--scores', '1500'], '--scores'],
    [['advise', '1', '5', '--scores', '1500,abc'], '--scores'],
    [['advise', '1', '5', '--scores', '1500,3050', '--final-round'], '--scores'],
  ])('%j fails with invalid-options naming %s', async (args, flag) => {
    const { code, err } = await run(args);
    expect(code).toBe(1);
    expect(err).toContain('[invalid-options]');
    expect(err).toContain(flag);
  });
});
