/**
 * KeyMemo: the results of a few steadily used owners by ordered key. It must never give one owner's
 * value for another's key, nor keep a value across owners, and it takes an owner on only after a
 * steady run of look-ups (code that rotates many rule sets never clears it).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, legalActions, legalKeeps, scoreRoll, type Face } from '../../src/index.js';
import { KeyMemo } from '../../src/scoring/key-memo.js';

/** Asks `memo` for `key` under `owner` the way its callers do: the memo's value, else `compute`'s, remembered. */
function ask<T>(memo: KeyMemo<T>, owner: object, key: number, compute: () => T): T {
  return memo.get(owner, key) ?? memo.set(owner, key, compute());
}

describe('KeyMemo', () => {
  it("gives each owner its own values, whichever owner it holds, as owners alternate and settle", () => {
    const memo = new KeyMemo<string>();
    const owners = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
    const truth = (owner: { name: string }, key: number): string => `${owner.name}${key % 7}`;
    // Alternating owners (no steady run), then each owner steadily in turn, then alternating again.
    const script: [number, number][] = [];
    for (let i = 0; i < 300; i++) script.push([i % 3, i * 13]);
    for (const o of [0, 1, 2, 0]) for (let i = 0; i < 500; i++) script.push([o, (i * 31) % 900]);
    for (let i = 0; i < 300; i++) script.push([(i * 2) % 3, (i * 17) % 900]);
    for (const [o, key] of script) {
      const owner = owners[o] as { name: string };
      expect(ask(memo, owner, key, () => truth(owner, key))).toBe(truth(owner, key));
    }
  });

  it('finds nothing for an owner asked fewer than a steady run of times, and remembers for one asked steadily', () => {
    const memo = new KeyMemo<number>();
    const steady = {};
    const other = {};
    for (let i = 0; i < 200; i++) ask(memo, steady, 5, () => 42);
    expect(memo.get(steady, 5)).toBe(42);
    // Another owner asked a few times does not displace it, and finds nothing of its own.
    for (let i = 0; i < 10; i++) expect(ask(memo, other, 5, () => 7)).toBe(7);
    expect(memo.get(other, 5)).toBeUndefined();
    expect(memo.get(steady, 5)).toBe(42);
  });

  it('holds two owners whose look-ups alternate, each with its own values', () => {
    const memo = new KeyMemo<number>();
    const a = {};
    const b = {};
    for (let i = 0; i < 200; i++) {
      expect(ask(memo, a, i % 9, () => i % 9)).toBe(i % 9);
      expect(ask(memo, b, i % 9, () => 100 + (i % 9))).toBe(100 + (i % 9));
    }
    // Both taken on (the computation is not asked again), neither given the other's value.
    for (let key = 0; key < 9; key++) {
      expect(memo.get(a, key)).toBe(key);
      expect(memo.get(b, key)).toBe(100 + key);
    }
  });

  it('never takes an owner on while many owners rotate, and gives a newcomer only the slot of an idle owner', () => {
    const memo = new KeyMemo<number>();
    // Ten owners in rotation: each is pushed out of the candidates before its steady run, so none is taken on.
    const rotating = Array.from({ length: 10 }, () => ({}));
    for (let i = 0; i < 5000; i++) ask(memo, rotating[i % 10] as object, 1, () => 1);
    for (const owner of rotating) expect(memo.get(owner, 1)).toBeUndefined();
    // Four owners asked steadily in turn fill the slots; they stay while all of them are in use.
    const held = Array.from({ length: 4 }, () => ({}));
    for (const [n, owner] of held.entries()) for (let i = 0; i < 100; i++) ask(memo, owner, 2, () => n);
    const newcomer = {};
    for (let round = 0; round < 200; round++) {
      for (const [n, owner] of held.entries()) expect(ask(memo, owner, 2, () => -1)).toBe(n);
      ask(memo, newcomer, 2, () => 99);
    }
    expect(memo.get(newcomer, 2)).toBeUndefined();
    // Once the first three have been idle long enough, the newcomer takes the slot of the one asked longest ago.
    for (let i = 0; i < 5000; i++) {
      ask(memo, held[3] as object, 2, () => -1);
      ask(memo, newcomer, 2, () => 99);
    }
    expect(memo.get(newcomer, 2)).toBe(99);
    expect(memo.get(held[0] as object, 2)).toBeUndefined();
    expect(memo.get(held[3] as object, 2)).toBe(3);
  });
});

