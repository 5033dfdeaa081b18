/**
 * Random games of the engine, followed by the independent referee of
 * `test/support/referee/` (written from RULES.md and HOUSE-RULES.md): at
 * every step the engine's legal actions must be the ones the referee finds
 * open, and the engine's next state the one the referee works out. The rule
 * sets switch the house-rule phases on in combinations (clear combo, second
 * chance, carry on, must beat the last bank, an exact target with its
 * overshoot) beside the plain turn, penalties, the final round and ties;
 * each set must reach the phases it names, so that coverage cannot vanish.
 * At every step it also tries actions the engine did not list (see
 * `probe.ts`): `applyAction` must refuse each the rules refuse with a
 * FarkleError, leaving the state given as it was, and play each they allow
 * as the referee does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, FarkleError, legalActions, type Action, type Die, type GameState } from '../../src/index.js';
import { Referee } from '../support/referee/referee.js';
import { REFEREE_SETS, type RefereeSet } from '../support/referee/rule-sets.js';
import { mulberry32 } from '../support/mulberry32.js';

/** The dice a throwing action brings: as many as it throws in `state`, read from the engine's state (the referee counts them itself). */
function withDice(state: GameState, action: Action, random: () => number): Action {
  const { turn, rules } = state;
  const throwing = (count: number): Die[] => Array.from({ length: count }, () => (1 + Math.floor(random() * 6)) as Die);
  switch (action.type) {
    case 'roll':
      return { ...action, dice: throwing(turn.phase === 'clearing' ? turn.reroll.length : turn.hotDice ? rules.dice : turn.rollable.length) };
    case 'carryOn':
    case 'highStakes':
      return { ...action, dice: throwing(turn.offer?.dice.length ?? 0) };
    case 'secondChance':
      return { ...action, dice: throwing((turn.roll?.length ?? 0) - action.hold.length) };
    default:
      return action;
  }
}

/** A random bot: a kind of action at random among those listed, then one of that kind; rolls bring random dice. */
function choose(state: GameState, listed: readonly Action[], random: () => number): Action {
  const kinds = [...new Set(listed.map((action) => action.type))];
  const kind = kinds[Math.floor(random() * kinds.length)];
  const ofKind = listed.filter((action) => action.type === kind);
  return withDice(state, ofKind[Math.floor(random() * ofKind.length)] as Action, random);
}

function fail(set: RefereeSet, seed: number, step: number, trail: readonly Action[], problems: readonly string[]): never {
  const recent = trail.slice(-8).map((action) => JSON.stringify(action)).join('\n  ');
  throw new Error(`${set.title}, seed ${seed}, step ${step}:\n${problems.join('\n')}\nlast actions:\n  ${recent}`);
}

const shown = (action: Action): string => JSON.stringify(action);

/** What `applyAction` threw for `action` in `state`, or `null` when it played it. */
function thrownBy(state: GameState, action: Action): unknown {
  // The stack of a refusal that was expected is never read, and taking one costs more than the check itself.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    applyAction(state, action);
    return null;
  } catch (error) {
    return error;
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** The unlisted actions the referee tries in `state`: refused as it says, or played as it plays them; `state` untouched either way. */
function tryUnlisted(referee: Referee, state: GameState, listed: readonly Action[], random: () => number): string[] {
  const before = JSON.stringify(state);
  const out: string[] = [];
  const { refused, allowed } = referee.probe(listed, random);
  for (const { action, tried, why } of refused) {
    const thrown = thrownBy(state, action);
    if (!(thrown instanceof FarkleError)) out.push(`${tried}, ${shown(action)}: expected a FarkleError (${why}), got ${thrown === null ? 'a next state' : thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : JSON.stringify(thrown)}`);
  }
  for (const { action, tried } of allowed) {
    try {
      out.push(...referee.wouldFollow(action, applyAction(state, action)).map((problem) => `${tried}, ${shown(action)}: ${problem}`));
    } catch (error) {
      out.push(`${tried}, ${shown(action)}: the rules allow it, but applyAction threw ${String(error)}`);
    }
  }
  // Compared once for all of them (a state's text costs more than the actions): any change is a failure.
  if (JSON.stringify(state) !== before) out.push(`the state given changed while trying ${[...refused, ...allowed].map((probe) => shown(probe.action)).join(', ')}`);
  return out;
}

/** Plays one game to its end (or `set.maxActions`), checking every listing and transition. Returns whether it ended. */
function playChecked(set: RefereeSet, referee: Referee, seed: number): boolean {
  const random = mulberry32(seed);
  // A stream of its own for the unlisted actions, so that the games played stay the ones the seeds always made.
  const probeRandom = mulberry32(seed ^ 0x5bd1e995);
  const names = Array.from({ length: set.players }, (_, i) => `P${i}`);
  const first = Math.floor(random() * set.players);
  let state = createGame({ rules: set.rules, players: names, seed, firstPlayer: first });
  const trail: Action[] = [];
  const started = referee.start(state, first);
  if (started.length > 0) fail(set, seed, 0, trail, started);
  for (let step = 1; step <= set.maxActions; step++) {
    const listed = legalActions(state);
    const wrongListing = referee.checkListing(listed);
    if (wrongListing.length > 0) fail(set, seed, step, trail, wrongListing);
    const wrongRefusals = tryUnlisted(referee, state, listed, probeRandom);
    if (wrongRefusals.length > 0) fail(set, seed, step, trail, wrongRefusals);
    if (state.over) return true;
    const action = choose(state, listed, random);
    trail.push(action);
    state = applyAction(state, action);
    let problems: string[];
    try {
      problems = referee.follow(action, state);
    } catch (error) {
      problems = [String(error)];
    }
    if (problems.length > 0) fail(set, seed, step, trail, problems);
  }
  return false;
}

describe('the referee follows random games of the engine', () => {
  for (const set of REFEREE_SETS) {
    it(`${set.title}: every listing, refusal and state agree; ${set.reaches.join(', ')} reached`, () => {
      const referee = new Referee(set.rules);
      let ended = 0;
      fc.assert(
        fc.property(fc.nat(), (seed) => {
          if (playChecked(set, referee, seed)) ended++;
        }),
        { numRuns: set.games, endOnFailure: true },
      );
      expect(ended, 'games played to the end').toBeGreaterThanOrEqual(set.games * 0.9);
      for (const what of set.reaches) expect(referee.counts.get(what) ?? 0, what).toBeGreaterThanOrEqual(set.atLeast);
      for (const what of set.probed) expect(referee.counts.get(what) ?? 0, what).toBeGreaterThanOrEqual(1);
    }, 60_000);
  }
});
