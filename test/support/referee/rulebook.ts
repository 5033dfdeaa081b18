/**
 * The referee's rulebook: what each rule does at each event that ends or
 * scores a turn, as one table of rows read by the small interpreter in
 * `occur.ts`. Each row quotes where it comes from (RULES.md, HOUSE-RULES.md,
 * the documented `Rules` fields of src/rules/types.ts, docs/house-rules.md),
 * so that a reading can be checked against its source line by line rather
 * than against the engine's code.
 *
 * The events: `bank` (the player banks), `farkle` (a farkle stands),
 * `scored` (a banked score grew; the target is looked at), `turnOver` (who
 * plays next, or how the game is decided). A row's `when` is read when its
 * turn comes, on the table as the rows before it left it (so the streak
 * penalty sees the streak this farkle just grew); `then` lists verbs the
 * interpreter carries out; `note` names what happened, for the counts.
 */
import type { Offer, Rules } from '../../../src/index.js';
import type { Seat, Table, Turn } from './model.js';

export type EventName = 'bank' | 'farkle' | 'scored' | 'turnOver';

/** What a row sees: the event's own fields, and the table as it stands. */
export interface Scene {
  readonly rules: Rules;
  readonly table: Table;
  /** The seat the event is about: whose score grew (`scored`), else the player whose turn it is. */
  readonly seat: number;
  /** The dice that farkled (`farkle`). */
  readonly dice: readonly number[];
  /** What this turn banked (0 when nothing), which the next turn must beat; set by `pay`. */
  banked: number;
  /** The dice this turn leaves the next player; set by `offer`. */
  offer: Offer | null;
}

/** The verbs of the rulebook, each carried out by `occur.ts`. */
export type Verb =
  | { readonly do: 'pay' } // the turn total goes where PAYEES says (a bank: the next turn must beat it)
  | { readonly do: 'board' } // the player has banked once: the entry minimum is behind them
  | { readonly do: 'streak'; readonly to: 'grow' | 'reset' }
  | { readonly do: 'penalty'; readonly rule: 'allDiceFarkle' | 'farklePenalty' }
  | { readonly do: 'offer'; readonly dice: 'left' | 'farkled'; readonly total: 'turn' | 'takenOver'; readonly kind: Offer['kind'] }
  | { readonly do: 'endTurn' } // raises `turnOver` with what this turn banked and leaves
  | { readonly do: 'pass'; readonly to: 'nextSeat' | 'nextOwed' }
  | { readonly do: 'win'; readonly who: 'seat' | 'leaders' }
  | { readonly do: 'finalRound' } // everyone but `seat` owes one more turn
  | { readonly do: 'playOff' };

export interface Row {
  readonly on: EventName;
  readonly says: string;
  readonly when: (scene: Scene) => boolean;
  readonly then: readonly Verb[];
  readonly note?: string;
}

/** Whether an event does every row that holds (a list of consequences) or only the first (a choice). */
export const READS: Readonly<Record<EventName, 'every' | 'first'>> = { bank: 'every', farkle: 'every', scored: 'first', turnOver: 'first' };

const turnOf = (scene: Scene): Turn => scene.table.turn;
const you = (scene: Scene): Seat => scene.table.players[scene.table.turn.player] as Seat;
const always = (): boolean => true;

/** `end.trigger`: reach is at or above, exceed strictly above, exact only the target itself. */
export function onTarget(rules: Rules, score: number): boolean {
  const { target } = rules.end;
  return { reach: score >= target, exceed: score > target, exact: score === target }[rules.end.trigger];
}

/** The seats with the top score, in seat order. */
export function leaders(table: Table): number[] {
  const top = Math.max(...table.players.map((player) => player.score));
  return table.players.flatMap((player, seat) => (player.score === top ? [seat] : []));
}

/** Whether `seat` scores more than each other player (`finalRoundRestarts`: "banks above everyone else"). */
const aloneAhead = (scene: Scene): boolean =>
  scene.table.players.every((player, seat) => seat === scene.seat || player.score < (scene.table.players[scene.seat] as Seat).score);

/** A carried-on turn before its first roll scored: the total it took over is what is at stake, not its own. */
const firstCarriedRoll = (scene: Scene): boolean => turnOf(scene).mode === 'carryOn' && turnOf(scene).rolls === 0;

