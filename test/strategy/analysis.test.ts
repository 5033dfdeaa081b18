/**
 * analyzeGame: a scripted game whose decisions are worked out here from the
 * solved table's own choices (test/support/analysis-game.ts), forced moves
 * skipped, the summary's counts and thresholds, estimates marked as such,
 * actions advice cannot value, and every bad input refused with its code.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeGame,
  defineRules,
  optimalWinChance,
  recordAction,
  startRecord,
  type Action,
  type AnalysisThresholds,
  type GameAnalysis,
  type GameRecord,
} from '../../src/index.js';
import { ACTIONS, DECISIONS, gameRecord, markOf, solved, worked } from '../support/analysis-game.js';
import { expectFarkleError, isDeepFrozen, snapshot } from '../support/helpers.js';

/** An action as a listing names it, whatever the order of a keep's dice. */
function named(action: Action): string {
  return action.type === 'keep' ? `keep ${[...action.dice].sort((a, b) => a - b).join()}` : action.type;
}

const record = gameRecord();
let cached: GameAnalysis | undefined;
/** The scripted game analyzed once (its table solved on first use, as advice does for a game this small). */
function analysis(): GameAnalysis {
  cached ??= analyzeGame(record);
  return cached;
}

describe('analyzeGame on a scripted game', () => {
  it('lists every decision in the order played, and skips forced moves (first rolls, the only keep, a farkle)', () => {
    const found = analysis().decisions.map((d) => [d.index, d.turn, d.player]);
    expect(found).toEqual(DECISIONS.map((d) => [d.index, d.turn, d.player]));
    expect(ACTIONS.length).toBe(15);
  });

  it.each(DECISIONS)('decision at action $index: the chances of the solved table, the best, the loss and the mark', (expected) => {
    const found = analysis().decisions.find((d) => d.index === expected.index);
    expect(found).toBeDefined();
    const { before, after, lost, best } = worked(expected);
    expect(found?.taken).toEqual(expected.options[expected.taken]?.action);
    expect(named(found?.best as Action)).toBe(named(best.action));
    expect(found?.before).toBeCloseTo(before, 12);
    expect(found?.after).toBeCloseTo(after, 12);
    expect(found?.lost).toBeCloseTo(lost, 12);
    expect(found?.lost).toBeGreaterThanOrEqual(0);
    expect(found?.mark).toBe(markOf(lost));
    expect(found?.method).toBe('table');
    expect(found?.exact).toBe(true);
    expect(found?.firstSeat).toBeCloseTo(expected.player === 0 ? after : 1 - after, 12);
    // Every legal action, ranked best first, each with its chance.
    const alternatives = found?.alternatives ?? [];
    expect(alternatives.map((a) => named(a.action)).sort()).toEqual(expected.options.map((o) => named(o.action)).sort());
    for (const option of expected.options) {
      expect(alternatives.find((a) => named(a.action) === named(option.action))?.winChance).toBeCloseTo(option.chance(), 12);
    }
    const chances = alternatives.map((a) => a.winChance ?? -1);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
  });

  it('the game holds an inaccuracy, a mistake and a blunder by the default thresholds, and decisions that lose nothing', () => {
    const marks = DECISIONS.map((d) => markOf(worked(d).lost));
    expect(marks).toContain('inaccuracy');
    expect(marks).toContain('mistake');
    expect(marks).toContain('blunder');
    const zero = analysis().decisions.filter((d) => d.lost === 0);
    expect(zero.length).toBeGreaterThan(0);
    for (const d of zero) expect(named(d.taken)).toBe(named(d.best));
  });

  it("sums up each player's decisions: the loss in all, the marks by kind, exactly valued", () => {
    expect(analysis().thresholds).toEqual({ inaccuracy: 0.01, mistake: 0.03, blunder: 0.08 });
    for (const [seat, name] of ['Ann', 'Bob'].entries()) {
      const own = DECISIONS.filter((d) => d.player === seat);
      const losses = own.map((d) => worked(d).lost);
      const summary = analysis().players[seat];
      expect(summary).toMatchObject({ player: seat, name, decisions: own.length, unvalued: 0, exact: true });
      expect(summary?.lost).toBeCloseTo(losses.reduce((a, b) => a + b, 0), 12);
      expect(summary?.inaccuracies).toBe(losses.filter((l) => markOf(l) === 'inaccuracy').length);
      expect(summary?.mistakes).toBe(losses.filter((l) => markOf(l) === 'mistake').length);
      expect(summary?.blunders).toBe(losses.filter((l) => markOf(l) === 'blunder').length);
    }
    expect(analysis().players).toHaveLength(2);
  });

  it('marks by thresholds given, each left out taken from the defaults', () => {
    const thresholds: AnalysisThresholds = { inaccuracy: 0.005, mistake: 0.02, blunder: 0.5 };
    const found = analyzeGame(record, { solution: solved(), thresholds: { inaccuracy: 0.005, mistake: 0.02, blunder: 0.5 } });
    expect(found.thresholds).toEqual(thresholds);
    expect(found.decisions.map((d) => d.mark)).toEqual(DECISIONS.map((d) => markOf(worked(d).lost, thresholds)));
    const partial = analyzeGame(record, { solution: solved(), thresholds: { blunder: 0.5 } });
    expect(partial.thresholds).toEqual({ inaccuracy: 0.01, mistake: 0.03, blunder: 0.5 });
    expect(partial.players[0]?.blunders).toBe(0);
  });

  it('reads a record from JSON as one made here, and gives a frozen, JSON-serializable value', () => {
    const parsed = JSON.parse(JSON.stringify(record)) as GameRecord;
    const found = analyzeGame(parsed, { solution: solved() });
    expect(JSON.parse(JSON.stringify(found))).toEqual(JSON.parse(JSON.stringify(analysis())));
    expect(isDeepFrozen(found)).toBe(true);
  });

  it('tells its progress: 0 before the first decision, then after each the fraction valued, ending at 1', () => {
    const heard: number[] = [];
    const found = analyzeGame(record, { solution: solved(), onProgress: (done) => heard.push(done) });
    const n = found.decisions.length;
    expect(heard).toEqual([0, ...Array.from({ length: n }, (_, k) => (k + 1) / n)]);
  });

  it('changes neither the record nor the options', () => {
    const parsed = JSON.parse(JSON.stringify(record)) as GameRecord;
    const options = { thresholds: { blunder: 0.1 }, tolerance: 1e-9, maxDecisions: 50 };
    const [recordBefore, optionsBefore] = [snapshot(parsed), snapshot(options)];
    analyzeGame(parsed, options);
    expect(snapshot(parsed)).toBe(recordBefore);
    expect(snapshot(options)).toBe(optionsBefore);
  });
});

