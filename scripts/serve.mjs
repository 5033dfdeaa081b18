// A tiny static file server for the built docs site and the playground.
//
// `node scripts/serve.mjs [DIR] [--port N]` serves DIR (docs/api by default) on 127.0.0.1 until
// stopped; `serveStatic(dir)` does the same for a script (port 0: a free port the system picks)
// and resolves to `{ url, close }`. Only files under DIR are served, GET and HEAD only.
//
// Text (HTML, scripts, styles, JSON, SVG) goes gzipped to a client that accepts it. Every answer
// may be cached and is revalidated (`cache-control: no-cache`, with an `etag` and a
// `last-modified`): typedoc's and the playground's file names carry no hash of their contents,
// so a cache must ask again, and an unchanged file is answered `304 Not Modified`, without a body.
//
// Every answer makes the page cross-origin isolated (`Cross-Origin-Opener-Policy: same-origin`,
// `Cross-Origin-Embedder-Policy: require-corp`): only then does a browser give it SharedArrayBuffer,
// which the playground's win chart needs to share its solve among several workers.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The headers that make a page cross-origin isolated (everything here is same-origin, so nothing is blocked). */
export const ISOLATION = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };

/** The file a request path names under `root`, or `null` when it would leave `root` or is no file. */
function fileFor(root, url) {
  let path;
  try {
    path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) return fileFor(root, `${path.replace(/\/?$/, '/')}index.html`);
    return stat.isFile() ? file : null;
  } catch {
    return null;
  }
}

/** The file types worth compressing. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/** Whether an `accept-encoding` header accepts gzip (`gzip`, or `*`, with a weight above 0). */
export function acceptsGzip(header = '') {
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((q) => q !== undefined);
    return (name.trim() === 'gzip' || name.trim() === '*') && (weight === undefined || Number(weight) > 0);
  });
}

/** Whether the client's copy (its `if-none-match`, else its `if-modified-since`) is still this file. */
function fresh(request, etag, modified) {
  const match = request.headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified / 1000) * 1000 <= since;
}

function answer(request, response, file) {
  const stat = statSync(file);
  const type = extname(file);
  const gzip = TEXT.has(type) && acceptsGzip(request.headers['accept-encoding']);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${gzip ? '-gz' : ''}"`;
  const headers = {
    'content-type': TYPES[type] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    etag,
    'last-modified': stat.mtime.toUTCString(),
    ...ISOLATION,
    ...(TEXT.has(type) && { vary: 'accept-encoding' }),
  };
  if (fresh(request, etag, stat.mtimeMs)) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(200, gzip ? { ...headers, 'content-encoding': 'gzip' } : { ...headers, 'content-length': stat.size });
  if (request.method === 'HEAD') response.end();
  else if (gzip) createReadStream(file).pipe(createGzip()).pipe(response);
  else createReadStream(file).pipe(response);
}

/** Serves `dir` on 127.0.0.1 at `port` (0: any free port); resolves once listening. */
export function serveStatic(dir, port = 0) {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const file = request.method === 'GET' || request.method === 'HEAD' ? fileFor(root, request.url ?? '/') : null;
    if (file === null) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    try {
      answer(request, response, file);
    } catch {
      // The file went away between the look-up and the answer.
      if (!response.headersSent) response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end();
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : port}/`;
      const close = () =>
        new Promise((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      resolvePromise({ url, close });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--port');
  const port = at >= 0 ? Number(args[at + 1]) : 8080;
  const dir = args.find((arg, i) => !arg.startsWith('--') && i !== at + 1) ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'api');
  const { url } = await serveStatic(dir, port);
  console.log(`serving ${resolve(dir)} at ${url} (Ctrl-C stops)`);
}
