import { FarkleError } from '../errors.js';
import type { RollEffectKind, Rules } from '../rules/types.js';

/** The path of the first roll effect of this kind, or `null`. */
function effectPath(rules: Rules, kind: RollEffectKind): string | null {
  const index = rules.scoring.rollEffects.findIndex((e) => e.effect === kind);
  return index < 0 ? null : `scoring.rollEffects[${index}].effect`;
}

/**
 * Rules that change a single turn's arithmetic in a way the turn solver does
 * not model, by path, or `null`. Penalties, lives, buying, high stakes, carry
 * on, the target and 'loseScore' effects act on the banked score or on other
 * turns, outside the points one turn banks, and are not refused.
 */
export function turnUnsupported(rules: Rules): string | null {
  if (rules.wildDie !== null) return 'wildDie';
  if (rules.turn.clearCombo) return 'turn.clearCombo';
  if (rules.turn.secondChance) return 'turn.secondChance';
  // The bank minimum would depend on the previous turn, which a turn policy does not know.
  if (rules.turn.mustBeatLastBank) return 'turn.mustBeatLastBank';
  // Winning the game is worth no number of points.
  return effectPath(rules, 'win');
}

/** Why the two-player win-chance solver cannot solve the rules as they are, by path, or `null`. */
export function winUnsupported(rules: Rules): string | null {
  if (rules.farklePenalty !== null) return 'farklePenalty';
  if (rules.allDiceFarkle !== null) return 'allDiceFarkle';
  if (rules.lives !== null) return 'lives';
  if (rules.buyDice !== null) return 'buyDice';
  if (rules.highStakes) return 'highStakes';
  if (rules.wildDie !== null) return 'wildDie';
  if (rules.turn.carryOn) return 'turn.carryOn';
  if (rules.turn.mustBeatLastBank) return 'turn.mustBeatLastBank';
  if (rules.turn.clearCombo) return 'turn.clearCombo';
  if (rules.turn.secondChance) return 'turn.secondChance';
  if (rules.end.trigger === 'exact') return 'end.trigger';
  if (rules.end.finalRound && rules.end.finalRoundRestarts) return 'end.finalRoundRestarts';
  // A score dropping to zero links a pair of scores to lower ones, which the solver has not solved yet.
  const loseScore = effectPath(rules, 'loseScore');
  if (loseScore !== null) return loseScore;
  // In a last turn a win by a roll effect never becomes unlikely, so the last-turn tables would not end.
  return rules.end.finalRound ? effectPath(rules, 'win') : null;
}

/** Throws `unsupported-rules` at the path `check` finds, naming `solver` in the message. */
export function refuseUnsupported(rules: Rules, check: (rules: Rules) => string | null, solver: string, hint = ''): void {
  const path = check(rules);
  if (path !== null) throw new FarkleError('unsupported-rules', `${solver} does not model ${path}${hint}`, path);
}

/**
 * Why the final-round solver cannot solve these rules exactly, by path, or
 * `null`. Besides what a turn's arithmetic needs (see {@link turnUnsupported}),
 * anything that links one turn to the next other than the scores: dice
 * offered to the next player (high stakes, buying, carry on), spicy dice,
 * a final round that restarts, an exact target and a 'loseScore' effect.
 */
export function finalRoundUnsupported(rules: Rules): string | null {
  const turn = turnUnsupported(rules);
  if (turn !== null) return turn;
  if (rules.highStakes) return 'highStakes';
  if (rules.buyDice !== null) return 'buyDice';
  if (rules.turn.carryOn) return 'turn.carryOn';
  if (rules.spicyDice) return 'spicyDice';
  if (rules.end.finalRoundRestarts) return 'end.finalRoundRestarts';
  if (rules.end.trigger === 'exact') return 'end.trigger';
  const loseScore = rules.scoring.rollEffects.findIndex((e) => e.effect === 'loseScore');
  return loseScore < 0 ? null : `scoring.rollEffects[${loseScore}].effect`;
}
