// A worker thread for the tests: runs the TypeScript worker script from
// src/ through tsx, so simulateParallel's threads can be tested unbuilt.
import { tsImport } from 'tsx/esm/api';

await tsImport('../../src/simulate/worker.ts', import.meta.url);
