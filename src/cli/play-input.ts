import type { Action, GameState, RolledDie } from '../game/types.js';
import { shown } from './format.js';

/** What a typed line asks for: a game action, something to show, or a reason it cannot be read. */
export type Command =
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'hint' | 'help' | 'scores' | 'quit' | 'empty' }
  | { readonly kind: 'error'; readonly message: string };

export const PLAY_HELP = `Commands (one per line):
  1 5 5          keep dice by face (4* is a spicy 4)
  #0 #1 #2       keep dice by their index, shown under the roll
  r, roll        roll the dice left (or all of them after hot dice)
  b, bank        bank the turn total
  buy N          buy N of the dice the last player left (where the rules allow)
  stakes         high stakes: roll the dice left, to inherit their total
  carry          carry on: roll the dice the last player farkled, for its total
  1 5 / #0 #1    second chance after a farkle: hold these dice, roll the rest
  a, accept      second chance after a farkle: take none, the farkle stands
  w              the wild die (shown as W), in a keep or a hold
  h, hint        the move that maximizes this turn's expected points
  s, scores      the score sheet
  q, quit        stop the game
  ?, help        this text`;

const WORDS: Readonly<Record<string, Command>> = {
  r: { kind: 'action', action: { type: 'roll' } },
  roll: { kind: 'action', action: { type: 'roll' } },
  b: { kind: 'action', action: { type: 'bank' } },
  bank: { kind: 'action', action: { type: 'bank' } },
  stakes: { kind: 'action', action: { type: 'highStakes' } },
  carry: { kind: 'action', action: { type: 'carryOn' } },
  a: { kind: 'action', action: { type: 'acceptFarkle' } },
  accept: { kind: 'action', action: { type: 'acceptFarkle' } },
  h: { kind: 'hint' },
  hint: { kind: 'hint' },
  '?': { kind: 'help' },
  help: { kind: 'help' },
  s: { kind: 'scores' },
  scores: { kind: 'scores' },
  q: { kind: 'quit' },
  quit: { kind: 'quit' },
  exit: { kind: 'quit' },
};

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

function count(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

function error(message: string): Command {
  return { kind: 'error', message };
}

/**
 * The die of the roll a typed face stands for: a plain die for `4`, falling
 * back to a spicy one; only spicy for `4*`. The wild die is typed `w` (face 0 here).
 */
function findDie(roll: readonly RolledDie[], used: ReadonlySet<number>, face: number, spicy: boolean): number {
  const free = (i: number): boolean => {
    const die = roll[i];
    return die !== undefined && !used.has(i) && (face === 0 ? die.wild : die.face === face && !die.wild);
  };
  const exact = roll.findIndex((d, i) => free(i) && d.spicy === spicy);
  return exact >= 0 || spicy ? exact : roll.findIndex((_, i) => free(i));
}

/** Turns typed faces into indices into the roll, taking the earliest matching dice. */
function keepByFaces(words: readonly string[], roll: readonly RolledDie[], state: GameState): Command {
  const used = new Set<number>();
  for (const word of words) {
    const face = word === 'w' ? 0 : Number(word[0]);
    const spicy = word.endsWith('*');
    const index = findDie(roll, used, face, spicy);
    if (index < 0) {
      const kind = face === 0 ? 'wild die' : spicy ? `spicy ${face}` : String(face);
      const have = roll.filter((d) => (face === 0 ? d.wild : d.face === face && !d.wild && (!spicy || d.spicy))).length;
      if (have === 0) return error(`the roll has no ${kind}`);
      const wanted = words.filter((w) => w === word).length;
      return error(`you typed ${count(wanted)} ${kind}s but the roll has only ${count(have)}`);
    }
    used.add(index);
  }
  return pick([...used], state);
}

/** Dice picked from the roll showing: kept, or, after a farkle under second chance, held. */
function pick(dice: number[], state: GameState): Command {
  if (state.turn.phase === 'secondChance') return { kind: 'action', action: { type: 'secondChance', hold: dice } };
  return { kind: 'action', action: { type: 'keep', dice } };
}

function keepCommand(words: readonly string[], state: GameState): Command {
  if (words.length === 0) return error('say which dice to keep: faces such as 1 5 5, or indices such as #0 #1 #2');
  const indices = words.every((w) => /^#\d+$/.test(w));
  const faces = words.every((w) => /^([1-6]\*?|w)$/.test(w));
  if (!indices && !faces) {
    if (words.some((w) => w.startsWith('#'))) return error('use faces (1 5 5) or indices (#0 #1 #2), not both');
    return error(`cannot read "${shown(words.join(' '))}": type ? for help`);
  }
  const roll = state.turn.roll;
  // With no roll showing there is nothing to match faces against: the engine says why a keep is not possible now.
  if (roll === null) return { kind: 'action', action: { type: 'keep', dice: [] } };
  if (faces) return keepByFaces(words, roll, state);
  return pick(words.map((w) => Number(w.slice(1))), state);
}

function buyCommand(args: readonly string[], state: GameState): Command {
  const offered = state.turn.offer?.dice.length ?? 0;
  const [count, extra] = args;
  if (extra !== undefined || (count !== undefined && !/^\d+$/.test(count))) return error('buy takes one number: how many dice, such as buy 2');
  return { kind: 'action', action: { type: 'buy', count: count === undefined ? offered : Number(count) } };
}

const LONGEST = 200;

/** Reads one line typed by a player whose turn it is. */
export function parseCommand(line: string, state: GameState): Command {
  // No command is this long (six dice by index with spaces is 23): garbage is refused before it is split.
  if (line.length > LONGEST) return error(`cannot read a line of ${line.length} characters as a command: type ? for help`);
  const words = line.trim().toLowerCase().split(/[\s,]+/).filter((w) => w !== '');
  const [first, ...rest] = words;
  if (first === undefined) return { kind: 'empty' };
  if (first === 'buy') return buyCommand(rest, state);
  if (first === 'k' || first === 'keep') return keepCommand(rest, state);
  const word = Object.hasOwn(WORDS, first) ? WORDS[first] : undefined;
  if (word === undefined) return keepCommand(words, state);
  if (rest.length > 0) return error(`"${first}" takes nothing after it: one command per line`);
  return word;
}
