import type { GameState, PlayerState } from '../game/types.js';
import type { Rules } from '../rules/types.js';
import { turnModel } from '../strategy/turn/model.js';
import { optimalTurn, turnCap, turnWithEnds, type TurnPolicy } from '../strategy/turn/optimal-turn.js';
import { lifeValue, type Racer } from '../strategy/lives/life-value.js';

/**
 * How a player who values its lives plays the turn in front of it: the turn
 * policy that counts every farkle as the points its lives are worth, and
 * that worth for any number of lives.
 */
export interface LivesPlay {
  /** The turn policy: a farkle is worth minus `lifeCost(rules.lives.farkle)`. */
  readonly policy: TurnPolicy;
  /** The points losing `lost` lives (before anything else this turn) is worth. */
  lifeCost(lost: number): number;
  /** The turn policy for a farkle worth minus `points`, rounded as `policy` is. */
  policyFor(points: number): TurnPolicy;
}

/** Farkle values are rounded to a ladder of four rungs per doubling, so that a rule set solves few policies. */
const RUNGS_PER_DOUBLING = 4;

const policies = new WeakMap<Rules, Map<number, TurnPolicy>>();

/** The rung of the ladder nearest to `points` (0 below half a step): policies are solved per rung. */
function rungOf(points: number, step: number): number {
  if (points < step / 2) return 0;
  return 1 + Math.max(0, Math.round(Math.log2(points / step) * RUNGS_PER_DOUBLING));
}

/** The turn policy of a player on the board whose farkles are worth minus `points` (rounded to a rung; cached per rule set). */
function policyOf(rules: Rules, points: number): TurnPolicy {
  const { step } = turnModel(rules);
  const rung = rungOf(points, step);
  if (rung === 0) return optimalTurn(rules, { onBoard: true });
  let byRung = policies.get(rules);
  if (byRung === undefined) {
    byRung = new Map();
    policies.set(rules, byRung);
  }
  let policy = byRung.get(rung);
  if (policy === undefined) {
    const farkle = -step * 2 ** ((rung - 1) / RUNGS_PER_DOUBLING);
    policy = turnWithEnds(rules, turnCap(rules, undefined), { farkle, lost: 0, dFarkle: 0, dLost: 0 });
    byRung.set(rung, policy);
  }
  return policy;
}

function racerOf(rules: Rules, player: PlayerState): Racer {
  return { needed: Math.max(0, rules.end.target - player.score), lives: player.lives ?? 0 };
}

/** The last state's play: a game asks the same turn many times over. */
let last: { key: string; rules: Rules | null; play: LivesPlay | null } = { key: '', rules: null, play: null };

/**
 * The play of the player to move, valuing its lives by {@link lifeValue},
 * or `null` where the rules have no lives, or where the player is not on
 * the board and the entry is above the bank minimum (the valued policies
 * are solved for players on the board: the points policy plays then).
 */
export function livesPlay(state: GameState): LivesPlay | null {
  const { rules, players, turn, endgame } = state;
  const me = players[turn.player] as PlayerState;
  if (rules.lives === null || me.lives === null) return null;
  if (!me.onBoard && rules.bank.entry > rules.bank.minimum) return null;
  const others = players.filter((p, seat) => seat !== turn.player && !p.eliminated).map((p) => racerOf(rules, p));
  // The last player standing has this turn and one per seat still queued.
  const turnsLeft = endgame?.kind === 'lastStanding' ? endgame.queue.length + 1 : null;
  const mine = racerOf(rules, me);
  const key = JSON.stringify([mine, others, turnsLeft]);
  if (last.rules === rules && last.key === key) return last.play;
  const value = lifeValue(rules);
  const costs = new Map<number, number>();
  const lifeCost = (lost: number): number => {
    let cost = costs.get(lost);
    if (cost === undefined) {
      cost = value.cost(mine, others, lost, turnsLeft);
      costs.set(lost, cost);
    }
    return cost;
  };
  const play: LivesPlay = {
    policy: policyOf(rules, lifeCost(rules.lives.farkle)),
    lifeCost,
    policyFor: (points) => policyOf(rules, points),
  };
  last = { key, rules, play };
  return play;
}
