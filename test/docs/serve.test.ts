/**
 * The docs site's static server (scripts/serve.mjs, behind `npm run playground`): it listens on
 * 127.0.0.1 only, gzips text for clients that accept it, and sends cache headers that make a
 * browser revalidate (answered 304 while a file is unchanged), and the two headers that make a page
 * cross-origin isolated. Each test's server is closed
 * when the tests end; requests go to it alone, on the loopback address.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, serveStatic } from '../../scripts/serve.mjs';

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

const dir = mkdtempSync(join(tmpdir(), 'farkle-serve-'));
const page = `<!doctype html><title>t</title>${'<p>farkle</p>\n'.repeat(500)}`;
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'app.js'), 'export const x = 1;\n');
  writeFileSync(join(dir, 'picture.png'), picture);
  mkdirSync(join(dir, 'sub'));
  writeFileSync(join(dir, 'sub', 'index.html'), '<p>sub</p>');
  const then = new Date('2024-01-02T03:04:05Z');
  utimesSync(join(dir, 'index.html'), then, then);
  server = await serveStatic(dir);
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
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
