// A worker thread for the tests: runs shared-part.ts from source through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./shared-part.ts', import.meta.url);
