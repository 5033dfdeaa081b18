// The tables the farkle-rules-tables package holds: each preset's own two-player game, solved to
// its own target, and how each is stored. `npm run tables` makes them; `npm run tables:check`
// checks the files against them.

/**
 * Each table: the preset, the target it is solved to, the encoding (`exact` where the package's
 * size allows it, else `compact`: within 2^-24 of the solve), and its file under tables/files/.
 * Farkel's own game (100,000 points, 12 lives, bought dice) is 11.5 billion numbers as the lives
 * solver models it: the farkel game shipped is the largest, in thousands of points, whose table
 * leaves the package room for spicy's: 8,000 points with its 12 lives and bought dice (6 million
 * numbers; 9,000's would take the package to 7,978,165 bytes packed of its 8,000,000). Past it
 * advice estimates (see the package's README).
 */
export const TABLES = [
  { rules: 'classic', target: 10000, encoding: 'exact' },
  { rules: 'zilch', target: 10000, encoding: 'compact' },
  { rules: 'yarkle', target: 10000, encoding: 'compact' },
  { rules: 'absolute', target: 10000, encoding: 'compact' },
  { rules: 'farkel', target: 8000, encoding: 'compact' },
];

export const fileOf = (table) => `${table.rules}-${table.target}.bin`;