/**
 * What stops a bank of the turn total, in the order the referee names the
 * reason, and whether the same thing stops a no-risk farkle's bank:
 * `turn.noRisk` banks "when the player could have banked it before the roll
 * (above zero, at the bank minimum, above the last bank)", "a roll that a
 * must-roll rule forced included" (docs/house-rules.md).
 */
export const BANK_BARS: readonly { readonly why: string; readonly noRiskToo: boolean; readonly bars: (rules: Rules, turn: Turn, player: Seat) => boolean }[] = [
  // HOUSE-RULES 18, 19: after hot dice or a set, the player must roll again.
  { why: 'must roll', noRiskToo: false, bars: (_, turn) => turn.mustRoll },
  { why: 'nothing to bank', noRiskToo: true, bars: (_, turn) => turn.total <= 0 },
  // RULES.md "to bank": the first bank needs the entry total...
  { why: 'below the entry minimum', noRiskToo: true, bars: (rules, turn, player) => !player.onBoard && turn.total < rules.bank.entry },
  // ...and HOUSE-RULES 13: every bank, the first too, the minimum.
  { why: 'below the minimum', noRiskToo: true, bars: (rules, turn) => turn.total < rules.bank.minimum },
  // HOUSE-RULES 16: "only a turn total greater than the turn total the previous player banked".
  { why: 'not above the last bank', noRiskToo: true, bars: (rules, turn) => rules.turn.mustBeatLastBank && turn.total <= turn.toBeat },
];

/** Why a no-risk farkle could not bank, or `null` when it banks. */
const noRiskBar = (scene: Scene): string | null =>
  BANK_BARS.find((bar) => bar.noRiskToo && bar.bars(scene.rules, turnOf(scene), you(scene)))?.why ?? null;

/** Where a bank's points go (`end.trigger`, `end.overshoot`; HOUSE-RULES 23): the first row that holds. */
export const PAYEES: readonly { readonly says: string; readonly to: 'banker' | 'lowest' | 'nobody'; readonly fits: (rules: Rules, score: number, points: number) => boolean }[] = [
  { says: 'reach or exceed: the bank is the banker\'s', to: 'banker', fits: (rules) => rules.end.trigger !== 'exact' },
  { says: 'exact: a bank that does not pass the target is the banker\'s', to: 'banker', fits: (rules, score, points) => score + points <= rules.end.target },
  { says: "overshoot 'lowest': to the lowest other player, unless it takes them past the target too", to: 'lowest', fits: (rules, score, points) => rules.end.overshoot === 'lowest' && score + points <= rules.end.target },
  { says: "overshoot 'lost', or no one can take it: the points are lost", to: 'nobody', fits: always },
];

