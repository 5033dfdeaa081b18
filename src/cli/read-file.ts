import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { FarkleError } from '../errors.js';
import { isRecord } from '../rules/validate.js';
import { points } from './format.js';

/** A kind of file the CLI reads: what it is called in messages, and the most bytes it may hold. */
export interface FileKind {
  /** `rules file`, `game file`, `table file`. */
  readonly name: string;
  /** The most bytes a file of this kind may hold. */
  readonly maxBytes: number;
  /** That limit for a person: `1 MB`. */
  readonly limit: string;
}

/** Why a file could not be read, in a few words. */
export function reason(error: unknown): string {
  const code = isRecord(error) ? error.code : undefined;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/** What a path that is not a regular file is, in a few words. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'it is a folder';
  if (stats.isFIFO()) return 'it is a pipe';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'it is a device';
  if (stats.isSocket()) return 'it is a socket';
  return 'it is not a regular file';
}

function cannotRead(path: string, kind: FileKind, why: string): FarkleError {
  return new FarkleError('invalid-options', `cannot read the ${kind.name} (${why})`, path);
}

/** Bytes read at a time: a file is held in pieces of this size until it is whole. */
const PIECE = 1024 * 1024;

/**
 * A file's bytes: a regular file of at most `kind.maxBytes`. The file is
 * opened without blocking (a pipe with no writer would wait for ever) and
 * checked by what was opened, not by its name, before a byte is read; at
 * most one piece past the limit is ever read, so a file that grows
 * meanwhile is refused too. Errors are `invalid-options` at the path.
 */
export function readBounded(path: string, kind: FileKind): Buffer {
  let fd: number;
  try {
    // O_NONBLOCK is not defined on Windows, where opening a pipe does not wait.
    fd = openSync(path, constants.O_RDONLY | ((constants as { O_NONBLOCK?: number }).O_NONBLOCK ?? 0));
  } catch (error) {
    throw cannotRead(path, kind, reason(error));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw cannotRead(path, kind, `${kindOf(stats)}; a ${kind.name} must be a regular file`);
    const limit = `a ${kind.name} holds at most ${kind.limit} (${points(kind.maxBytes)} bytes)`;
    if (stats.size > kind.maxBytes) throw cannotRead(path, kind, `it holds ${points(stats.size)} bytes; ${limit}`);
    const pieces: Buffer[] = [];
    let length = 0;
    for (;;) {
      const piece = Buffer.alloc(Math.min(PIECE, kind.maxBytes + 1 - length));
      const read = readSync(fd, piece, 0, piece.length, null);
      if (read === 0) break;
      pieces.push(piece.subarray(0, read));
      length += read;
      if (length > kind.maxBytes) throw cannotRead(path, kind, `it holds more than ${points(kind.maxBytes)} bytes; ${limit}`);
    }
    return Buffer.concat(pieces, length);
  } catch (error) {
    if (error instanceof FarkleError) throw error;
    throw cannotRead(path, kind, reason(error));
  } finally {
    closeSync(fd);
  }
}

/**
 * A file's bytes as UTF-8 text, one leading byte-order mark dropped (as a
 * browser's decoding drops it: the playground reads the files the CLI reads).
 */
function utf8Text(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** A file of JSON, read as {@link readBounded} reads it (a leading byte-order mark allowed); `invalid-options` at the path when it is not JSON. */
export function readJson(path: string, kind: FileKind): unknown {
  const contents = utf8Text(readBounded(path, kind));
  try {
    return JSON.parse(contents) as unknown;
  } catch (error) {
    throw new FarkleError('invalid-options', `the ${kind.name} is not valid JSON (${reason(error)})`, path);
  }
}
