/** What a table file holds, read from its header when the package was made. */
export interface TableInfo {
  /** The preset whose own two-player game it solves. */
  readonly rules: 'classic' | 'zilch' | 'yarkle' | 'absolute' | 'farkel';
  /** The score it is solved to: the preset's own target (farkel: the largest, in thousands of points, that leaves the package room for spicy's table; see the README). */
  readonly target: number;
  /** The file under `files/`. */
  readonly file: string;
  /** The file's size in bytes. */
  readonly bytes: number;
  /** The numbers in its table. */
  readonly states: number;
  /** `'exact'`: each chance as solved; `'compact'`: each within `maxError` (2^-24) of it. */
  readonly encoding: 'exact' | 'compact';
  readonly maxError: number;
  /** The first player's chance to win under optimal play on both sides. */
  readonly firstPlayerWinChance: number;
  /** The fingerprint of its rules (farkle-rules' `rulesFingerprint`) and the checksum in its header. */
  readonly fingerprint: string;
  readonly checksum: string;
}

export type TablePreset = TableInfo['rules'];

/** Every table of the package. */
export declare const tables: readonly TableInfo[];

/** Each table file's location, beside the package's module (bundlers ship each as an asset). */
export declare const urls: Readonly<Record<TablePreset, URL>>;

/** What the table of a preset holds, or `undefined` for a preset the package has no table of. */
export declare function tableInfo(preset: string): TableInfo | undefined;

/** The bytes of a preset's table, fetched from beside the module: pass them to farkle-rules' `decodeWinTable`. */
export declare function fetchTable(preset: TablePreset, init?: RequestInit): Promise<Uint8Array>;
