/** Serves `dir` on 127.0.0.1 at `port` (0: any free port); resolves once listening (scripts/serve.mjs). */
export function serveStatic(dir: string, port?: number): Promise<{ url: string; close: () => Promise<void> }>;
/** Whether an `accept-encoding` header accepts gzip. */
export function acceptsGzip(header?: string): boolean;
