/**
 * The docs site's static server (scripts/serve.mjs, behind `npm run playground`): it listens on
 * 127.0.0.1 only, gzips text for clients that accept it, and sends cache headers that make a
 * browser revalidate (answered 304 while a file is unchanged), and the two headers that make a page
 * cross-origin isolated. It serves nothing outside its folder, a link's target included, and
 * survives what clients and the file system do to it: aborted downloads (which must not leave files
 * open), files gone mid-request, broken URLs. Each test's server is closed
 * when the tests end; requests go to it alone, on the loopback address.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptsGzip, serveStatic } from '../../scripts/serve.mjs';

// The server's `open`, spied on so that a test can make a file vanish, or its reading fail, at the
// moment the server opens it; every other call goes through unchanged.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, open: vi.fn(actual.open) };
});
const { open: realOpen } = await vi.importActual<typeof fs>('node:fs/promises');

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (no decompression on the way), with a deadline. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers, timeout: 5_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
    sent.on('timeout', () => sent.destroy(new Error(`no answer from ${url}`)));
    sent.on('error', reject);
    sent.end();
  });
}

// The site is a folder of `base`, next to files it must not give away.
const base = mkdtempSync(join(tmpdir(), 'farkle-serve-'));
const dir = join(base, 'site');
const page = `<!doctype html><title>t</title>${'<p>farkle</p>\n'.repeat(500)}`;
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'app.js'), 'export const x = 1;\n');
  writeFileSync(join(dir, 'picture.png'), picture);
  mkdirSync(join(dir, 'sub'));
  writeFileSync(join(dir, 'sub', 'index.html'), '<p>sub</p>');
  const then = new Date('2024-01-02T03:04:05Z');
  utimesSync(join(dir, 'index.html'), then, then);
  writeFileSync(join(base, 'secret.txt'), 'secret\n');
  mkdirSync(join(base, 'elsewhere'));
  writeFileSync(join(base, 'elsewhere', 'index.html'), '<p>elsewhere</p>');
  symlinkSync('../secret.txt', join(dir, 'leak.txt'));
  symlinkSync(join(base, 'secret.txt'), join(dir, 'leak-absolute.txt'));
  symlinkSync('../elsewhere', join(dir, 'away'));
  symlinkSync('index.html', join(dir, 'alias.html'));
  symlinkSync('sub', join(dir, 'sub-alias'));
  symlinkSync('site', join(base, 'site-link'));
  server = await serveStatic(dir);
});

afterAll(async () => {
  await server.close();
  rmSync(base, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('listens on 127.0.0.1 only, on a port the system picked', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('gzips text for a client that accepts gzip, and says it varies with that', async () => {
    const reply = await get(server.url, { 'accept-encoding': 'br, gzip;q=0.8' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(reply.body).toString('utf8')).toBe(page);
    expect(reply.body.length).toBeLessThan(page.length / 10);
  });

  it('sends the file as it is to a client that does not accept gzip, with its length', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip;q=0, identity' }, { 'accept-encoding': 'br' }]) {
      const reply = await get(server.url, headers);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(page)));
      expect(reply.body.toString('utf8')).toBe(page);
    }
  });

  it('does not gzip pictures', async () => {
    const reply = await get(`${server.url}picture.png`, { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.body.equals(picture)).toBe(true);
  });

  it('lets a browser cache every file and revalidate it: no-cache, an etag and the time it changed', async () => {
    const reply = await get(server.url);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(reply.headers['last-modified']).toBe('Tue, 02 Jan 2024 03:04:05 GMT');
    // The gzipped copy is another representation, with its own tag.
    const gzipped = await get(server.url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.etag).not.toBe(reply.headers.etag);
  });

  it('answers 304 without a body while the copy a browser has is current, 200 once it is not', async () => {
    const first = await get(server.url, { 'accept-encoding': 'gzip' });
    const again = await get(server.url, { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(server.url, { 'if-none-match': 'W/"0-0"' })).status).toBe(200);
    expect((await get(server.url, { 'if-modified-since': 'Tue, 02 Jan 2024 03:04:05 GMT' })).status).toBe(304);
    expect((await get(server.url, { 'if-modified-since': 'Tue, 02 Jan 2024 03:04:04 GMT' })).status).toBe(200);
  });

  it('makes every page cross-origin isolated (so the playground gets SharedArrayBuffer), a 304 too', async () => {
    const isolated = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
    const first = await get(server.url);
    expect(first.headers).toMatchObject(isolated);
    expect((await get(`${server.url}app.js`)).headers).toMatchObject(isolated);
    expect((await get(server.url, { 'if-none-match': first.headers.etag as string })).headers).toMatchObject(isolated);
  });

  it('answers HEAD with the headers alone, folders with their index.html', async () => {
    const head = await get(server.url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get(`${server.url}sub/`)).body.toString('utf8')).toBe('<p>sub</p>');
    expect((await get(`${server.url}sub`)).body.toString('utf8')).toBe('<p>sub</p>');
  });

  it('serves nothing outside its folder, and nothing but GET and HEAD', async () => {
    expect((await get(`${server.url}../${dir.split('/').pop() ?? ''}/index.html`)).status).toBe(404);
    expect((await get(`${server.url}%2e%2e/etc/passwd`)).status).toBe(404);
    expect((await get(`${server.url}missing.js`)).status).toBe(404);
    expect((await get(server.url, {}, 'POST')).status).toBe(404);
    expect((await get(`${server.url}%2e%2e%2fsecret.txt`)).status).toBe(404);
    expect((await get(`${server.url}sub%2f%2e%2e%2f%2e%2e%2fsecret.txt`)).status).toBe(404);
    expect((await get(`${server.url}index.html%00.png`)).status).toBe(404);
    expect((await get(`${server.url}${'a/'.repeat(5_000)}`)).status).toBe(404);
  });

  it('refuses a link to a file outside its folder, relative or absolute', async () => {
    for (const name of ['leak.txt', 'leak-absolute.txt']) {
      const reply = await get(`${server.url}${name}`);
      expect(reply.status).toBe(404);
      expect(reply.body.toString('utf8')).not.toContain('secret');
    }
  });

  it('refuses a link to a folder outside its folder, and everything in it', async () => {
    for (const path of ['away', 'away/', 'away/index.html']) {
      const reply = await get(`${server.url}${path}`);
      expect(reply.status).toBe(404);
      expect(reply.body.toString('utf8')).not.toContain('elsewhere');
    }
  });

  it('serves a link that stays inside its folder, and a folder that is itself reached by a link', async () => {
    expect((await get(`${server.url}alias.html`)).body.toString('utf8')).toBe(page);
    expect((await get(`${server.url}sub-alias/`)).body.toString('utf8')).toBe('<p>sub</p>');
    const linked = await serveStatic(join(base, 'site-link'));
    try {
      expect((await get(`${linked.url}sub/`)).body.toString('utf8')).toBe('<p>sub</p>');
      expect((await get(`${linked.url}leak.txt`)).status).toBe(404);
    } finally {
      await linked.close();
    }
  });

  it('answers 400 to a path whose percent-encoding is broken', async () => {
    for (const path of ['%', '%zz', 'index.html%e0%a4%a', '%c0%ae%c0%ae/secret.txt']) {
      const reply = await get(`${server.url}${path}`);
      expect(reply.status, path).toBe(400);
    }
    expect((await get(server.url)).status).toBe(200);
  });
});

/** The number of files this process has open, or `null` where the system does not list them. */
function openFiles(): number | null {
  return existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : null;
}

