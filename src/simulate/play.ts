import { isBuiltIn } from '../bots/built-in.js';
import type { Bot } from '../bots/random.js';
import { playAction } from '../game/apply.js';
import { startState } from '../game/create.js';
import { lend } from '../game/trust/state.js';
import { publish } from '../game/trust/twin.js';
import type { Action, GameState } from '../game/types.js';
import type { Setup } from './options.js';
import type { Counts } from './summary.js';

/** The seed of game `game` of the series seeded by `seed`. */
function gameSeed(seed: number | string, game: number): string {
  return `${seed}:${game}`;
}

function firstSeat(setup: Setup, game: number): number | undefined {
  const { firstPlayer, bots } = setup;
  if (firstPlayer === 'rotate') return game % bots.length;
  return firstPlayer === 'rules' ? undefined : firstPlayer;
}

/**
 * The action `bot` takes in `state`, the engine's own. A bot of the app's is
 * given a copy of its own, as `createGame` and `applyAction` give one (an
 * edit it makes never reaches the game); a built-in bot, which only reads
 * the state, is lent the engine's (see `lend`): no copy, no comparisons.
 */
function ask(bot: Bot, builtIn: boolean, state: GameState): Action {
  return builtIn ? lend(state, bot) : bot(publish(state));
}

/** Plays game number `game` of the series and adds what happened to `counts`. */
export function playGame(setup: Setup, game: number, counts: Counts): void {
  const { rules, bots, names, maxTurns } = setup;
  // The engine plays on its own states and checks each action as applyAction does (see playAction).
  let state = startState({ rules, players: names, seed: gameSeed(setup.seed, game), firstPlayer: firstSeat(setup, game) });
  const builtIn = bots.map(isBuiltIn);
  // The events of a transition are read only by a bot of the app's, in the state it is given (see `ask`).
  const told = !builtIn.every((mine) => mine);
  let turns = 0;
  let actions = 0;
  while (!state.over) {
    const { player, phase } = state.turn;
    // Every turn takes exactly one action in phase `start`: that is where turns are counted.
    if (phase === 'start') {
      if (turns === maxTurns) break;
      turns++;
      (counts.playerTurns[player] as number)++;
    }
    const mine = builtIn[player] === true;
    state = playAction(state, ask(bots[player] as Bot, mine, state), mine, told);
    actions++;
  }
  counts.games++;
  counts.turns += turns;
  counts.actions += actions;
  state.players.forEach((player, seat) => {
    (counts.points[seat] as number) += player.score;
  });
  for (const seat of state.winners) {
    (counts.wins[seat] as number)++;
    if (state.winners.length > 1) (counts.sharedWins[seat] as number)++;
  }
  if (!state.over) counts.unfinished++;
  else if (state.winners.length === 0) counts.noWinner++;
}
