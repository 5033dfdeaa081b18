// A tiny static file server for the built docs site and the playground.
//
// `node scripts/serve.mjs [DIR] [--port N]` serves DIR (docs/api by default) on 127.0.0.1 until
// stopped; `serveStatic(dir)` does the same for a script (port 0: a free port the system picks)
// and resolves to `{ url, close }`. Only files under DIR are served, GET and HEAD only.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
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

/** Serves `dir` on 127.0.0.1 at `port` (0: any free port); resolves once listening. */
export function serveStatic(dir, port = 0) {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const file = request.method === 'GET' || request.method === 'HEAD' ? fileFor(root, request.url ?? '/') : null;
    if (file === null) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : port}/`;
      resolvePromise({ url, close: () => new Promise((done) => server.close(() => done())) });
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