export const RULEBOOK: readonly Row[] = [
  // The bank action.
  { on: 'bank', says: 'HOUSE-RULES 16: this bank beat the one before', when: (s) => s.rules.turn.mustBeatLastBank && turnOf(s).toBeat > 0, then: [], note: 'beat the last bank' },
  { on: 'bank', says: 'RULES.md Terms: add the turn total to the score; "a banked turn resets the streak"', when: always, then: [{ do: 'pay' }, { do: 'board' }, { do: 'streak', to: 'reset' }] },
  {
    on: 'bank',
    says: 'RULES.md High stakes: a bank leaving at least one die not set aside offers those dice (none after hot dice: all were set aside)',
    when: (s) => s.rules.highStakes && !turnOf(s).hotDice && turnOf(s).rollable.length > 0,
    then: [{ do: 'offer', dice: 'left', total: 'turn', kind: 'bank' }],
  },
  { on: 'bank', says: 'RULES.md Terms: a bank ends the turn', when: always, then: [{ do: 'endTurn' }] },

  // A farkle that stands.
  { on: 'farkle', says: 'RULES.md Terms: the turn ends and the turn total is lost', when: always, then: [], note: 'farkle' },
  {
    on: 'farkle',
    says: 'turn.noRisk: still banked when the player could have banked it before the roll; it is a bank, but not one that ends the streak',
    when: (s) => s.rules.turn.noRisk && noRiskBar(s) === null,
    then: [{ do: 'pay' }, { do: 'board' }],
    note: 'no-risk bank',
  },
  { on: 'farkle', says: 'RULES.md farkle penalty: farkles in a row make a streak', when: always, then: [{ do: 'streak', to: 'grow' }] },
  {
    on: 'farkle',
    says: 'allDiceFarkle: a roll of every die of the set, after hot dice only with onHotDice; before the streak penalty',
    when: (s) => s.rules.allDiceFarkle !== null && s.dice.length === s.rules.dice && (!turnOf(s).hotDice || s.rules.allDiceFarkle.onHotDice),
    then: [{ do: 'penalty', rule: 'allDiceFarkle' }],
    note: 'penalty',
  },
  {
    on: 'farkle',
    says: 'farklePenalty: the streak reached `farkles` (every further farkle too, until something resets it)',
    when: (s) => s.rules.farklePenalty !== null && you(s).farkleStreak >= s.rules.farklePenalty.farkles,
    then: [{ do: 'penalty', rule: 'farklePenalty' }],
    note: 'penalty',
  },
  {
    on: 'farkle',
    says: 'RULES.md: "the penalty resets it too" (resetAfterPenalty)',
    when: (s) => s.rules.farklePenalty?.resetAfterPenalty === true && you(s).farkleStreak >= s.rules.farklePenalty.farkles,
    then: [{ do: 'streak', to: 'reset' }],
  },
  {
    on: 'farkle',
    says: 'turn.carryOn: a lost turn total above 0 (not one no risk banked) goes to the next player with the dice that farkled',
    when: (s) => s.rules.turn.carryOn && s.banked === 0 && !firstCarriedRoll(s) && turnOf(s).total > 0,
    then: [{ do: 'offer', dice: 'farkled', total: 'turn', kind: 'farkle' }],
    note: 'carry on offered',
  },
  {
    on: 'farkle',
    says: 'turn.carryOn: "a carried-on roll that farkles ... the same total may be carried on again by the player after"',
    when: (s) => s.rules.turn.carryOn && firstCarriedRoll(s) && (turnOf(s).offer?.total ?? 0) > 0,
    then: [{ do: 'offer', dice: 'farkled', total: 'takenOver', kind: 'farkle' }],
    note: 'carried-on roll farkled',
  },
  { on: 'farkle', says: 'RULES.md Terms: a farkle ends the turn', when: always, then: [{ do: 'endTurn' }] },

  // A score grew (after the event's penalties: the target is read on the score they leave).
  {
    on: 'scored',
    says: 'finalRoundRestarts: a bank above everyone else during the final round starts it again',
    when: (s) => s.table.endgame?.kind === 'finalRound' && s.rules.end.finalRoundRestarts && aloneAhead(s),
    then: [{ do: 'finalRound' }],
    note: 'final round restarted',
  },
  { on: 'scored', says: 'RULES.md Final round: once it is on, "even if someone else passes the leader", nothing more starts', when: (s) => s.table.endgame !== null, then: [] },
  { on: 'scored', says: 'end.finalRound false: "the first to hit it wins at once"', when: (s) => !s.rules.end.finalRound && onTarget(s.rules, (s.table.players[s.seat] as Seat).score), then: [{ do: 'win', who: 'seat' }] },
  { on: 'scored', says: 'RULES.md end: "every other player gets one last turn"', when: (s) => onTarget(s.rules, (s.table.players[s.seat] as Seat).score), then: [{ do: 'finalRound' }], note: 'final round' },

  // A turn is over: who plays next.
  { on: 'turnOver', says: 'RULES.md: turns go round the table in seat order', when: (s) => s.table.endgame === null, then: [{ do: 'pass', to: 'nextSeat' }] },
  { on: 'turnOver', says: 'RULES.md Final round, end.ties: the turns owed, in order', when: (s) => (s.table.endgame?.queue.length ?? 0) > 0, then: [{ do: 'pass', to: 'nextOwed' }] },
  { on: 'turnOver', says: 'RULES.md end: "then highest wins"', when: (s) => leaders(s.table).length === 1, then: [{ do: 'win', who: 'leaders' }] },
  { on: 'turnOver', says: 'RULES.md Final round: "tied leaders share the win"', when: (s) => s.rules.end.ties === 'share', then: [{ do: 'win', who: 'leaders' }] },
  { on: 'turnOver', says: 'end.ties playOff: "tied leaders take another turn each, until one leads"', when: always, then: [{ do: 'playOff' }], note: 'play-off' },
];
