/**
 * Actions the engine does not list, tried at a step of a game so that
 * `applyAction`'s own checks are played too, not only its listing: a game
 * that only ever applies listed actions never finds an `applyAction` that
 * accepts what it should refuse.
 *
 * Each step tries actions of other kinds in their plainest form (three at
 * random on the many rolled and kept steps, all of them elsewhere), a type
 * that is no action, the wrong seat, actions that break the phase's limits
 * (keeps of dice that do not score or are not in the roll, dice of the wrong
 * number or faces, holds of too few or too many dice) and a few random
 * mutations of the listed actions. `allows.ts` says which the rules allow:
 * an allowed one not listed (a keep of the same faces on other dice) must be
 * played as the referee plays it; every other must be refused.
 */
import type { Action, Die, Face } from '../../../src/index.js';
import { actionText, allowedKeeps } from './legal.js';
import type { Move } from './model.js';
import type { Scorer } from './score.js';

/** An action tried, and what it was meant to try. */
export interface Probe {
  readonly action: Action;
  readonly tried: string;
}

/** One action of each kind, as bare as its type allows (whatever the phase, most are of the wrong kind for it), and one of no kind. */
const EACH_KIND: readonly Action[] = [
  { type: 'roll' },
  { type: 'bank' },
  { type: 'keep', dice: [0] },
  { type: 'carryOn' },
  { type: 'highStakes' },
  { type: 'secondChance', hold: [0, 1] },
  { type: 'acceptFarkle' },
  { type: 'buy', count: 1 },
  { type: 'pass' } as unknown as Action,
];

/** How many of EACH_KIND a plain step tries, at random: the phases that wait on one decision, the start and the end try them all. */
const KINDS_PER_STEP = 3;

/** The actions that throw dice the game offers (a second chance's throw is built with its hold). */
type Throw = Extract<Action, { type: 'roll' | 'carryOn' | 'highStakes' }>;
const isThrow = (action: Action): action is Throw => action.type === 'roll' || action.type === 'carryOn' || action.type === 'highStakes';

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;
const randomDice = (count: number, random: () => number): Die[] => Array.from({ length: Math.max(0, count) }, () => (1 + Math.floor(random() * 6)) as Die);