describe('analyzeGame beyond a solved table', () => {
  it('classic to 10,000 without a table: every decision marked as an estimate, no player exact', () => {
    let game = startRecord({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
    for (const action of [{ type: 'roll', dice: [1, 5, 2, 3, 3, 6] }, { type: 'keep', dice: [0] }, { type: 'roll', dice: [5, 2, 3, 4, 6] }] as const) {
      game = recordAction(game, action);
    }
    const found = analyzeGame(game);
    // The keep of the first roll; the roll after it is forced (100 is below the entry minimum), and the record ends there.
    expect(found.decisions.map((d) => [d.index, d.method, d.exact])).toEqual([[1, 'estimate', false]]);
    expect(found.players.map((p) => p.exact)).toEqual([false, true]);
  });

  it('an action advice cannot value (buying dice) has no chance after it and no loss, and leaves its player not exact', () => {
    let game = startRecord({ rules: 'farkel', players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
    // Ann banks two 1s for 2,000, leaving four dice; Bob buys two of them.
    for (const action of [
      { type: 'roll', dice: [1, 1, 2, 3, 4, 6] },
      { type: 'keep', dice: [0, 1] },
      { type: 'bank' },
      { type: 'buy', count: 2, dice: [2, 3] },
    ] as const) {
      game = recordAction(game, action);
    }
    const found = analyzeGame(game);
    const buy = found.decisions.find((d) => d.index === 3);
    expect(buy).toMatchObject({ player: 1, taken: { type: 'buy', count: 2 }, after: null, lost: null, mark: null, firstSeat: null, method: 'estimate' });
    expect(buy?.before).toBe(buy?.alternatives.find((a) => a.action.type === 'roll')?.winChance);
    expect(buy?.alternatives.filter((a) => a.winChance === null).map((a) => a.action)).toEqual([1, 2, 3, 4].map((count) => ({ type: 'buy', count })));
    expect(found.players[1]).toMatchObject({ decisions: 1, unvalued: 1, lost: 0, exact: false });
  });

  it("three players: seat 0's chance is known only at seat 0's decisions", () => {
    const rules = defineRules({ dice: 3, bank: { entry: 0 }, end: { target: 150, trigger: 'reach' } });
    let game = startRecord({ rules, players: ['A', 'B', 'C'], seed: 1, firstPlayer: 0 });
    for (const action of [{ type: 'roll', dice: [5, 2, 3] }, { type: 'keep', dice: [0] }, { type: 'bank' }, { type: 'roll', dice: [1, 5, 2] }, { type: 'keep', dice: [0] }] as const) {
      game = recordAction(game, action);
    }
    const found = analyzeGame(game);
    expect(found.decisions.map((d) => [d.index, d.player])).toEqual([
      [2, 0],
      [4, 1],
    ]);
    expect(found.decisions[0]?.firstSeat).toBe(found.decisions[0]?.after);
    expect(found.decisions[1]?.firstSeat).toBeNull();
    expect(found.decisions.every((d) => d.method === 'table' && d.exact)).toBe(true);
  });
});

describe('analyzeGame refuses bad input', () => {
  it('rules advice does not model, at once, before the actions are replayed', () => {
    let game = startRecord({ rules: defineRules({ turn: { secondChance: true } }), players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
    game = recordAction(game, { type: 'roll', dice: [1, 5, 2, 3, 3, 6] });
    const error = expectFarkleError(() => analyzeGame(game), 'unsupported-rules', 'turn.secondChance');
    expect(error.message).toContain('analyzeGame does not model turn.secondChance');
    // A bad action later in the record is not reached: the rules are refused first.
    expectFarkleError(() => analyzeGame({ ...JSON.parse(JSON.stringify(game)), actions: ['r=152336', 'k9'] } as GameRecord), 'unsupported-rules', 'turn.secondChance');
  });

  const plain = JSON.parse(JSON.stringify(gameRecord())) as Record<string, unknown>;
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const hostile = Object.defineProperty({ ...plain }, 'actions', {
    enumerable: true,
    get: () => {
      throw new Error('no');
    },
  });

  it.each([
    ['a number', 42, 'invalid-record', 'record'],
    ['null', null, 'invalid-record', 'record'],
    ['an array', [], 'invalid-record', 'record'],
    ['a revoked proxy', revoked.proxy, 'invalid-record', 'record'],
    ['a record whose actions throw when read', hostile, 'invalid-record', 'record.actions'],
    ['an unknown field', { ...plain, moves: [] }, 'invalid-record', 'record.moves'],
    ['another version', { ...plain, version: 3 }, 'invalid-record', 'record.version'],
    ['an action that is not one', { ...plain, actions: ['r=152336', 'x'] }, 'invalid-action', 'record.actions[1]'],
    ['an action the game refuses', { ...plain, actions: ['r=152336', 'k2'] }, 'keep-does-not-score', 'record.actions[1].dice'],
  ] as const)('not a record: %s', (_name, value, code, path) => {
    expectFarkleError(() => analyzeGame(value as unknown as GameRecord), code, path);
  });

  it.each([
    ['not an object', 5, 'options'],
    ['a revoked proxy', revoked.proxy, 'options'],
    ['an unknown option', { treshold: 1 }, 'treshold'],
    ['thresholds that are no object', { thresholds: 0.1 }, 'thresholds'],
    ['an unknown threshold', { thresholds: { blundr: 0.1 } }, 'thresholds.blundr'],
    ['a threshold of 0', { thresholds: { inaccuracy: 0 } }, 'thresholds.inaccuracy'],
    ['a threshold past 1', { thresholds: { blunder: 2 } }, 'thresholds.blunder'],
    ['a threshold that is no number', { thresholds: { mistake: '0.05' } }, 'thresholds.mistake'],
    ['thresholds out of order', { thresholds: { inaccuracy: 0.05, mistake: 0.04 } }, 'thresholds.mistake'],
    ['a blunder below the default mistake', { thresholds: { blunder: 0.02 } }, 'thresholds.blunder'],
    ['a tolerance out of range', { tolerance: 0.5 }, 'tolerance'],
    ['a solution that is none', { solution: 42 }, 'solution'],
    ['tables that are none', { tables: [42] }, 'tables[0]'],
    ['a signal that is none', { signal: {} }, 'signal'],
    ['onProgress that is no function', { onProgress: 'log' }, 'onProgress'],
    ['maxDecisions of 0', { maxDecisions: 0 }, 'maxDecisions'],
    ['maxDecisions past the most actions a record holds', { maxDecisions: 100_001 }, 'maxDecisions'],
    ['a game of more decisions than maxDecisions', { maxDecisions: DECISIONS.length - 1 }, 'maxDecisions'],
  ] as const)('bad options: %s', (_name, options, path) => {
    expectFarkleError(() => analyzeGame(record, options as never), 'invalid-options', path);
  });

  it('a misspelled option or threshold names the one meant', () => {
    expect(expectFarkleError(() => analyzeGame(record, { threshold: {} } as never), 'invalid-options', 'threshold').message).toContain('did you mean thresholds?');
    expect(expectFarkleError(() => analyzeGame(record, { thresholds: { blundr: 0.1 } } as never), 'invalid-options', 'thresholds.blundr').message).toContain('did you mean blunder?');
    expect(expectFarkleError(() => analyzeGame(record, { thresholds: 'strict' } as never), 'invalid-options', 'thresholds').message).toContain('expected an object of thresholds, got "strict"');
  });

  it('a solution of another game, as adviseGame refuses it', () => {
    const other = optimalWinChance(defineRules({ bank: { entry: 0 }, end: { target: 500 } }));
    expectFarkleError(() => analyzeGame(record, { solution: other }), 'invalid-options', 'solution');
  });

  it('a game of exactly maxDecisions decisions is analyzed', () => {
    expect(analyzeGame(record, { solution: solved(), maxDecisions: DECISIONS.length }).decisions).toHaveLength(DECISIONS.length);
  });

  it('a signal that fires stops it with aborted: one fired already, and a deadline that passes during the work', () => {
    const controller = new AbortController();
    controller.abort();
    expectFarkleError(() => analyzeGame(record, { signal: controller.signal }), 'aborted');
    let reads = 0;
    const deadline = {
      get aborted() {
        reads += 1;
        return reads > 5;
      },
    };
    expectFarkleError(() => analyzeGame(record, { solution: solved(), signal: deadline }), 'aborted');
    expect(reads).toBeGreaterThan(5);
  });
});
