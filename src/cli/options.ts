import { basename } from 'node:path';
import { FarkleError, describe } from '../errors.js';
import { defineRules, isPresetName } from '../rules/define.js';
import { presets } from '../rules/presets.js';
import { PRESET_NAMES, type Rules } from '../rules/types.js';
import { DEFAULT_MAX_TURNS, MAX_TURNS } from '../simulate/limits.js';
import { points } from './format.js';
import { isRulesPath, readRulesFile } from './rules-file.js';
import { nearest } from './suggest.js';

/**
 * The rules a `--rules` value names: a preset (classic when omitted) or a JSON file of overrides
 * (see {@link isRulesPath}), played to `target` points instead of its own when given. Every
 * command reads `--rules` through this.
 */
export function gameRules(name: string | undefined, target?: string): Rules {
  const rules = baseRules(name);
  if (target === undefined) return rules;
  const goal = parseCount('target', target, 0);
  try {
    return defineRules({ name: `${rules.name}, target ${points(goal)}`, end: { target: goal } }, rules);
  } catch (error) {
    // The rules' limits on a target are told as the flag's: the user typed --target, not end.target.
    if (!(error instanceof FarkleError) || error.path !== 'end.target') throw error;
    throw new FarkleError(error.code, error.message.slice('end.target: '.length), '--target');
  }
}

function baseRules(name: string | undefined): Rules {
  if (name === undefined) return presets.classic;
  if (isPresetName(name)) return presets[name];
  if (isRulesPath(name)) return readRulesFile(name);
  const guess = nearest(name, PRESET_NAMES);
  const mean = guess === undefined ? '' : `did you mean ${guess}? `;
  const expected = `expected a preset (${PRESET_NAMES.join(', ')}) or a JSON rules file (a name ending in .json)`;
  throw new FarkleError('unknown-preset', `unknown preset ${describe(name)}; ${mean}${expected}`, '--rules');
}

/** How a header names the rules: the preset (or the rules file's name) and the target, `classic rules to 10,000`. */
export function rulesLabel(name: string | undefined, rules: Rules): string {
  const source = name === undefined ? 'classic' : isRulesPath(name) ? basename(name) : name;
  return `${source} rules to ${points(rules.end.target)}`;
}

/** A seed as typed: whole numbers are numbers (as in the library's examples), anything else a string seed. */
export function parseSeed(seed: string | undefined): number | string {
  const text = seed ?? '1';
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** A whole-number option within bounds; `fallback` when it was not given. */
export function parseCount(option: string, value: string | undefined, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const count = /^\d+$/.test(value.replaceAll('_', '')) ? Number(value.replaceAll('_', '')) : Number.NaN;
  if (!Number.isSafeInteger(count) || count < min || count > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`;
    throw new FarkleError('invalid-options', `expected a whole number ${range}, got ${describe(value)}`, `--${option}`);
  }
  return count;
}

/** A comma-separated list of names, trimmed (an empty name stays, for the library to reject with its reason). */
export function parseList(value: string): string[] {
  return value.split(',').map((name) => name.trim());
}

/**
 * What a player's name may not hold: control characters (escape, bell, line breaks), line and
 * paragraph separators, and bidi embeddings, overrides and isolates. A terminal acts on them, and
 * a name is printed turn by turn: `--players $'\e[2J'` would clear the screen at every turn.
 */
const UNSAFE_IN_NAME = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/** `--players`: the names in seat order; one holding a character a terminal acts on is refused at its seat, before the game. */
export function parsePlayers(value: string): string[] {
  const names = parseList(value);
  names.forEach((name, seat) => {
    const unsafe = UNSAFE_IN_NAME.exec(name);
    if (unsafe === null) return;
    const code = `U+${(unsafe[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    throw new FarkleError('invalid-players', `expected a name of printable characters, got one holding ${code} at character ${unsafe.index + 1}`, `players[${seat}]`);
  });
  return names;
}

/** `--max-turns`: the turns a game plays before it is stopped unfinished (the library's default when not given). */
export function parseMaxTurns(value: string | undefined): number {
  return parseCount('max-turns', value, DEFAULT_MAX_TURNS, 1, MAX_TURNS);
}

/** The line that says a game was stopped at the turn limit, not ended. */
export function stoppedLine(turns: number): string {
  return `The game is stopped unfinished after ${points(turns)} turns (--max-turns): nobody won.`;
}
