import { checkOptionKeys, optionKeys } from '../../options.js';
import type { RulesInput } from '../../rules/types.js';
import type { GameState } from '../types.js';
import { pinnedMatch, readPinned } from './pinned.js';
import { restoreState } from './restore.js';
import { publish } from './twin.js';

/**
 * Options for {@link restoreGame}.
 *
 * @example
 * ```ts
 * const options: RestoreGameOptions = { rules: ['classic', 'zilch'] }; // the rule sets a server allows
 * ```
 *
 * @category Game
 */
export interface RestoreGameOptions {
  /**
   * The rule sets (or preset names) the server allows. The rules inside the
   * state must equal one of them, compared by value, and the state comes
   * back with that object: the rules inside a state are never trusted, and
   * states of one rule set share what is cached for it however often
   * they are restored. Omitted, any valid rule set is accepted.
   */
  readonly rules?: readonly RulesInput[] | undefined;
}

const RESTORE_KEYS = optionKeys<RestoreGameOptions>({ rules: true });

/**
 * Accepts a game state this library did not make, or made and then stored:
 * from a database, from a client, from an older release. The value is read
 * once into a copy of its own (JSON data only, bounded in size and depth),
 * its format version checked (a newer one is `unsupported-state-version`),
 * fields that older releases lacked filled in, its rules validated as
 * `defineRules` validates them (or matched against the rule sets the server
 * pinned), and then every field the engine relies on checked: seats,
 * scores, lives, the turn's phase and the fields each phase needs, the roll
 * (dice ids and faces, spicy and wild as the rules give them), the dice kept
 * and offered, the turn total against what its rolls could score, the final
 * round or play-off, the winners, the generator, the events. A problem is
 * `invalid-state` at the path of the first bad value (`state.turn.rollable[3]`).
 * Nothing is done with a state before it has passed. The result is a state
 * the library made: `legalActions` and `applyAction` take it at full speed.
 *
 * `legalActions` and `applyAction` restore any state they did not make
 * themselves, so a server needs `restoreGame` for pinned rule sets and to
 * restore once before several calls.
 *
 * @throws {FarkleError} `invalid-state`, `unsupported-state-version`, or
 *   `invalid-options` for bad options (the codes of `resolveRules`, at
 *   `rules[i]`, for a bad pinned rule set).
 *
 * @example
 * ```ts
 * const house = defineRules({ name: 'house', bank: { entry: 350 } });
 * const saved = JSON.stringify(createGame({ players: ['Ann', 'Bob'], rules: house, seed: 7 }));
 * const game = restoreGame(JSON.parse(saved), { rules: ['classic', house] });
 * game.rules === house; // true: the pinned object
 * restoreGame({ ...JSON.parse(saved), turnNumber: 0 }); // throws FarkleError 'invalid-state' at state.turnNumber
 * ```
 *
 * @category Game
 */
export function restoreGame(value: unknown, options?: RestoreGameOptions): GameState {
  // The options read once: a getter that throws, or answers differently a second time, is refused at its key.
  const read = options === undefined ? undefined : checkOptionKeys<RestoreGameOptions>(options, RESTORE_KEYS);
  const pinned = read?.rules === undefined ? undefined : pinnedMatch(readPinned(read.rules));
  return publish(restoreState(value, pinned));
}

