/** `farkle-rules play`: a person at the terminal (scripted here) against bots. */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, optimalTurn, scoreRoll, type Face, type GameState, type PresetName, type TurnState } from '../../src/index.js';
import { hintLines } from '../../src/cli/play-hint.js';
import { main } from '../../src/cli/main.js';
import { decimal } from '../../src/cli/format.js';
import { capture, overlong, run, typed } from './io.js';

const ANN_VS_OPTIMAL = ['play', '--seed', '207170', '--players', 'Ann,optimal'];

/** The transcript from `from` on, split at each prompt: what followed each typed line. */
function answers(out: string): Map<string, string> {
  const map = new Map<string, string>();
  const parts = out.split(/^Ann, [^\n]*> /m).slice(1);
  for (const part of parts) {
    const [line = '', ...rest] = part.split('\n');
    map.set(line, rest.join('\n'));
  }
  return map;
}

describe('play, scripted', () => {
  // Seed 3: Ann starts (4 against 3 after a tie) and rolls 1 6 2 5 4 5.
  const script = ['r', 'h', 'xyz', 'b', '6 6 6', '#9', '#0 5', '1', 'r', '?', 's', 'q', 'r'];

  it('rolls, hints, refuses bad input with a reason and asks again, keeps, and quits', async () => {
    const { code, out } = await run(ANN_VS_OPTIMAL, typed(script));
    expect(code).toBe(0);
    expect(overlong(out)).toEqual([]);
    expect(out).toContain('Ann starts.');
    expect(out).toContain('  rolls [1]  [6]  [2]  [5]  [4]  [5]\n        #0   #1   #2   #3   #4   #5\n');
    const after = answers(out);
    const best = optimalTurn('classic', { onBoard: false }).advise([1, 6, 2, 5, 4, 5], 0)[0]!;
    expect(after.get('h')).toContain(`Hint: keep ${best.keep.faces.join(' ')} for ${best.keep.points} (turn total ${best.turnTotal}), then roll 5 dice on.`);
    expect(after.get('h')).toContain(`roll 5 dice on ${decimal(best.rollValue)}`);
    expect(after.get('xyz')).toBe('  Cannot do that: cannot read "xyz": type ? for help.\n');
    expect(after.get('b')).toBe('  Cannot do that: keep at least one scoring die before banking.\n');
    expect(after.get('6 6 6')).toBe('  Cannot do that: you typed three 6s but the roll has only one.\n');
    expect(after.get('#9')).toBe('  Cannot do that: expected an index 0 to 5 into the roll, got 9.\n');
    expect(after.get('#0 5')).toBe('  Cannot do that: use faces (1 5 5) or indices (#0 #1 #2), not both.\n');
    expect(after.get('1')).toBe('  keeps 1: single 1 = 100 (turn 100)\n');
    expect(after.get('?')).toContain('  r, roll        roll the dice left');
    expect(after.get('s')).toMatch(/^ {2}Ann +0 +not on the board\n {2}optimal +0 +not on the board\n$/);
    expect(after.get('q')).toMatch(/^Ann quits: the game stops here\.\n/);
    // Every refusal is followed by the same prompt again.
    expect(out.match(/^Ann, keep which dice\? \(faces, or #indices\) > /gm)).toHaveLength(7 + 3);
    // Nothing after q is read.
    expect(after.has('r')).toBe(true);
    expect(out.trimEnd().endsWith('optimal  0  not on the board')).toBe(true);
  });

  it('ends gracefully at the end of input', async () => {
    const { code, out } = await run(ANN_VS_OPTIMAL, typed(['r', '1']));
    expect(code).toBe(0);
    expect(out).toMatch(/Ann, turn 100: r roll 5, bank from 500 > \nEnd of input: the game stops here\.\n {2}Ann +0/);
  });

  it('ends at once with no input at all', async () => {
    const { code, out } = await run(ANN_VS_OPTIMAL);
    expect(code).toBe(0);
    expect(out).toContain('End of input: the game stops here.');
  });

  it('hints at the start of a turn and after a keep', async () => {
    const { out } = await run(ANN_VS_OPTIMAL, typed(['h', 'r', '1', 'h']));
    const policy = optimalTurn('classic', { onBoard: false });
    expect(out).toContain(`Hint: roll 6 dice: a fresh turn is worth ${decimal(policy.expectedScore)} on average.`);
    expect(out).toContain(`Hint: roll 5 dice on: you need 500 to bank.\n  Expected points this turn: roll 5 dice on ${decimal(policy.rollValue(100, 5))}.`);
  });

  it('writes prompts as lines when the io has no prompt, and does not echo typed lines on a terminal', async () => {
    const lines: string[] = [];
    const code = await main(ANN_VS_OPTIMAL, { out: (t) => lines.push(t), err: (t) => lines.push(t), echo: false }, typed(['q']));
    expect(code).toBe(0);
    expect(lines).toContain('Ann, r roll 6 > ');
    expect(lines).not.toContain('q');
  });
});

/**
 * A scripted player that reads the screen: keeps the best dice of each roll (by face, or by
 * index on every other roll), banks from 300 when it may, and otherwise rolls.
 */
function reader(screen: () => string, rules = 'classic', extra: (prompt: string) => string | null = () => null): AsyncGenerator<string> {
  let rolls = 0;
  return (async function* () {
    for (let i = 0; i < 5000; i++) {
      await Promise.resolve();
      const text = screen();
      const prompt = text.slice(text.lastIndexOf('\n') + 1);
      const special = extra(prompt);
      if (special !== null) yield special;
      else if (prompt.includes('keep which dice')) {
        const boxes = [...text.matchAll(/^ {2}rolls ((?:\[\d\*?\] *)+)$/gm)].at(-1)![1]!;
        const faces = [...boxes.matchAll(/\[(\d)/g)].map((m) => Number(m[1]) as Face);
        const best = scoreRoll(faces, rules as PresetName);
        yield rolls++ % 2 === 0 ? best.faces.join(' ') : best.dice.map((d) => `#${d}`).join(' ');
      } else if (prompt.includes('b bank') && Number(/turn ([\d,]+)/.exec(prompt)?.[1]?.replace(',', '') ?? 0) >= 300) yield 'b';
      else yield 'r';
    }
  })();
}

describe('play, a whole game', () => {
  it('plays to the end against a bot, with the score sheet after every turn', async () => {
    const captured = capture();
    const code = await main(['play', '--seed', '11', '--players', 'Ann,greedy', '--target', '2000'], captured.io, reader(captured.out));
    const out = captured.out();
    expect(code).toBe(0);
    expect(overlong(out)).toEqual([]);
    expect(out).toMatch(/\nGame over: (Ann|greedy) wins\.\n$/);
    const turns = out.match(/^-- turn \d+: /gm)?.length ?? 0;
    expect(turns).toBeGreaterThan(2);
    // A sheet (two rows, Ann's then greedy's) closes every turn.
    expect(out.match(/^ {2}Ann +[\d,]+.*\n {2}greedy +[\d,]+.*$/gm)).toHaveLength(turns);
    // Keeps by face and by index both went through.
    expect(out).toMatch(/> \d( \d)*\n {2}keeps /);
    expect(out).toMatch(/> #\d( #\d)*\n {2}keeps /);
    // The bot's moves are printed as describeEvent lines.
    expect(out).toMatch(/^-- turn \d+: greedy .*\n {2}rolls \d( \d)*$/m);
  });

  it('offers buying dice where the rules have it (Farkel)', async () => {
    const captured = capture();
    let bought = false;
    const buyOnce = (prompt: string): string | null => {
      if (bought) return prompt.includes('> ') ? 'q' : null;
      if (!prompt.includes('buy 1-')) return null;
      bought = true;
      return 'buy 1';
    };
    const code = await main(['play', '--rules', 'farkel', '--seed', '2', '--players', 'Ann,greedy'], captured.io, reader(captured.out, 'farkel', buyOnce));
    expect(code).toBe(0);
    expect(bought).toBe(true);
    expect(captured.out()).toMatch(/> buy 1\n {2}buys 1 die for 1 life\n {2}rolls \[\d\]/);
  });

  it('plays a game of bots alone without reading input', async () => {
    const { code, out } = await run(['play', '--players', 'random,greedy,threshold:400', '--target', '1500', '--seed', '4']);
    expect(code).toBe(0);
    expect(out).toContain('Game over:');
    expect(out).not.toContain('> ');
  });
});

describe('play, bad options', () => {
  it.each([
    [['play', '--players', 'Ann'], 'invalid-players'],
    [['play', '--rules', 'zonk'], 'unknown-preset'],
    [['play', '--target', 'ten'], 'invalid-options'],
    [['play', '--target', '0'], 'invalid-options'],
  ])('%j fails with %s', async (argv, code) => {
    const result = await run(argv, typed([]));
    expect(result.code).toBe(1);
    expect(result.err).toContain(`[${code}]`);
  });
});

describe('play, garbage input', () => {
  it('echoes a line of escape bytes and a 10 MB line cleaned and cut to 40 characters, and asks again', async () => {
    const escapes = '\x1b[2J\x1b]0;pwned\x07 1 5';
    const huge = 'x'.repeat(10_000_000);
    const { code, out } = await run(ANN_VS_OPTIMAL, typed(['r', escapes, huge, 'q']));
    expect(code).toBe(0);
    expect(out.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
    expect(out.length).toBeLessThan(5_000);
    // Each escape byte and the bell shown as ?; the line is 20 characters, so it is not cut.
    expect(out).toContain('> ?[2J?]0;pwned? 1 5\n  Cannot do that: cannot read "?[2j?]0;pwned? 1 5": type ? for help.\n');
    expect(out).toContain(`> ${'x'.repeat(39)}…\n  Cannot do that: cannot read a line of 10000000 characters as a command: type ? for help.\n`);
  });
});

describe('the hint weighs the scores', () => {
  /** Issue 11: in the final round, behind 1,500 to 3,050, the hint said "bank 400", a certain loss. */
  function behindInFinalRound(turn: Partial<TurnState>): GameState {
    const rules = defineRules({ end: { target: 3000 } });
    const game = createGame({ rules, players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
    return {
      ...game,
      players: [
        { ...game.players[0]!, score: 1500, onBoard: true },
        { ...game.players[1]!, score: 3050, onBoard: true },
      ],
      turn: { ...game.turn, ...turn },
      endgame: { kind: 'finalRound', queue: [] },
    };
  }

  it('behind 1,500 to 3,050 in the final round with 400 on the turn: roll on, never bank (1,500 + 400 < 3,050)', () => {
    for (let left = 1; left <= 5; left++) {
      const state = behindInFinalRound({ phase: 'kept', total: 400, rolls: 2, rollable: [0, 1, 2, 3, 4].slice(0, left) });
      const lines = hintLines(state);
      expect(lines[0]).toBe(`Hint: roll ${left === 1 ? '1 die' : `${left} dice`} on.`);
      // Banking stays behind the leader: no chance at all; rolling keeps one.
      expect(lines[1]).toMatch(/^ {2}Win chance: bank 0\.0%, roll \d dic?e? on [1-9]\d*\.\d%|^ {2}Win chance: bank 0\.0%, roll \d dic?e? on 0\.[1-9]%/);
      expect(lines.join('\n')).not.toMatch(/Hint: bank/);
    }
  });

  it('with the roll showing, the keep it advises is followed by a roll, not a bank', () => {
    let state = behindInFinalRound({ phase: 'kept', total: 300, rolls: 1, rollable: [0, 1, 2, 3] });
    state = applyAction(state, { type: 'roll', dice: [1, 3, 4, 6] });
    const lines = hintLines(state);
    // Keeping the 1 makes 400: banking it would lose, so the hint rolls on.
    expect(lines[0]).toMatch(/^Hint: keep 1 for 100 \(turn total 400\), then roll 3 dice on\.$/);
  });

  it('ahead in the final round, it banks what wins for certain', () => {
    const state = behindInFinalRound({ phase: 'kept', total: 1600, rolls: 3, rollable: [0, 1, 2] });
    const lines = hintLines(state);
    expect(lines[0]).toBe('Hint: bank 1,600.');
    expect(lines[1]).toMatch(/^ {2}Win chance: bank 100\.0%/);
  });
});
