/** The bot registry and botFromName. */
import { describe, expect, it } from 'vitest';
import { botFromName, bots, greedyBot, optimalTurnBot, presets, randomBot, thresholdBot } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { walk } from './games.js';

describe('bots', () => {
  it('holds the named bots, frozen', () => {
    expect(bots).toMatchObject({ random: randomBot, greedy: greedyBot, optimal: optimalTurnBot });
    expect(Object.isFrozen(bots)).toBe(true);
  });
});

describe('botFromName', () => {
  it.each(Object.entries(bots))('%s is the registered bot', (name, bot) => {
    expect(botFromName(name)).toBe(bot);
  });

  it.each([0, 500, 2500])('threshold:%i plays as thresholdBot with those points', (points) => {
    const named = botFromName(`threshold:${points}`);
    const made = thresholdBot(points);
    for (const state of walk(presets.classic, points, 1)) expect(named(state)).toEqual(made(state));
  });

  it.each(['clever', 'Greedy', ' greedy', 'threshold', 'threshold:', 'threshold:-1', 'threshold:1.5', 'threshold:1e3', 'toString', '__proto__', '', 42, null])(
    'rejects %j',
    (spec) => {
      expectFarkleError(() => botFromName(spec as string), 'invalid-options', 'spec');
    },
  );
});
