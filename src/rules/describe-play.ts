/** The play parts of a rules sheet: players, banking, farkles and penalties, the turn, and the end of the game. */
import type { PenaltyPoints, Rules } from './types.js';
import { allDice, capitalize, diceWord, lives, list, ordinal, points, text, type Block, type Section } from './describe-words.js';

/** Players, dice and who starts: the lines above the first heading. */
export function introSection(rules: Rules): Section {
  const { min, max } = rules.players;
  const players = max === null ? `${min} or more` : max === min ? `exactly ${min}` : `${min} to ${max}`;
  const starts =
    rules.firstPlayer === 'highestDie'
      ? 'To decide who starts, everyone rolls one die: the highest roll starts, and tied players roll again.'
      : 'To decide who starts, players roll one die each in seat order, round after round: the first to throw a 6 starts.';
  return { heading: null, blocks: [text(`Players: ${players}. Every turn starts with ${diceWord(rules.dice)}. ${starts}`)] };
}

function bankSentence({ entry, minimum }: Rules['bank']): string {
  if (entry === 0 && minimum === 0) return 'Any turn total may be banked.';
  if (entry === minimum) return `Every bank needs a turn total of at least ${points(minimum)}.`;
  const first =
    entry === 0 ? 'A first bank may be any turn total' : `A player's first bank needs a turn total of at least ${points(entry)} (getting on the board)`;
  const later = minimum === 0 ? 'after that, any turn total may be banked' : `every later bank needs at least ${points(minimum)}`;
  return `${first}; ${later}.`;
}

/** Banking: the entry and later minimums, and must beat the last bank. */
export function bankingSection(rules: Rules): Section {
  const blocks = [text(`Banking ends the turn and adds its turn total to the player's score. ${bankSentence(rules.bank)}`)];
  if (rules.turn.mustBeatLastBank) {
    blocks.push(
      text('Must beat the last bank: a player may bank only a turn total greater than the one the previous turn banked (nothing to beat after a farkle).'),
    );
  }
  return { heading: 'Banking', blocks };
}

/** What a penalty does: `costs 1,000 points`, `loses the whole banked score`. */
function penalty(value: PenaltyPoints): string {
  return value === 'all' ? 'loses the whole banked score' : `costs ${points(value)} points`;
}

function streakSentences(penaltyRules: NonNullable<Rules['farklePenalty']>): string {
  const { farkles, resetAfterPenalty } = penaltyRules;
  const streak = farkles === 1 ? 'every farkle' : `a ${ordinal(farkles)} farkle in a row`;
  const reset = resetAfterPenalty
    ? 'A bank starts the count again, and so does the penalty.'
    : 'A bank starts the count again, but the penalty does not: every further farkle in a row costs it too.';
  return `${capitalize(streak)} ${penalty(penaltyRules.points)}.${farkles === 1 ? '' : ` ${reset}`}`;
}

function livesSentences(rules: Rules, start: NonNullable<Rules['lives']>): string {
  const when = start.sixDiceFarkleOnHotDice ? 'after hot dice too' : "on a turn's first roll only";
  return (
    `Lives: each player starts with ${lives(start.start)}. A farkle costs ${lives(start.farkle)}; a farkle on a ` +
    `roll of ${allDice(rules.dice)} costs ${lives(start.sixDiceFarkle)} (${when}). A player with no lives left is out of the game.`
  );
}

/** Farkles and penalties: the farkle itself (or no risk), streak and all-dice penalties, lives, the score floor. */
export function penaltiesSection(rules: Rules): Section {
  const { farklePenalty, allDiceFarkle } = rules;
  const blocks: Block[] = [
    text(
      rules.turn.noRisk
        ? 'A farkle is a roll in which no die scores. No risk: a farkle ends the turn, but its turn total is still banked ' +
          'when the player could have banked it before that roll; it still counts as a farkle.'
        : 'A farkle is a roll in which no die scores: the turn ends and its turn total is lost.',
    ),
  ];
  if (farklePenalty !== null) blocks.push(text(streakSentences(farklePenalty)));
  if (allDiceFarkle !== null) {
    const name = allDiceFarkle.points === 'all' ? 'train wreck' : 'crash';
    const when = allDiceFarkle.onHotDice ? "on a turn's first roll or after hot dice" : "on a turn's first roll only";
    blocks.push(text(`A farkle on a roll of ${allDice(rules.dice)} (a "${name}") ${penalty(allDiceFarkle.points)}, ${when}.`));
  }
  if (rules.lives !== null) blocks.push(text(livesSentences(rules, rules.lives)));
  const losesPoints = typeof farklePenalty?.points === 'number' || typeof allDiceFarkle?.points === 'number';
  if (rules.scoreFloor !== null) blocks.push(text(`A banked score never goes below ${points(rules.scoreFloor)}.`));
  else if (losesPoints) blocks.push(text('Banked scores may go below zero.'));
  return { heading: 'Farkles and penalties', blocks };
}

