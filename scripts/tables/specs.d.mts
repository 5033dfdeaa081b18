/** A table of the farkle-rules-tables package: the preset, the target it is solved to, how it is stored. */
export interface TableSpec {
  readonly rules: 'classic' | 'zilch' | 'yarkle' | 'absolute' | 'farkel';
  readonly target: number;
  readonly encoding: 'exact' | 'compact';
}
export declare const TABLES: readonly TableSpec[];
/** The table's file under tables/files/. */
export declare function fileOf(table: TableSpec): string;
