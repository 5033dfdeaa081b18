import { closeSync, constants, existsSync, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { basename, extname } from 'node:path';
import { FarkleError, describe } from '../errors.js';
import { points } from './format.js';
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

/** Why a file could not be read, in a few words. */
function reason(error: unknown): string {
  const code = isRecord(error) ? error.code : undefined;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/**
 * The most bytes a rules file may hold: 1 MB (1,048,576 bytes), some hundred
 * times the largest rule set (every straight and roll effect the limits allow
 * fits in a few kilobytes). A larger file is refused before it is read, so
 * that `--rules /dev/zero` or a huge file cannot exhaust memory.
 */
export const MAX_RULES_FILE_BYTES = 1024 * 1024;

/** What a path that is not a regular file is, in a few words. */
function kind(stats: Stats): string {
  if (stats.isDirectory()) return 'it is a folder';
  if (stats.isFIFO()) return 'it is a pipe';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'it is a device';
  if (stats.isSocket()) return 'it is a socket';
  return 'it is not a regular file';
}

function cannotRead(path: string, why: string): FarkleError {
  return new FarkleError('invalid-options', `cannot read the rules file (${why})`, path);
}

/**
 * A rules file's bytes: a regular file of at most {@link MAX_RULES_FILE_BYTES}.
 * The file is opened without blocking (a pipe with no writer would wait for
 * ever) and checked by what was opened, not by its name, before a byte is
 * read; at most one byte past the limit is ever read, so a file that grows
 * meanwhile is refused too.
 */
function readBounded(path: string): Buffer {
  let fd: number;
  try {
    // O_NONBLOCK is not defined on Windows, where opening a pipe does not wait.
    fd = openSync(path, constants.O_RDONLY | ((constants as { O_NONBLOCK?: number }).O_NONBLOCK ?? 0));
  } catch (error) {
    throw cannotRead(path, reason(error));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw cannotRead(path, `${kind(stats)}; a rules file must be a regular file`);
    const limit = `a rules file holds at most 1 MB (${points(MAX_RULES_FILE_BYTES)} bytes)`;
    if (stats.size > MAX_RULES_FILE_BYTES) throw cannotRead(path, `it holds ${points(stats.size)} bytes; ${limit}`);
    const buffer = Buffer.alloc(MAX_RULES_FILE_BYTES + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > MAX_RULES_FILE_BYTES) throw cannotRead(path, `it holds more than ${points(MAX_RULES_FILE_BYTES)} bytes; ${limit}`);
    }
    return buffer.subarray(0, length);
  } catch (error) {
    if (error instanceof FarkleError) throw error;
    throw cannotRead(path, reason(error));
  } finally {
    closeSync(fd);
  }
}

function parse(path: string): unknown {
  const contents = readBounded(path).toString('utf8');
  try {
    return JSON.parse(contents) as unknown;
  } catch (error) {
    throw new FarkleError('invalid-options', `the rules file is not valid JSON (${reason(error)})`, path);
  }
}

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
  const data = parse(path);
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
