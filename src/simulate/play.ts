import { applyAction } from '../game/apply.js';
import { createGame } from '../game/create.js';
import type { Setup } from './options.js';
import type { Counts } from './summary.js';

/** The seed of game `game` of the series seeded by `seed`. */
function gameSeed(seed: number | string, game: number): string {
  return `${seed}:${game}`;
}

function firstSeat(setup: Setup, game: number): number | undefined {
  const { firstPlayer, bots } = setup;
  if (firstPlayer === 'rules') return undefined;
  return firstPlayer === 'rotate' ? game % bots.length : firstPlayer;
}

/** Plays game number `game` of the series and adds what happened to `counts`. */
export function playGame(setup: Setup, game: number, counts: Counts): void {
  const { rules, bots, names, maxTurns } = setup;
  let state = createGame({ rules, players: names, seed: gameSeed(setup.seed, game), firstPlayer: firstSeat(setup, game) });
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
    state = applyAction(state, (bots[player] as (typeof bots)[number])(state));
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
