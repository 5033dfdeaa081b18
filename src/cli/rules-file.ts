import { existsSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { FarkleError, describe } from '../errors.js';
import { readJson, type FileKind } from './read-file.js';
import { defineRules, isPresetName } from '../rules/define.js';
import type { Rules } from '../rules/types.js';
import { isRecord } from '../rules/validate.js';

/**
 * Whether a `--rules` value names a file rather than a preset: a preset name
 * never does; anything else does when it ends in `.json`, holds a path
 * separator or is an existing file. An unknown plain word stays a preset name
 * (and is refused as one).
 */
export function isRulesPath(value: string): boolean {
  if (isPresetName(value)) return false;
  return value.toLowerCase().endsWith('.json') || /[\\/]/.test(value) || existsSync(value);
}

/**
 * The most bytes a rules file may hold: 1 MB (1,048,576 bytes), some hundred
 * times the largest rule set (every straight and roll effect the limits allow
 * fits in a few kilobytes). A larger file is refused before it is read, so
 * that `--rules /dev/zero` or a huge file cannot exhaust memory.
 */
export const MAX_RULES_FILE_BYTES = 1024 * 1024;

/** Rules files, as the CLI reads them (see `readBounded`: regular files, the limit checked before a byte is read). */
const RULES_FILE: FileKind = { name: 'rules file', maxBytes: MAX_RULES_FILE_BYTES, limit: '1 MB' };

/**
 * Reads a JSON file of {@link defineRules} overrides with an optional
 * `"base"` preset name (classic by default) and returns the rule set. Without
 * a `"name"`, the rules are named after the file (`house.json`: `house`).
 * Errors name the file: `invalid-options` when it cannot be read (a folder,
 * a pipe, a device: anything but a regular file; more than
 * {@link MAX_RULES_FILE_BYTES}) or is not JSON, and the rules errors of `defineRules` (`invalid-rules` with the path
 * of the bad value, `unknown-preset` for a bad base) otherwise.
 */
export function readRulesFile(path: string): Rules {
  const data = readJson(path, RULES_FILE);
  try {
    return rulesFromFile(data, basename(path, extname(path)) || path);
  } catch (error) {
    if (error instanceof FarkleError) throw new FarkleError(error.code, error.message, path);
    throw error;
  }
}

/**
 * The rule set a rules file's JSON value describes (the format of
 * rules.schema.json): `defineRules` overrides, with an optional `"base"`
 * preset name and an optional `"$schema"` (a string, for editors; not read).
 * Without a `"name"`, the rules are called `name`.
 */
export function rulesFromFile(data: unknown, name: string): Rules {
  if (!isRecord(data)) {
    throw new FarkleError('invalid-rules', `expected an object of rule overrides, got ${describe(data)}`);
  }
  const { base = 'classic', $schema: schema, ...overrides } = data;
  if (schema !== undefined && typeof schema !== 'string') throw new FarkleError('invalid-rules', `expected the address of a JSON Schema, a string, got ${describe(schema)}`, '$schema');
  if (typeof base !== 'string') throw new FarkleError('invalid-rules', `expected a preset name, got ${describe(base)}`, 'base');
  if (!isPresetName(base)) throw new FarkleError('unknown-preset', `unknown preset ${describe(base)}`, 'base');
  return defineRules(overrides.name === undefined ? { ...overrides, name } : overrides, base);
}
