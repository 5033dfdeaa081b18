import { optimalTurn, optimalTurnBot, type Action, type AdviceMethod, type GameAdvice, type GameState, type PlayerState } from 'farkle-rules';
import { adviseOnWorker } from './advice.js';
import { el, formatNumber, formatPercent, messageOf, show } from './dom.js';
import { progressWords, type TableProgress } from './table-files.js';
import { actionLabel, dieLabel, inFaceOrder } from './game-words.js';

/** A legal action and its button. */
export interface ActionButton {
  readonly action: Action;
  readonly button: HTMLElement;
}

/** Which hints the page shows: the most wins (`adviseGame`), the most points this turn (`optimalTurn`), or none. */
export type HintMode = 'wins' | 'points' | 'off';

/** What the page suggests: the action (matched against the legal ones by `sameAction`) and why. */
interface Hint {
  readonly action: Action | null;
  readonly text: string;
}

/** Whether two actions do the same thing (the order of dice indices aside). */
export function sameAction(a: Action, b: Action): boolean {
  const key = (action: Action): string => {
    const dice = 'dice' in action && action.type === 'keep' ? [...action.dice].sort((x, y) => x - y) : null;
    const hold = action.type === 'secondChance' ? [...action.hold].sort((x, y) => x - y) : null;
    const count = action.type === 'buy' ? action.count : null;
    return JSON.stringify([action.type, dice, hold, count]);
  };
  return key(a) === key(b);
}

/** Why the optimal-turn bot does what it does, in the words of the turn policy's values. */
function reason(state: GameState): string {
  const { turn, rules } = state;
  const player = state.players[turn.player] as PlayerState;
  const policy = optimalTurn(rules, { onBoard: player.onBoard });
  if (turn.phase === 'rolled' && turn.roll !== null) {
    // The rolled dice with their ids: with spicy dice, which dice are left decides their red faces.
    const best = policy.advise(turn.roll, turn.total, turn.unbought.length)[0];
    if (best === undefined) return '';
    const faces = inFaceOrder(best.keep.dice.flatMap((i) => turn.roll?.[i] ?? [])).map(dieLabel);
    const then = best.then === 'bank' ? `then bank ${formatNumber(best.turnTotal)}` : `then roll ${best.diceToRoll} on (worth ${formatNumber(best.rollValue)} on average)`;
    return `Keep ${faces.join(' ')}, ${then}.`;
  }
  if (turn.phase === 'kept') {
    const dice = turn.hotDice ? rules.dice : turn.rollable.length;
    const roll = policy.rollValue(turn.total, turn.hotDice ? rules.dice : turn.rollable);
    return `Rolling ${dice} on is worth ${formatNumber(roll)} on average; banking, ${formatNumber(turn.total)}.`;
  }
  if (turn.phase === 'start') return `A fresh turn is worth ${formatNumber(policy.expectedScore)} on average.`;
  return '';
}

/**
 * The hint for the player to move: the action of `optimalTurnBot` (the most
 * expected points this turn, by `optimalTurn`), or why there is none.
 */
function pointsHint(state: GameState): Hint {
  try {
    const action = optimalTurnBot(state);
    return { action, text: `Optimal turn play: ${reason(state)}`.trim() };
  } catch (error) {
    return { action: null, text: `No hint under these rules: ${messageOf(error)}` };
  }
}

/** How the advice found its chances, in words. */
const METHOD_WORDS: Readonly<Record<AdviceMethod, string>> = {
  table: 'exact, from the solved two-player game',
  finalRound: 'exact, the final round solved',
  estimate: 'an estimate',
};

/** Marks the button of the hinted action. */
function mark(buttons: readonly ActionButton[], hinted: Action): void {
  const found = buttons.find(({ action }) => sameAction(action, hinted));
  if (found === undefined) return;
  found.button.classList.add('hinted');
  found.button.dataset.hint = 'true';
  found.button.appendChild(el('span', { class: 'badge' }, 'hint'));
}

/** Writes each action's chance to win on its button and marks the best. */
function showAdvice(state: GameState, advice: GameAdvice, buttons: readonly ActionButton[], out: HTMLElement): void {
  for (const { action, winChance } of advice.actions) {
    const found = buttons.find((candidate) => sameAction(candidate.action, action));
    found?.button.appendChild(el('span', { class: 'chance' }, winChance === null ? ' · ?' : ` · ${formatPercent(winChance)}`));
  }
  const best = advice.actions[0];
  if (best?.winChance == null) {
    show(out, 'No hint: the advice cannot value these moves.');
    return;
  }
  mark(buttons, best.action);
  out.dataset.method = advice.method;
  show(out, `Most wins: ${actionLabel(state, best.action)}, ${formatPercent(best.winChance)} to win (${METHOD_WORDS[advice.method]}${advice.method === 'finalRound' && !advice.exact ? ', a play-off counted as an even split' : ''}).`);
}

/**
 * Shows the hints of `mode` for the player to move: `points` at once, `wins`
 * when the advice worker answers (and only if `current()` says the state is
 * still the one showing), after the solved table of the game, where the site
 * has one, is fetched (its progress shown meanwhile). The hint's
 * `data-method` says how advice valued the moves.
 */
export function showHints(state: GameState, buttons: readonly ActionButton[], mode: HintMode, out: HTMLElement, current: () => boolean): void {
  delete out.dataset.method;
  if (mode === 'off') return;
  if (mode === 'points') {
    const hint = pointsHint(state);
    if (hint.action !== null) mark(buttons, hint.action);
    show(out, hint.text);
    return;
  }
  show(out, 'Weighing the moves…');
  const onTable = (progress: TableProgress): void => {
    if (current()) show(out, `Weighing the moves: ${progressWords(progress)}…`);
  };
  adviseOnWorker(state, onTable).then(
    (advice) => {
      if (current()) showAdvice(state, advice, buttons, out);
    },
    (error: unknown) => {
      if (current()) show(out, `No hint under these rules: ${messageOf(error)}`);
    },
  );
}
