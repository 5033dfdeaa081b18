import { FarkleError } from '../errors.js';
import { readBounded, type FileKind } from './read-file.js';

/** Table files: 1 GB is past the largest table a solve makes (96,000,000 numbers of 8 bytes, under lives). */
export const TABLE_FILE: FileKind = { name: 'table file', maxBytes: 1024 * 1024 * 1024, limit: '1 GB' };

/** A table file's bytes, read as {@link readBounded} reads any file the CLI takes. */
export function readTableFile(path: string): Buffer {
  return readBounded(path, TABLE_FILE);
}

/** Runs `run`; a FarkleError it throws is told as a problem of the file at `path` (its own path kept in the message). */
export function inFile<T>(path: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof FarkleError) throw new FarkleError(error.code, error.message, path);
    throw error;
  }
}
