import type { PlayerState, TurnState } from '../game/types.js';
import type { PlayOff, PlayOffTurn } from '../strategy/race/end/play-off.js';
import type { WinChanceSolution } from '../strategy/race/types.js';
import { playOffOf, rollStateOf } from './win-last-turn.js';

/** The first player's turns of each play-off, by the streaks they start from (`a * count + b`). */
const turns = new WeakMap<PlayOff, Map<number, PlayOffTurn>>();

/**
 * The first turn of a round of a play-off (the lower seat's, played before
 * the other answers it), as the solver's play-off values it (see
 * `PlayOff.firstTurnTable`): a bank at a total is worth the chance that
 * the answer falls short of it, a farkle and a lost turn what the answer
 * then leaves. So the bot plays the policy whose chance the table counts,
 * rather than banking as soon as it leads. Only where the solved rules play
 * the play-off out (`playsOff`).
 */
export class PlayOffFirstChances {
  private readonly turn: PlayOffTurn;
  private readonly step: number;

  constructor(
    private readonly solution: WinChanceSolution,
    me: PlayerState,
    them: PlayerState,
  ) {
    const playOff = playOffOf(solution);
    const count = playOff.streaks;
    // Streaks past the rule's states (a penalty without a reset) sit in its last.
    const a = Math.min(me.farkleStreak, count - 1);
    const b = Math.min(them.farkleStreak, count - 1);
    let byStreaks = turns.get(playOff);
    if (byStreaks === undefined) turns.set(playOff, (byStreaks = new Map<number, PlayOffTurn>()));
    let turn = byStreaks.get(a * count + b);
    if (turn === undefined) byStreaks.set(a * count + b, (turn = playOff.firstTurnTable(a, b)));
    this.turn = turn;
    this.step = solution.step;
  }

  /** The turn total in steps. */
  private level(total: number): number {
    return Math.floor(total / this.step);
  }

  /** What banking at a turn total is worth (a total below the minimum is not bankable: -1). */
  bank(total: number): number {
    const k = this.level(total);
    return k >= this.turn.minimum ? this.turn.bank(k) : -1;
  }

  /** The chance at a turn's decision point (its total and the dice it rolls next), every choice from there the best. */
  decision(turn: TurnState): number {
    const { values, levels } = this.turn;
    const k = this.level(turn.total);
    if (k >= levels) return this.turn.bank(k);
    return values[rollStateOf(this.solution.rules, turn) * levels + k] ?? 0;
  }

  /** Whether the player banks at a decision point (where a tie between banking and rolling on banks). */
  banks(turn: TurnState): boolean {
    return this.bank(turn.total) >= this.decision(turn);
  }
}
