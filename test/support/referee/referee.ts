/**
 * The referee: follows a game action by action on its own table, and says
 * where the engine's listing or next state differs from what the rules make
 * them. It counts what happened (each house-rule phase reached), so that a
 * test can show that each was played. It also hands out unlisted actions to
 * try (`probe`) and says what each should do: be refused, or be played as
 * it would play it (`wouldFollow`).
 */
import type { Action, GameState, Rules } from '../../../src/index.js';
import { refusal } from './allows.js';
import { differences, startTable, tableOf, type Move, type Table } from './model.js';
import { actionText, bankBlock, legalTexts } from './legal.js';
import { acceptFarkle, takeSecondChance, throwClearedAgain } from './phases.js';
import { probes, type Probe } from './probe.js';
import { Scorer } from './score.js';
import { bank, keep, rollDice, rollOffered } from './turn.js';

/** The table after `action`, worked out from `table` (left unchanged), and what happened. */
export function nextTable(rules: Rules, scorer: Scorer, table: Table, action: Action): { table: Table; happened: string[] } {
  const move: Move = { rules, scorer, table: structuredClone(table), happened: [] };
  // Any action the rules allow, listed or not (a keep of the same faces on other dice is as good).
  const refused = refusal(move, scorer, action);
  if (refused !== null) throw new Error(`the referee finds ${actionText(action)} illegal here (${refused}); open: ${legalTexts(move, scorer).join(' | ')}`);
  switch (action.type) {
    case 'roll':
      if (table.turn.phase === 'clearing') throwClearedAgain(move, action.dice);
      else rollDice(move, action.dice);
      break;
    case 'keep':
      keep(move, action.dice);
      break;
    case 'bank':
      bank(move);
      break;
    case 'highStakes':
    case 'carryOn':
      rollOffered(move, action.type, action.dice);
      break;
    case 'secondChance':
      takeSecondChance(move, action.hold, action.dice);
      break;
    case 'acceptFarkle':
      acceptFarkle(move);
      break;
    case 'buy':
      throw new Error('the referee does not follow buying dice');
  }
  return { table: move.table, happened: move.happened };
}

export class Referee {
  private readonly scorer: Scorer;
  private table: Table;
  /** How often each thing happened, over every game this referee followed. */
  readonly counts = new Map<string, number>();

  constructor(readonly rules: Rules) {
    this.scorer = new Scorer(rules.scoring);
    this.table = startTable(rules, [], 0);
  }

  private count(what: string): void {
    this.counts.set(what, (this.counts.get(what) ?? 0) + 1);
  }

  /** A new game: the engine's first state must be the one the rules start with. */
  start(state: GameState, first: number): string[] {
    this.table = startTable(
      this.rules,
      state.players.map((player) => player.name),
      first,
    );
    return differences(this.table, tableOf(state));
  }

  /** Where the engine's listing differs from the actions open in the referee's table. */
  checkListing(listed: readonly Action[]): string[] {
    const expected = legalTexts({ rules: this.rules, table: this.table }, this.scorer);
    if (this.table.turn.phase === 'kept' && bankBlock({ rules: this.rules, table: this.table }) === 'not above the last bank') {
      this.count('bank refused below the last bank');
    }
    const got = listed.map(actionText).sort();
    // The referee's two readings must agree too: what it lists, it allows.
    const unallowed = listed.filter((action) => refusal({ rules: this.rules, table: this.table }, this.scorer, action) !== null);
    if (unallowed.length > 0) return [`the referee lists what it refuses: ${unallowed.map(actionText).join(' | ')}`];
    if (got.join(' | ') === expected.join(' | ')) return [];
    return [`legal actions: expected ${expected.join(' | ')}; the engine listed ${got.join(' | ')}`];
  }

  /**
   * Actions to try beside `listed` now (see `probe.ts`): those the rules
   * refuse, with why, and those they allow that the referee can follow
   * (throws that bring their dice), for `wouldFollow`.
   */
  probe(listed: readonly Action[], random: () => number): { refused: (Probe & { why: string })[]; allowed: Probe[] } {
    const move = { rules: this.rules, table: this.table };
    const refused: (Probe & { why: string })[] = [];
    const allowed: Probe[] = [];
    for (const probe of probes(move, this.scorer, listed, random)) {
      const why = refusal(move, this.scorer, probe.action);
      // A throw that brings no dice is rolled by the engine's generator, which the referee does not follow.
      const throws = probe.action.type !== 'keep' && probe.action.type !== 'bank' && probe.action.type !== 'acceptFarkle';
      const followable = !throws || ('dice' in probe.action && probe.action.dice !== undefined);
      // Counted as `refused: <why>` and `allowed unlisted: <kind>`, so that a rule set can require the refusals it must reach.
      if (why !== null) refused.push({ ...probe, why });
      else if (followable) allowed.push(probe);
      if (why !== null || followable) this.count(why !== null ? `refused: ${why}` : `allowed unlisted: ${probe.action.type}`);
    }
    return { refused, allowed };
  }

  /** Where the engine's `next` state after `action` differs from the referee's, the referee staying where it is. */
  wouldFollow(action: Action, next: GameState): string[] {
    return differences(nextTable(this.rules, this.scorer, this.table, action).table, tableOf(next));
  }

  /** Applies `action` to the referee's table; where the engine's `next` state differs from it. */
  follow(action: Action, next: GameState): string[] {
    const { table, happened } = nextTable(this.rules, this.scorer, this.table, action);
    this.table = table;
    for (const what of happened) this.count(what);
    return differences(table, tableOf(next));
  }

  /** The referee's table now (a copy). */
  current(): Table {
    return structuredClone(this.table);
  }
}
