import { scoreKeep, type Action, type Die, type GameEvent, type GameState, type RolledDie } from 'farkle-rules';
import { formatNumber } from './dom.js';

/** A rolled die as the scorer takes it: a face, a spicy face or the wild die. */
export function asDie(die: RolledDie): Die {
  if (die.wild) return { wild: true };
  return die.spicy ? { face: die.face, spicy: true } : die.face;
}

/** A rolled die as the page prints it: its face, `W` for the wild face, `*` after a spicy one. */
export function dieLabel(die: RolledDie): string {
  if (die.wild) return 'W';
  return die.spicy ? `${die.face}*` : String(die.face);
}

function diceCount(count: number): string {
  return `${count} ${count === 1 ? 'die' : 'dice'}`;
}

/** The order a player lays dice out in: by face, the wild face last, then by which die. */
export function inFaceOrder(dice: readonly RolledDie[]): RolledDie[] {
  const rank = (die: RolledDie): number => (die.wild ? 7 : die.face);
  return [...dice].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** The dice at some positions of the roll showing, in face order. */
function facesAt(state: GameState, positions: readonly number[]): RolledDie[] {
  const roll = state.turn.roll ?? [];
  return inFaceOrder(positions.map((i) => roll[i]).filter((die): die is RolledDie => die !== undefined));
}

/** How many dice a plain roll throws now. */
function diceToRoll(state: GameState): number {
  const { turn, rules } = state;
  if (turn.phase === 'clearing') return turn.reroll.length;
  return turn.hotDice || turn.rollable.length === 0 ? rules.dice : turn.rollable.length;
}

/** The words on an action's button. */
export function actionLabel(state: GameState, action: Action): string {
  const offer = state.turn.offer;
  switch (action.type) {
    case 'roll':
      return state.turn.phase === 'clearing' ? `Roll the ${diceCount(diceToRoll(state))} to clear` : `Roll ${diceCount(diceToRoll(state))}`;
    case 'keep': {
      const dice = facesAt(state, action.dice);
      return `Keep ${dice.map(dieLabel).join(' ')} · ${formatNumber(scoreKeep(dice.map(asDie), state.rules).points)}`;
    }
    case 'bank':
      return `Bank ${formatNumber(state.turn.total)}`;
    case 'buy':
      return `Buy ${diceCount(action.count)}`;
    case 'highStakes':
      return `High stakes: roll ${diceCount(offer?.dice.length ?? 0)} for ${formatNumber(offer?.total ?? 0)}`;
    case 'carryOn':
      return `Carry on: roll ${diceCount(offer?.dice.length ?? 0)} for ${formatNumber(offer?.total ?? 0)}`;
    case 'secondChance':
      return `Hold ${facesAt(state, action.hold).map(dieLabel).join(' ')}, roll the rest`;
    case 'acceptFarkle':
      return 'Accept the farkle';
  }
}

/** One event of a transition as a line of the game log, or `null` for those the log leaves out. */
export function eventLine(state: GameState, event: GameEvent): string | null {
  const name = (seat: number): string => state.players[seat]?.name ?? `seat ${seat}`;
  switch (event.type) {
    case 'firstPlayer':
      return `${name(event.player)}: first to play.`;
    case 'rolled':
      return `${name(event.player)}: rolled ${event.dice.map(dieLabel).join(' ')}.`;
    case 'kept':
      return `${name(event.player)}: kept ${inFaceOrder(event.dice).map(dieLabel).join(' ')} for ${formatNumber(event.points)}, ${formatNumber(event.turnTotal)} this turn.`;
    case 'hotDice':
      return `${name(event.player)}: hot dice!`;
    case 'farkled':
      return `${name(event.player)}: farkle${event.lost > 0 ? `, ${formatNumber(event.lost)} lost` : ''}.`;
    case 'banked':
      return `${name(event.player)}: banked ${formatNumber(event.points)}, ${formatNumber(event.score)} in all.`;
    case 'penalty':
      return `${name(event.player)}: a penalty of ${formatNumber(event.points)}.`;
    case 'rollEffect':
      return `${name(event.player)}: a roll effect, ${event.effect}.`;
    case 'finalRound':
      return `${name(event.trigger)}: reached ${formatNumber(event.score)}, final round!`;
    case 'turnStarted':
      return `${name(event.player)} to play`;
    case 'gameOver':
      return event.winners.length === 0 ? 'Game over: no winner.' : `Game over: ${event.winners.map(name).join(' and ')} won.`;
    case 'firstPlayerRoll':
      return null;
    default:
      return `${name('player' in event ? event.player : -1)}: ${event.type}.`;
  }
}