describe('KeyMemo: taking owners on, and giving slots up', () => {
  it('takes an owner on at its 64th look-up, not before: what is set before is not kept', () => {
    const memo = new KeyMemo<number>();
    const owner = {};
    for (let i = 0; i < 62; i++) ask(memo, owner, 3, () => 30);
    // The 63rd look-up: not held, so the value set after it is not kept.
    expect(memo.get(owner, 3)).toBeUndefined();
    memo.set(owner, 3, 30);
    // The 64th: taken on, into an empty slot.
    expect(memo.get(owner, 3)).toBeUndefined();
    memo.set(owner, 3, 30);
    expect(memo.get(owner, 3)).toBe(30);
  });

  it("gives a newcomer an empty slot: none of the owner's values before it, for any key", () => {
    const memo = new KeyMemo<string>();
    const held = Array.from({ length: 4 }, () => ({}));
    // Each of four owners sets keys 0 to 9; the first then falls idle while the other three are asked.
    for (const [n, owner] of held.entries()) for (let i = 0; i < 100; i++) ask(memo, owner, i % 10, () => `${n}:${i % 10}`);
    const newcomer = {};
    for (let i = 0; i < 5000; i++) {
      for (const owner of held.slice(1)) ask(memo, owner, i % 10, () => 'unused');
      if (i >= 4900) ask(memo, newcomer, 0, () => 'new:0');
    }
    // Taken on into the first owner's slot: its key 0 set since, every other key empty.
    expect(memo.get(newcomer, 0)).toBe('new:0');
    for (let key = 1; key < 10; key++) expect(memo.get(newcomer, key)).toBeUndefined();
    expect(memo.get(held[0] as object, 0)).toBeUndefined();
    for (const [n, owner] of held.entries()) if (n > 0) expect(memo.get(owner, 4)).toBe(`${n}:4`);
  });

  it('gives up the slot of the owner asked longest ago, and never that of the one asked last, however it is asked', () => {
    const memo = new KeyMemo<number>();
    const [a, b, c, d] = [{}, {}, {}, {}];
    for (const [n, owner] of [a, b, c, d].entries()) for (let i = 0; i < 100; i++) ask(memo, owner, 1, () => n);
    // b asked after c and d: of the three, c is now the one asked longest ago.
    ask(memo, c, 1, () => -1);
    ask(memo, d, 1, () => -1);
    ask(memo, b, 1, () => -1);
    // a is then the last asked, steadily, between newcomers' look-ups: the newcomers take c's slot, then d's, then b's.
    const newcomers = [{}, {}, {}];
    for (const [n, newcomer] of newcomers.entries()) {
      for (let i = 0; i < 5000; i++) {
        expect(ask(memo, a, 1, () => -1)).toBe(0);
        ask(memo, newcomer, 1, () => 10 + n);
      }
      expect(memo.get(newcomer, 1)).toBe(10 + n);
      expect(ask(memo, a, 1, () => -1)).toBe(0);
    }
    expect(memo.get(c, 1)).toBeUndefined();
    expect(memo.get(d, 1)).toBeUndefined();
    expect(memo.get(b, 1)).toBeUndefined();
  });
});

describe('KeyMemo: what counts as idle', () => {
  it('keeps the slot of an owner asked within the last 4,096 look-ups of others', () => {
    const memo = new KeyMemo<number>();
    const held = Array.from({ length: 4 }, () => ({}));
    for (const [n, owner] of held.entries()) for (let i = 0; i < 100; i++) ask(memo, owner, 1, () => n);
    // A newcomer asked 3,000 times alone (each a look-up of another owner than the last asked): every slot is still in use.
    const newcomer = {};
    for (let i = 0; i < 3000; i++) ask(memo, newcomer, 1, () => 9);
    expect(memo.get(newcomer, 1)).toBeUndefined();
    for (const [n, owner] of held.entries()) expect(memo.get(owner, 1)).toBe(n);
  });

  it("counts an owner asked steadily as in use until it stops, however many others' look-ups came meanwhile", () => {
    const memo = new KeyMemo<number>();
    const [a, b, c, d] = [{}, {}, {}, {}];
    for (const [n, owner] of [b, c, d, a].entries()) for (let i = 0; i < 100; i++) ask(memo, owner, 1, () => n);
    // a, the last asked, is asked steadily between 5,000 look-ups of 100 passing owners, none asked enough to be taken on.
    for (let p = 0; p < 100; p++) {
      const passer = {};
      for (let i = 0; i < 50; i++) {
        expect(ask(memo, a, 1, () => -1)).toBe(3);
        ask(memo, passer, 1, () => -1);
      }
    }
    // Then b, c and d are asked once each, and a newcomer a hundred times: a stopped only just now, so no slot is idle.
    for (const owner of [b, c, d]) ask(memo, owner, 1, () => -1);
    const newcomer = {};
    for (let i = 0; i < 100; i++) ask(memo, newcomer, 1, () => 7);
    expect(memo.get(newcomer, 1)).toBeUndefined();
    expect(memo.get(a, 1)).toBe(3);
  });
});

