/**
 * The docs site's static server (scripts/serve.mjs, behind `npm run playground`): it listens on
 * 127.0.0.1 only, gzips text for clients that accept it, and sends cache headers that make a
 * browser revalidate (answered 304 while a file is unchanged), and the two headers that make a page
 * cross-origin isolated. It serves nothing outside its folder, a link's target included, and
 * answers broken URLs with 400 (what clients and the file system do to it: serve-faults.test.ts). Each test's server is closed
 * when the tests end; requests go to it alone, on the loopback address.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, serveStatic } from '../../scripts/serve.mjs';
import { get } from './http.js';

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