/** `list` with `item` taken out if it is there, put in if not. */
function toggled(list: readonly number[], item: number): number[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** How many dice a throw of this kind throws now (as the referee counts them), or `null` for an action that throws none. */
function thrown(move: Pick<Move, 'rules' | 'table'>, action: Action): number | null {
  const { turn } = move.table;
  if (action.type === 'roll') return turn.phase === 'clearing' ? turn.reroll.length : turn.hotDice ? move.rules.dice : turn.rollable.length;
  if (action.type === 'carryOn' || action.type === 'highStakes') return turn.offer?.dice.length ?? 0;
  if (action.type === 'secondChance') return (turn.roll?.length ?? 0) - action.hold.length;
  return null;
}

/** Keeps that break the rules of keeping, on the roll showing. */
function badKeeps(move: Pick<Move, 'rules' | 'table'>, scorer: Scorer, random: () => number): Probe[] {
  const roll = move.table.turn.roll ?? [];
  const out: Probe[] = [
    { action: { type: 'keep', dice: [] }, tried: 'an empty keep' },
    { action: { type: 'keep', dice: [roll.length] }, tried: 'a die past the roll' },
    { action: { type: 'keep', dice: [-1] }, tried: 'a negative position' },
    { action: { type: 'keep', dice: [0.5] }, tried: 'a position that is no whole number' },
    { action: { type: 'keep', dice: [0, 0] }, tried: 'a die kept twice' },
  ];
  // A few random sets of dice: those whose faces do not all score are what RULES.md calls illegal.
  for (let attempt = 0; attempt < 4; attempt++) {
    const dice = roll.flatMap((_, i) => (random() < 0.5 ? [i] : []));
    const shown = dice.map((i) => (roll[i] as { face: Face }).face);
    if (dice.length > 0 && scorer.keepOf(shown) === null) {
      out.push({ action: { type: 'keep', dice }, tried: 'a keep with a die that does not score' });
      break;
    }
  }
  // Under keepEveryScoringDie: a keep that scores, but is not every scoring die.
  const allowed = new Set(allowedKeeps(move, scorer).map((keep) => keep.faces.join()));
  const short = scorer.keeps(roll.map((die) => die.face)).find((keep) => !allowed.has(keep.faces.join()));
  if (short !== undefined) out.push({ action: { type: 'keep', dice: diceShowing(roll, short.faces) }, tried: 'a scoring keep short of every scoring die' });
  return out;
}

/** Positions of the roll showing `faces`, the first free die for each. */
function diceShowing(roll: readonly { face: Face }[], faces: readonly Face[]): number[] {
  const taken: number[] = [];
  for (const face of faces) taken.push(roll.findIndex((die, i) => die.face === face && !taken.includes(i)));
  return taken;
}

/** A listed action changed a little: a die in or out of a keep or hold, one die more or fewer thrown, another kind. */
function mutation(move: Pick<Move, 'rules' | 'table'>, action: Action, random: () => number): Probe {
  const length = move.table.turn.roll?.length ?? move.rules.dice;
  const position = Math.floor(random() * (length + 1)); // one past the roll now and then
  if (action.type === 'keep') return { action: { ...action, dice: toggled(action.dice, position) }, tried: 'a listed keep with one die more or fewer' };
  if (action.type === 'secondChance') {
    const hold = toggled(action.hold, position);
    return { action: { type: 'secondChance', hold, dice: randomDice(length - hold.length, random) }, tried: 'a listed hold with one die more or fewer' };
  }
  if (isThrow(action)) {
    const count = (thrown(move, action) ?? 0) + (random() < 0.5 ? 1 : -1);
    return { action: { ...action, dice: randomDice(count, random) }, tried: 'a listed throw with one die more or fewer' };
  }
  return { action: pick(EACH_KIND, random), tried: `another kind in place of ${action.type}` };
}

/** The actions to try beside the listed ones at this step (none of them listed as such). */
export function probes(move: Pick<Move, 'rules' | 'table'>, scorer: Scorer, listed: readonly Action[], random: () => number): Probe[] {
  const { turn } = move.table;
  // Plain rolled and kept steps are most of a game: a few kinds each keep the cost down, and the game tries them all.
  const plain = !move.table.over && (turn.phase === 'rolled' || turn.phase === 'kept');
  const kinds = plain ? Array.from({ length: KINDS_PER_STEP }, () => pick(EACH_KIND, random)) : EACH_KIND;
  const out: Probe[] = kinds.map((action) => ({ action, tried: `a bare ${action.type}` }));
  if (listed.length > 0) {
    const other = (turn.player + 1) % move.table.players.length;
    out.push({ action: { ...(listed[0] as Action), player: other }, tried: 'a listed action by the wrong seat' });
    for (let i = 0; i < 2; i++) out.push(mutation(move, pick(listed, random), random));
  }
  if (turn.phase === 'rolled') out.push(...badKeeps(move, scorer, random));
  const throwing = listed.find(isThrow);
  if (throwing !== undefined) {
    const count = thrown(move, throwing) ?? 0;
    const seven = 7 as unknown as Die; // no face, which is what this tries
    out.push({ action: { ...throwing, dice: [...randomDice(count - 1, random), seven] }, tried: 'a throw showing a 7' });
  }
  if (turn.phase === 'secondChance') {
    const length = turn.roll?.length ?? 0;
    out.push({ action: { type: 'secondChance', hold: [0] }, tried: 'a hold of one die' });
    out.push({ action: { type: 'secondChance', hold: Array.from({ length }, (_, i) => i) }, tried: 'a hold of every die' });
  }
  const texts = new Set(listed.map(actionText));
  // An action listed as such is played by the game itself; the seat or the dice it brings can make it another.
  const asListed = (action: Action): boolean =>
    texts.has(actionText(action)) && action.player === undefined && (thrown(move, action) === null || !('dice' in action) || action.dice === undefined);
  return out.filter((probe) => !asListed(probe.action));
}