describe('games through the memoized listings and farkle flags', () => {
  it("list each rule set's own keeps and farkles, however long the other was played before", () => {
    // Two tables that differ: a single 2 scores under one and not the other, so the same roll lists
    // other keeps (and farkles or not). Served one table's memo for the other's rolls, they would differ.
    const plain = defineRules({});
    const twos = defineRules({ scoring: { singles: { 1: 100, 2: 20, 3: 0, 4: 0, 5: 50, 6: 0 } } });
    const faceSets = (faces: readonly number[], keeps: readonly { dice: readonly number[] }[]): string[] =>
      keeps.map((keep) => keep.dice.map((i) => faces[i]).sort().join('')).sort();
    for (const rules of [plain, twos, plain, twos]) {
      let game = createGame({ rules, players: ['A', 'B'], seed: 3, firstPlayer: 0 });
      for (let i = 0; i < 600 && !game.over; i++) {
        const legal = legalActions(game);
        const { phase, roll } = game.turn;
        if (phase === 'rolled' && roll !== null) {
          // The keeps the scoring lists for these faces under these rules, by another path than the game's listing.
          const faces = roll.map((die) => die.face);
          const keeps = legal.filter((action) => action.type === 'keep');
          expect(faceSets(faces, keeps)).toEqual(faceSets(faces, legalKeeps(faces, rules)));
        }
        const before = game.turn.player;
        game = applyAction(game, legal[(i * 7) % legal.length] as (typeof legal)[number]);
        // A roll that farkles ends the turn (the events say so); one that scores does not.
        const rolled = game.events.find((event) => event.type === 'rolled');
        if (rolled?.type === 'rolled') {
          const farkled = game.events.some((event) => event.type === 'farkled');
          expect(farkled).toBe(legalKeeps(rolled.dice.map((die) => die.face), rules).length === 0);
          if (!farkled) expect(game.turn.player).toBe(before);
        }
      }
    }
  });
});

describe('scoreRoll and legalKeeps through their memos', () => {
  /** Every roll of six dice, in order. */
  const rolls: Face[][] = [];
  for (let code = 0; code < 6 ** 6; code++) rolls.push(Array.from({ length: 6 }, (_, i) => ((Math.floor(code / 6 ** i) % 6) + 1) as Face));
  // A single 2 scores 20 under `twos` and nothing under `plain`: a memo serving one's results for the other differs at once.
  const plain = defineRules({});
  const twos = defineRules({ scoring: { singles: { 1: 100, 2: 20, 3: 0, 4: 0, 5: 50, 6: 0 } } });
  /** The most points of a roll by the two tables' singles, triples and the rest alike: counted by hand for rolls of 2s, 3s, 4s, 6s and one 1. */
  const byHand = (roll: readonly number[], rules: typeof plain): number => {
    const count = (face: number): number => roll.filter((f) => f === face).length;
    const twosOnly = rules === twos ? 20 * (count(2) % 3) : 0;
    const triples = [2, 3, 4, 6].reduce((sum, face) => sum + (count(face) >= 3 ? face * 100 : 0), 0);
    return 100 * count(1) + twosOnly + triples;
  };
  /** Rolls with one 1, no 5, and no face four times or more (no three pairs, no straight): the byHand points hold. */
  const simple = rolls.filter((roll) => {
    const count = (face: number): number => roll.filter((f) => f === face).length;
    const pairs = [1, 2, 3, 4, 5, 6].filter((face) => count(face) === 2).length;
    return count(1) === 1 && count(5) === 0 && [2, 3, 4, 6].every((face) => count(face) < 4) && pairs < 3;
  });

  it("give each rule set its own scores and keeps, after long runs of the other's and while alternating", () => {
    expect(simple.length).toBeGreaterThan(1000);
    for (const rules of [plain, twos, plain, twos]) {
      // A steady run: the memo takes this rule set on, then answers from its array.
      // Under `plain` a 2 is never kept alone; under `twos` it is wherever a roll shows one.
      for (const roll of rolls) expect(legalKeeps(roll, rules).some((keep) => keep.faces.length === 1 && keep.faces[0] === 2)).toBe(rules === twos && roll.includes(2));
      for (const roll of simple) expect(scoreRoll(roll, rules).points).toBe(byHand(roll, rules));
    }
    // Alternating at every call: never a steady run, each answered by its own table.
    for (const roll of simple.slice(0, 2000)) {
      expect(scoreRoll(roll, plain).points).toBe(byHand(roll, plain));
      expect(scoreRoll(roll, twos).points).toBe(byHand(roll, twos));
      const scoringTwos = legalKeeps(roll, twos).some((keep) => keep.faces.includes(2));
      expect(legalKeeps(roll, plain).some((keep) => keep.faces.includes(2) && keep.faces.filter((f) => f === 2).length < 3)).toBe(false);
      expect(scoringTwos).toBe(roll.includes(2));
    }
  });
});
