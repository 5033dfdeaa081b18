/**
 * The CLI under house rules from a rules file, as a new user meets them: the wild die typed as W,
 * rolls that end things, five dice in play's lines and prompts, and rules the turn solver does not
 * model (no hint, a bot that cannot play them named).
 */
import { describe, expect, it } from 'vitest';
import { overlong, run, typed, withRules } from './io.js';

const FIVE_DICE_CARRY_ON = { dice: 5, bank: { entry: 0 }, turn: { carryOn: true } };

describe('score and advise under house rules', () => {
  it('score reads W as the wild die, which completes the pair of 5s (three 5s = 500)', async () => {
    await withRules({ wildDie: { face: 6 } }, async (path) => {
      const { code, out } = await run(['score', 'W', '5', '5', '2', '3', '--rules', path]);
      expect(code).toBe(0);
      expect(out).toContain('Roll W 5 5 2 3 (table rules)');
      expect(out).toContain('Best keep: 5 5 5 = 500 points (2 dice left to roll)');
    });
  });

  it('a roll that ends things is neither scored nor a farkle, in score and in advise', async () => {
    const rollEffects = [
      { faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' },
      { faces: [2, 2, 3, 3, 4, 4], effect: 'loseScore' },
    ];
    await withRules({ scoring: { rollEffects } }, async (path) => {
      const explode = await run(['score', '1', '1', '1', '1', '1', '1', '--rules', path]);
      expect(explode.code).toBe(0);
      expect(explode.out).toContain('the dice explode: the turn ends and its total is lost.');
      expect(explode.out).not.toMatch(/Best keep|Farkle/);
      // Three pairs (1,500 in classic) but the pattern's effect comes first.
      const lose = await run(['advise', '2', '2', '3', '3', '4', '4', '--turn', '300', '--rules', path]);
      expect(lose.code).toBe(0);
      expect(lose.out).toContain('the turn ends, its total is lost and the banked score drops to zero.');
      expect(lose.out).not.toMatch(/Best:|Farkle/);
    });
  });
});

describe('play under house rules', () => {
  // Seed 81291: Bob starts; 5 5 then a farkle on 3 dice (100 lost); Ann carries on 3 dice for 100,
  // keeps 1 5 (150: turn 250) and farkles on her last die; Bob is offered that 1 die for 250,
  // declines, keeps 2 2 2 and then 5 5: all five dice set aside.
  const script = ['r', '5 5', 'r', 'carry', '1 5', 'r', 'h', 'r', '2 2 2', 'r', '5 5', 'q'];

  it('five dice: the hint rolls five, one offered die is "1 die", hot dice is all five dice', async () => {
    await withRules(FIVE_DICE_CARRY_ON, async (path) => {
      const { code, out } = await run(['play', '--rules', path, '--players', 'Ann,Bob', '--seed', '81291'], typed(script));
      expect(code).toBe(0);
      expect(overlong(out)).toEqual([]);
      expect(out).toContain('Bob, r roll 5, carry (1 die for 250) > ');
      expect(out).toMatch(/Hint: roll 5 dice: a fresh turn is worth/);
      expect(out).toContain('  Carrying on (1 die for 250) is worth');
      expect(out).toContain('  hot dice: all five dice score\nBob, turn 300: r roll 5, b bank > ');
      expect(out).not.toMatch(/six|1 dice/);
    });
  });

  it('a hint under rules the turn solver does not model says so, and the game goes on', async () => {
    await withRules({ turn: { clearCombo: true } }, async (path) => {
      const { code, out, err } = await run(['play', '--rules', path, '--players', 'Ann,Bob'], typed(['h', 'r', 'q']));
      expect(code).toBe(0);
      expect(err).toBe('');
      expect(out).toContain('Hint: none under these rules: the turn solver does not model turn.clearCombo.');
      expect(out).toMatch(/r roll 6 > r\n {2}rolls \[/);
    });
  });

  it('a bot that cannot play the rules is named, with the bots that can', async () => {
    await withRules({ wildDie: { face: 6 } }, async (path) => {
      const { code, err } = await run(['play', '--rules', path, '--players', 'random,optimal', '--seed', '2']);
      expect(code).toBe(1);
      expect(err).toMatch(/the bot optimal cannot play these rules: .*wildDie; random, greedy and threshold:N play any rules \[unsupported-rules\]/);
    });
  });

  it('simulate with the default bots under rules the optimal bot cannot play says so, and plays with others', async () => {
    await withRules({ turn: { mustBeatLastBank: true } }, async (path) => {
      const refused = await run(['simulate', '--rules', path, '--games', '10']);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/one of the bots \(optimal, greedy\) cannot play these rules: .*turn\.mustBeatLastBank; random, greedy and threshold:N play any rules/);
      const played = await run(['simulate', '--rules', path, '--games', '10', '--bots', 'greedy,threshold:400']);
      expect(played.code).toBe(0);
      expect(played.out).toMatch(/^10 games, table\.json rules to 10,000/);
    });
  });
});
