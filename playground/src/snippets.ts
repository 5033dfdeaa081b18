/**
 * The code beside each panel: `farkle-rules` calls, as an ES module, that
 * print what the panel shows. The browser tests run each in Node against the
 * built package and compare what it prints with the page.
 */
import type { Die, GameRecord } from 'farkle-rules';
import type { RulesSource } from './rules-panel.js';

/** A value as JavaScript source: JSON, on one line when short. */
function literal(value: unknown): string {
  const line = JSON.stringify(value);
  return line.length <= 72 ? line : JSON.stringify(value, null, 2);
}

/** The module's first line and the rules, from the preset and the overrides in force. */
function start(source: RulesSource, imports: readonly string[]): string {
  let overrides: unknown = null;
  try {
    overrides = source.overrides === null ? null : JSON.parse(source.overrides);
  } catch {
    overrides = null;
  }
  const names = [...new Set([...imports, overrides === null ? 'presets' : 'defineRules'])].sort();
  const rules = overrides === null ? `presets.${source.preset}` : `defineRules(${literal(overrides)}, '${source.preset}')`;
  return `import { ${names.join(', ')} } from 'farkle-rules';\n\nconst rules = ${rules};\n`;
}

/** The rules sheet. */
export function rulesCode(source: RulesSource): string {
  return `${start(source, ['describeRules'])}console.log(describeRules(rules));\n`;
}

/** The best keep of a roll and every legal keep, and a keep scored exactly when one is typed. */
export function rollCode(source: RulesSource, roll: readonly Die[], keep: readonly Die[] | null): string {
  const lines = [
    start(source, ['combinationName', 'legalKeeps', 'scoreRoll', ...(keep === null ? [] : ['scoreKeep'])]),
    `const roll = ${literal(roll)};`,
    'const best = scoreRoll(roll, rules);',
    "const words = (keep) => keep.combinations.map(combinationName).join(' + ');",
    "console.log(best.farkle ? 'farkle' : `best keep: ${best.points} points (${words(best)}), ${best.remaining} dice left`);",
    'for (const keep of legalKeeps(roll, rules)) {',
    '  console.log(`${keep.points} points: ${words(keep)}, ${keep.remaining} dice left`);',
    '}',
  ];
  if (keep !== null) lines.push(`const kept = scoreKeep(${literal(keep)}, rules);`, 'console.log(`exactly these dice: ${kept.points} points (${words(kept)})`);');
  return `${lines.join('\n')}\n`;
}

/** The game so far, replayed from its record: the scores, and the turn or the winners. */
export function gameCode(source: RulesSource, record: GameRecord): string {
  const { rules: _rules, ...rest } = record;
  return [
    start(source, ['replayGame']),
    `const record = { ...${literal(rest)}, rules };`,
    'const game = replayGame(record);',
    'for (const player of game.players) console.log(`${player.name}: ${player.score}`);',
    'console.log(game.over',
    "  ? `winner: ${game.winners.map((seat) => game.players[seat].name).join(' and ')}`",
    '  : `${game.players[game.turn.player].name} to play, ${game.turn.total} this turn`);',
    '',
  ].join('\n');
}

/**
 * The bank thresholds by dice left (`byIdentity`: with spicy dice told apart,
 * the lowest and highest over the sets of that many dice).
 */
export function thresholdsCode(source: RulesSource, onBoard: boolean, byIdentity: boolean): string {
  const lines = [
    start(source, ['optimalTurn']),
    `const policy = optimalTurn(rules, { onBoard: ${String(onBoard)} });`,
    '/** The smallest turn total at which optimal play banks rather than rolls these dice. */',
    'function threshold(dice) {',
    '  for (let total = policy.step; total <= policy.cap; total += policy.step) {',
    '    if (!policy.shouldRoll(total, dice)) return total;',
    '  }',
    "  return 'never';",
    '}',
  ];
  if (byIdentity) {
    lines.push(
      '// Spicy dice are told apart by id (0 to 5): which are left decides their red faces.',
      'const ids = [...Array(rules.dice).keys()];',
      'const sets = (count) => [...Array(2 ** rules.dice).keys()].map((mask) => ids.filter((id) => (mask >> id) & 1)).filter((set) => set.length === count);',
      'for (let dice = 1; dice <= rules.dice; dice++) {',
      "  const found = dice === rules.dice ? [threshold(dice)] : sets(dice).map(threshold);",
      "  const sorted = found.sort((a, b) => (a === 'never' ? Infinity : a) - (b === 'never' ? Infinity : b));",
      "  console.log(`${dice} ${dice === 1 ? 'die' : 'dice'}: bank at ${sorted[0]}${sorted.at(-1) === sorted[0] ? '' : `-${sorted.at(-1)}`}`);",
      '}',
    );
  } else {
    lines.push("for (let dice = 1; dice <= rules.dice; dice++) console.log(`${dice} ${dice === 1 ? 'die' : 'dice'}: bank at ${threshold(dice)}`);");
  }
  lines.push('console.log(`a fresh turn is worth ${policy.expectedScore.toFixed(1)} points`);');
  return `${lines.join('\n')}\n`;
}

/** The two-player win chance to a target: the first player's, and one cell's (`cell`: your score, the opponent's). */
export function winCode(source: RulesSource, target: number, ignoreUnsupported: boolean, cell: readonly [number, number]): string {
  const options = ignoreUnsupported ? `{ target: ${target}, ignoreUnsupported: true }` : `{ target: ${target} }`;
  return [
    start(source, ['optimalWinChance']),
    `const solved = optimalWinChance(rules, ${options});`,
    ...chanceLines(cell),
    '',
  ].join('\n');
}

/** What a win-chance snippet prints of `solved`: the first player's chance, and one cell's. */
function chanceLines(cell: readonly [number, number]): string[] {
  return [
    'const percent = (chance) => `${(chance * 100).toFixed(1)} %`;',
    'console.log(`the player who starts wins ${percent(solved.firstPlayerWinChance)}`);',
    `// The chance of the player about to roll at ${cell[0]} points against ${cell[1]} (any pair of scores on the chart):`,
    `console.log(\`you ${cell[0]}, opponent ${cell[1]}: \${percent(solved.winChance(${cell[0]}, ${cell[1]}))}\`);`,
  ];
}

/** The two-player win chance from a solved table of the farkle-rules-tables package (the file of preset `table.name` to `table.target`): the first player's, and one cell's. */
export function winTableCode(source: RulesSource, table: { readonly name: string; readonly target: number }, cell: readonly [number, number]): string {
  const [head = '', ...rest] = start(source, ['decodeWinTable']).split('\n');
  return [
    head,
    "import { readTableSync } from 'farkle-rules-tables/node';",
    ...rest,
    '// The solved table from the farkle-rules-tables package (npm install farkle-rules-tables): read, not solved.',
    `const solved = decodeWinTable(readTableSync(${JSON.stringify(table.name)}), { rules, target: ${table.target} });`,
    ...chanceLines(cell),
    '',
  ].join('\n');
}