/** Until `check()` holds, or `seconds` have gone by. */
async function until(check: () => boolean, seconds = 10): Promise<void> {
  for (const deadline = Date.now() + seconds * 1000; !check() && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A download given up as soon as its first bytes arrive; resolves once the connection is closed. */
function abandon(url: string, headers: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers, agent: false, timeout: 5_000 }, (response) => {
      response.once('data', () => {
        sent.destroy();
      });
    });
    sent.on('timeout', () => {
      reject(new Error(`no answer from ${url}`));
      sent.destroy();
    });
    // Giving up is the point: the errors it raises are expected.
    sent.on('error', () => undefined);
    sent.on('close', () => {
      resolve();
    });
    sent.end();
  });
}

/** A download that may be cut short: whether it arrived whole, and its status. */
function fetchWhole(url: string): Promise<{ status: number; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: false, timeout: 5_000 }, (response) => {
      response.resume();
      // A download cut short errs: that is what is being looked for.
      response.on('error', () => undefined);
      response.on('close', () => {
        resolve({ status: response.statusCode ?? 0, complete: response.complete });
      });
    });
    sent.on('timeout', () => sent.destroy(new Error(`no answer from ${url}`)));
    sent.on('error', reject);
    sent.end();
  });
}

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

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0', false],
    ['deflate, br', false],
    ['', false],
    ['x-gzip', false],
  ])('%j: %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
