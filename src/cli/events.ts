import type { GameEvent, GameState, RolledDie } from '../game/types.js';
import { allDice, diceWord } from '../rules/describe-words.js';
import { describeCombination, dice, points, table } from './format.js';

/** One die as text: its face, `4*` for a spicy 4, `W` for the wild die showing its wild side. */
function showDie(die: RolledDie): string {
  return die.wild ? 'W' : `${die.face}${die.spicy ? '*' : ''}`;
}

function showDice(dice: readonly RolledDie[]): string {
  return dice.map(showDie).join(' ');
}

/** Width of one die on screen: `[4*]` is the widest. */
const CELL = 4;

/** Events that come once the turn is over: a score line or sheet goes before the first of them. */
const TURN_BREAKS: ReadonlySet<GameEvent['type']> = new Set(['tieBreak', 'lastStanding', 'turnStarted', 'gameOver']);

/** Whether an event comes once the turn is over (see `TURN_BREAKS`). */
export function endsTurn(event: GameEvent): boolean {
  return TURN_BREAKS.has(event.type);
}

/** The dice as boxes, `[1]  [5]  [4*]`, lined up with {@link diceIndices}. */
export function diceBoxes(dice: readonly RolledDie[]): string {
  return dice.map((d) => `[${showDie(d)}]`.padEnd(CELL)).join(' ').trimEnd();
}

/** The index of each die, `#0   #1   #2`, under {@link diceBoxes}. */
export function diceIndices(count: number): string {
  return Array.from({ length: count }, (_, i) => `#${i}`.padEnd(CELL)).join(' ').trimEnd();
}

/** One line of history for an event, or `null` for events the turn lines already say. */
export function describeEvent(event: GameEvent, state: GameState): string | null {
  const name = (seat: number): string => state.players[seat]?.name ?? `seat ${seat}`;
  switch (event.type) {
    case 'firstPlayerRoll':
      return `Roll for first player: ${event.rolls.map((r) => `${name(r.player)} ${r.face}`).join(', ')}`;
    case 'firstPlayer':
      return `${name(event.player)} starts${event.chosen ? ' (chosen)' : ''}.`;
    case 'turnStarted':
      return event.offer === null
        ? `${name(event.player)}'s turn`
        : `${name(event.player)}'s turn (offered ${dice(event.offer.dice.length)} worth ${points(event.offer.total)}${event.offer.kind === 'farkle' ? ' to carry on' : ''})`;
    case 'bought':
      return `  buys ${event.dice.length} ${event.dice.length === 1 ? 'die' : 'dice'} for ${event.lives} ${event.lives === 1 ? 'life' : 'lives'}`;
    case 'highStakes':
      return `  plays high stakes on ${event.dice.length} dice for ${points(event.total)}`;
    case 'carriedOn':
      return `  carries on with ${dice(event.dice.length)} for ${points(event.total)}`;
    case 'rolled':
      return `  rolls ${showDice(event.dice)}`;
    case 'cleared':
      return `  clear combo: ${showDice(event.dice)} ${event.dice.length === 1 ? 'shows' : 'show'} the face of the set just kept: roll again`;
    case 'rerolled':
      return `  rolls again ${showDice(event.dice)}: ${showDice(event.roll)}`;
    case 'secondChanceOffered':
      return '  nothing scores: a second chance is open (hold two or more dice, roll the rest once)';
    case 'secondChance':
      return `  second chance: holds ${showDice(event.hold.map((i) => event.roll[i] as RolledDie))}, rolls ${showDice(event.dice)}: ${showDice(event.roll)}`;
    case 'kept':
      return `  keeps ${showDice(event.dice)}: ${event.combinations.map(describeCombination).join(' + ')} = ${points(event.points)} (turn ${points(event.turnTotal)})`;
    case 'hotDice':
      return `  hot dice: ${allDice(state.rules.dice)} score`;
    case 'farkled':
      return `  FARKLE${event.sixDice ? ` on ${diceWord(state.rules.dice)}` : ''}${event.lost > 0 ? `: loses ${points(event.lost)}` : ''}`;
    case 'banked':
      return `  banks ${points(event.points)}: score ${points(event.score)}`;
    case 'overshot':
      return `  ${points(event.points)} would pass the target: ${event.to === null ? 'lost' : `to ${name(event.to)}, score ${points(event.score ?? 0)}`}`;
    case 'penalty':
      return `  penalty for ${event.reason === 'streak' ? 'farkles in a row' : 'a farkle on every die'}: -${points(event.points)}, score ${points(event.score)}`;
    case 'rollEffect':
      return `  the roll ${event.effect === 'win' ? 'wins the game' : event.effect === 'loseTurn' ? 'loses the turn' : 'loses the turn and the score'}: score ${points(event.score)}`;
    case 'lifeLost':
      return `  loses ${event.lost} ${event.lost === 1 ? 'life' : 'lives'}: ${event.lives} left`;
    case 'eliminated':
      return `  ${name(event.player)} is out of lives and out of the game`;
    case 'finalRound':
      return `${name(event.trigger)} reached ${points(event.score)}: final round, everyone else gets one more turn`;
    case 'tieBreak':
      return `Tie between ${event.players.map(name).join(', ')}: each takes another turn`;
    case 'lastStanding':
      return `${name(event.player)} is the last one standing: ${event.rounds} more ${event.rounds === 1 ? 'round' : 'rounds'} to reach the target`;
    case 'gameOver':
      return event.winners.length === 0 ? 'Game over: nobody wins.' : `Game over: ${event.winners.map(name).join(' and ')} ${event.winners.length > 1 ? 'share the win' : 'wins'}.`;
  }
}

/** The scores, one line. */
export function scoreLine(state: GameState): string {
  return state.players
    .map((p) => `${p.name} ${points(p.score)}${p.lives === null ? '' : ` (${p.lives} lives)`}`)
    .join(' | ');
}

/** The score sheet: one row per player, with lives, whether on the board, farkles in a row, and who is out. */
export function scoreSheet(state: GameState): string {
  const { rules } = state;
  const entryMatters = rules.bank.entry > rules.bank.minimum;
  const rows = state.players.map((p) => {
    const notes: string[] = [];
    if (p.lives !== null) notes.push(`${p.lives} ${p.lives === 1 ? 'life' : 'lives'}`);
    if (p.eliminated) notes.push('out');
    else if (entryMatters && !p.onBoard) notes.push('not on the board');
    if (rules.farklePenalty !== null && p.farkleStreak > 0) notes.push(`${p.farkleStreak} farkle${p.farkleStreak === 1 ? '' : 's'} in a row`);
    return [`  ${p.name}`, points(p.score), notes.join(', ')];
  });
  return table(rows, 'lrl');
}
