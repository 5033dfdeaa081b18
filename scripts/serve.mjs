// A tiny static file server for the built docs site and the playground.
//
// `node scripts/serve.mjs [DIR] [--port N]` serves DIR (docs/api by default) on 127.0.0.1 until
// stopped; `serveStatic(dir)` does the same for a script (port 0: a free port the system picks)
// and resolves to `{ url, close }`. Only files under DIR are served (a link that leads out of DIR
// is not followed), GET and HEAD only.
//
// Text (HTML, scripts, styles, JSON, SVG) goes gzipped to a client that accepts it. Every answer
// may be cached and is revalidated (`cache-control: no-cache`, with an `etag` and a
// `last-modified`): typedoc's and the playground's file names carry no hash of their contents,
// so a cache must ask again, and an unchanged file is answered `304 Not Modified`, without a body.
//
// Every answer makes the page cross-origin isolated (`Cross-Origin-Opener-Policy: same-origin`,
// `Cross-Origin-Embedder-Policy: require-corp`): only then does a browser give it SharedArrayBuffer,
// which the playground's win chart needs to share its solve among several workers.
import { open, realpath, stat } from 'node:fs/promises';
import { createServer, STATUS_CODES } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
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

/** The decoded path a request's target names, or `null` when it is no path or its percent-encoding is broken. */
function requestPath(target) {
  try {
    // `new URL(target, base)` would read an origin-form `//a/b` as the host `a`, so the base goes in front.
    const url = new URL(target.startsWith('/') ? `http://localhost${target}` : target);
    return decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
}

/** Whether `path` is `root` or lies under it. */
function within(root, path) {
  const rest = relative(root, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
}

/**
 * The real path of the file a request path names under `root`, or `null` when it would leave `root`
 * (by `..` or by a link that leads out), or is no file. A folder stands for its index.html; only one
 * level of that, or a link from a folder's index.html to the folder would be followed until the path
 * grew too long.
 */
async function fileFor(root, path, folder = true) {
  // No file name holds a NUL, and fs throws on one rather than saying there is no such file.
  if (path.includes('\0')) return null;
  const file = join(root, path);
  if (!within(root, file)) return null;
  try {
    // The root's real path too, so that a root which is itself a link (or lies under one) still works.
    const [realRoot, real] = await Promise.all([realpath(root), realpath(file)]);
    if (!within(realRoot, real)) return null;
    const found = await stat(real);
    if (found.isDirectory()) return folder ? fileFor(root, `${path.replace(/\/?$/, '/')}index.html`, false) : null;
    return found.isFile() ? real : null;
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

/** Answers `status` with its reason as a line of text. */
function refuse(response, status) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${STATUS_CODES[status].toLowerCase()}\n`);
}

/** The headers of a 200 or a 304 for a file of `type` with these `stats`, gzipped or not. */
function headersFor(type, stats, gzip) {
  return {
    'content-type': TYPES[type] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${gzip ? '-gz' : ''}"`,
    'last-modified': stats.mtime.toUTCString(),
    ...ISOLATION,
    ...(TEXT.has(type) && { vary: 'accept-encoding' }),
  };
}

/** Answers the request with `file`, its body streamed; settles once the response is done or abandoned. */
async function answer(request, response, file) {
  // Opened before anything is said about it, so that a file gone since the look-up is a 404 and the
  // length and tag sent are those of the very file read (even if another replaces it meanwhile).
  const handle = await open(file, 'r');
  let body;
  let gzip = false;
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return refuse(response, 404);
    const type = extname(file);
    gzip = TEXT.has(type) && acceptsGzip(request.headers['accept-encoding']);
    const headers = headersFor(type, stats, gzip);
    if (fresh(request, headers.etag, stats.mtimeMs)) return response.writeHead(304, headers).end();
    response.writeHead(200, gzip ? { ...headers, 'content-encoding': 'gzip' } : { ...headers, 'content-length': stats.size });
    if (request.method === 'HEAD' || (!gzip && stats.size === 0)) return response.end();
    // No more than the content-length said, should the file grow while it is sent: the surplus would
    // be read as the start of the next response on the connection.
    body = handle.createReadStream(gzip ? {} : { end: stats.size - 1 });
  } finally {
    // Once there is a body, it owns the file and closes it.
    if (body === undefined) await handle.close();
  }
  // pipeline destroys every stream, and so closes the file, however the response ends: finished,
  // failed, or the client gone mid-way.
  await (gzip ? pipeline(body, createGzip(), response) : pipeline(body, response));
}

/** Answers one request: 400 for a path that is not a path, 404 for no file (or a method other than GET and HEAD). */
async function serve(root, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(response, 404);
  const path = requestPath(request.url ?? '/');
  if (path === null) return refuse(response, 400);
  const file = await fileFor(root, path);
  if (file === null) return refuse(response, 404);
  await answer(request, response, file);
}

/**
 * Ends a request whose answer failed, without taking the server down: a file gone since its look-up
 * is a 404, anything else a 500; once the headers are out it is too late for either, and the client
 * learns of it by the connection closing short.
 */
function fail(response, error) {
  if (response.headersSent) response.destroy();
  else refuse(response, error?.code === 'ENOENT' || error?.code === 'ENOTDIR' ? 404 : 500);
}

/** Serves `dir` on 127.0.0.1 at `port` (0: any free port); resolves once listening. */
export function serveStatic(dir, port = 0) {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    serve(root, request, response).catch((error) => fail(response, error));
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
