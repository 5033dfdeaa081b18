/** HTTP requests for the docs server's tests: raw (no decompression on the way), each with a deadline. */
import { existsSync, readdirSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (no decompression on the way), with a deadline. */
export function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
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

/** The number of files this process has open, or `null` where the system does not list them. */
export function openFiles(): number | null {
  return existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : null;
}

/** Until `check()` holds, or `seconds` have gone by. */
export async function until(check: () => boolean, seconds = 10): Promise<void> {
  for (const deadline = Date.now() + seconds * 1000; !check() && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A download given up as soon as its first bytes arrive; resolves once the connection is closed. */
export function abandon(url: string, headers: Record<string, string> = {}): Promise<void> {
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
export function fetchWhole(url: string): Promise<{ status: number; complete: boolean }> {
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