/** The optional turn rules, one list item each. */
function turnRuleItems(rules: Rules): string[] {
  const { turn } = rules;
  const items: string[] = [];
  if (turn.rollAfterSet) items.push('After setting aside three or more of a kind, the player must roll again before banking.');
  if (turn.clearCombo) {
    items.push('Clear combo: after setting aside three or more of a kind, dice of that face in the next roll must be rolled again.');
  }
  if (turn.secondChance) {
    items.push(
      'Second chance: on a farkle of three or more dice, the player may hold two or more of them and roll the rest once more; ' +
        'if that roll scores, the turn goes on; otherwise the farkle stands.',
    );
  }
  if (rules.highStakes) {
    items.push(
      'High stakes: when the previous player banked leaving dice not set aside, a player may start by rolling those dice ' +
        "instead of a fresh set. If that roll scores, the previous turn's total is added to the new turn; if it farkles, the turn ends with nothing.",
    );
  }
  if (turn.carryOn) {
    items.push("Carry on: after a farkle, the next player may roll the farkled dice and take over that turn's total if they score.");
  }
  if (rules.buyDice !== null) {
    const price = rules.buyDice.livesPerDie === 0 ? 'for free' : `for ${lives(rules.buyDice.livesPerDie)} each, keeping at least one life`;
    items.push(
      `Buying dice: when the previous player banked and left dice not set aside, a player may instead buy one or more of them ${price}, ` +
        "and roll only those. If that roll scores, the turn total starts from the previous player's turn total; " +
        'the player goes on with the bought dice only.',
    );
  }
  return items;
}

/** The turn: setting dice aside, hot dice, and the optional turn rules. */
export function turnSection(rules: Rules): Section {
  const every = allDice(rules.dice);
  const keep = rules.turn.keepEveryScoringDie
    ? 'set aside every die that scores (there is no choice of keep)'
    : 'set aside at least one scoring die';
  const hot = rules.turn.rollAfterHotDice
    ? `Hot dice: when ${every} have been set aside, the player must roll ${every} again; banking is not allowed right after hot dice.`
    : `Hot dice: when ${every} have been set aside, the player may bank or roll ${every} again, still risking the turn total.`;
  const blocks: Block[] = [
    text(`On a turn, roll the dice and ${keep}. Then bank the turn total, or roll the dice left for more.`),
    text(hot),
  ];
  const items = turnRuleItems(rules);
  if (items.length > 0) blocks.push(list(items));
  return { heading: 'The turn', blocks };
}

/** How the target is hit: `reaches 10,000 or more`. */
function hits(end: Rules['end']): string {
  const target = points(end.target);
  if (end.trigger === 'reach') return `reaches ${target} or more`;
  return end.trigger === 'exceed' ? `goes above ${target}` : `hits exactly ${target}`;
}

/** What the trigger needs beyond its verb: exactly the target is not enough, or where a bank past it goes. */
function triggerNote(end: Rules['end']): string {
  const target = points(end.target);
  if (end.trigger === 'reach') return '';
  if (end.trigger === 'exceed') return ` Exactly ${target} is not enough.`;
  const overshoot =
    end.overshoot === 'lost'
      ? 'its points are lost'
      : `its points go to the lowest-scoring other player (the first in seat order after the banker on a tie), unless they would take that player past ${target} too`;
  return ` A bank that would pass ${target} is not added to the player: ${overshoot}.`;
}

/** The end: target and trigger, the final round, ties, and the last player standing. */
export function endSection(rules: Rules): Section {
  const { end } = rules;
  const blocks: Block[] = [];
  if (end.finalRound) {
    const restarts = end.finalRoundRestarts
      ? ' A player who banks above everyone else during the final round starts it again: every other player, the one who triggered it included, gets one more turn.'
      : '';
    const ties = end.ties === 'share' ? 'Tied leaders share the win.' : 'Tied leaders take another turn each, until one leads.';
    const last = `When a player's banked score ${hits(end)}, every other player gets one last turn, in seat order; then the highest score wins.`;
    blocks.push(text(`${last}${triggerNote(end)}${restarts} ${ties}`));
  } else {
    blocks.push(text(`The first player whose banked score ${hits(end)} wins at once.${triggerNote(end)}`));
  }
  if (rules.lives !== null) {
    const { lastStanding } = end;
    blocks.push(
      text(
        lastStanding === null
          ? 'When every other player is out, the last player standing wins.'
          : `When every other player is out, the last player standing gets one more round for every ${points(lastStanding.pointsPerRound)} points, ` +
              'or part of them, that it is short of the target. It wins by hitting the target within them; otherwise nobody wins.',
      ),
    );
  }
  return { heading: 'The end of the game', blocks };
}
