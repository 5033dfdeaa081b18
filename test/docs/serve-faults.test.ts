/**
 * The docs site's static server (scripts/serve.mjs) under what clients and the file system do to
 * it: aborted downloads (which must not leave files open), files gone between look-up and reading,
 * reads failing mid-way. The server is closed when the tests end; requests go to it alone, on the
 * loopback address.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveStatic } from '../../scripts/serve.mjs';
import { abandon, fetchWhole, get, openFiles, until } from './http.js';

// The server's `open`, spied on so that a test can make a file vanish, or its reading fail, at the
// moment the server opens it; every other call goes through unchanged.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, open: vi.fn(actual.open) };
});
const { open: realOpen } = await vi.importActual<typeof fs>('node:fs/promises');

const dir = mkdtempSync(join(tmpdir(), 'farkle-serve-faults-'));
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  writeFileSync(join(dir, 'app.js'), 'export const x = 1;\n');
  server = await serveStatic(dir);
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serveStatic under faults', () => {
  // Big enough that a download cannot be over (and its file closed) before the client gives it up.
  const large = Buffer.alloc(16 * 1024 * 1024, 'farkle ');
  const randomText = Buffer.from(Array.from({ length: 1 << 20 }, () => Math.random().toString(36).slice(2)).join(''));

  beforeAll(() => {
    writeFileSync(join(dir, 'large.bin'), large);
    writeFileSync(join(dir, 'large.txt'), randomText);
  });

  it.skipIf(openFiles() === null).each([
    ['large.bin', {}],
    ['large.txt', { 'accept-encoding': 'gzip' }],
  ])('leaves no file open after 300 downloads of %s given up mid-way', async (name, headers) => {
    await get(`${server.url}${name}`, headers);
    const before = openFiles() ?? 0;
    for (let i = 0; i < 300; i += 1) await abandon(`${server.url}${name}`, headers);
    await until(() => (openFiles() ?? 0) <= before);
    expect(openFiles()).toBeLessThanOrEqual(before);
    expect((await get(`${server.url}${name}`, headers)).status).toBe(200);
  });

  it('answers 404 for a file removed between its look-up and its reading, and goes on serving', async () => {
    const doomed = join(dir, 'doomed.txt');
    writeFileSync(doomed, 'soon gone\n');
    vi.mocked(fs.open).mockImplementationOnce(async (path, ...rest) => {
      rmSync(path);
      return realOpen(path, ...rest);
    });
    expect((await get(`${server.url}doomed.txt`)).status).toBe(404);
    expect(vi.mocked(fs.open)).toHaveBeenCalledWith(doomed, 'r');
    expect((await get(`${server.url}app.js`)).status).toBe(200);
  });

  it('cuts a download short when reading its file fails mid-way, and goes on serving', async () => {
    vi.mocked(fs.open).mockImplementationOnce(async (...args) => {
      const handle = await realOpen(...args);
      const createReadStream = handle.createReadStream.bind(handle);
      handle.createReadStream = (options) => {
        const stream = createReadStream(options);
        stream.once('data', () => stream.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' })));
        return stream;
      };
      return handle;
    });
    expect(await fetchWhole(`${server.url}large.bin`)).toEqual({ status: 200, complete: false });
    expect((await get(`${server.url}app.js`)).status).toBe(200);
  });
});
