export { tables, tableInfo, urls, type TableInfo, type TablePreset } from './index.cjs';
import type { TablePreset } from './index.cjs';

/** The bytes of a preset's table, read from the package: pass them to farkle-rules' `decodeWinTable`. */
export declare function readTableSync(preset: TablePreset): Uint8Array;

/** The bytes of a preset's table, read without blocking the thread. */
export declare function readTable(preset: TablePreset): Promise<Uint8Array>;
