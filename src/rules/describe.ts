import { FarkleError, describe } from '../errors.js';
import { checkOptionKeys, optionKeys } from '../options.js';
import { resolveRules } from './define.js';
import { bankingSection, endSection, introSection, penaltiesSection, turnSection } from './describe-play.js';
import { scoringSection } from './describe-scoring.js';
import { list, points, type Block, type Section } from './describe-words.js';
import { presets } from './presets.js';
import type { Rules, RulesInput } from './types.js';

/**
 * Options for {@link describeRules}.
 *
 * @example
 * ```ts
 * const options: DescribeRulesOptions = { format: 'text' };
 * describeRules('classic', options).includes('10,000'); // true
 * ```
 *
 * @category Rules
 */
export interface DescribeRulesOptions {
  /** `'text'` (the default): plain text that fits 80 columns; `'markdown'`: headings, paragraphs and a Markdown table. */
  readonly format?: 'text' | 'markdown' | undefined;
}

/**
 * Settings that differ from classic's but do nothing under the rest of the
 * rules, each with the reason: a sheet names every setting that is not at its
 * default, and these have no other place to show.
 */
function unusedSettings(rules: Rules): string[] {
  const { scoring, end, farklePenalty } = rules;
  const defaults = presets.classic;
  const out: string[] = [];
  if (!rules.spicyDice && scoring.spicyMultiplier !== defaults.scoring.spicyMultiplier) {
    out.push(`A spicy multiplier of ${points(scoring.spicyMultiplier)}: spicy dice are off.`);
  }
  if (scoring.fourOfAKindCountsAsTwoPairs && scoring.threePairs === null) out.push('Four of a kind counting as two pairs: there is no three pairs.');
  if (end.trigger !== 'exact' && end.overshoot !== defaults.end.overshoot) {
    out.push('Points passing the target going to the lowest-scoring player: the target need not be hit exactly.');
  }
  if (!end.finalRound && end.finalRoundRestarts) out.push('A final round that starts again: there is no final round.');
  if (!end.finalRound && end.ties !== defaults.end.ties) out.push('Tied leaders playing off: there is no final round, so no tie.');
  if (rules.lives === null && end.lastStanding !== null) out.push('Rounds for the last player standing: without lives nobody is out.');
  if (farklePenalty?.farkles === 1 && !farklePenalty.resetAfterPenalty) {
    out.push('The penalty not starting the farkle count again: every farkle costs it anyway.');
  }
  return out;
}

function sections(rules: Rules): Section[] {
  const all = [introSection(rules), scoringSection(rules), bankingSection(rules), penaltiesSection(rules), turnSection(rules), endSection(rules)];
  const unused = unusedSettings(rules);
  if (unused.length > 0) all.push({ heading: 'Settings with no effect here', blocks: [list(unused)] });
  return all;
}

const WIDTH = 80;

/** Words filled into lines of at most 80 columns, after `first` on the first line and `rest` on the others. */
function wrap(words: string, first = '', rest = first): string {
  const lines: string[] = [];
  let line = first;
  for (const word of words.split(' ')) {
    const start = line === first || line === rest;
    if (!start && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = rest + word;
    } else {
      line += start ? word : ` ${word}`;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

function textBlock(block: Block): string {
  switch (block.kind) {
    case 'text':
      return wrap(block.text);
    case 'list':
      return block.items.map((item) => wrap(item, '- ', '  ')).join('\n');
    case 'table': {
      const rows = [block.header, ...block.rows];
      const left = Math.max(...rows.map(([label]) => label.length));
      const right = Math.max(...rows.map(([, value]) => value.length));
      return rows.map(([label, value]) => `  ${label.padEnd(left)}  ${value.padStart(right)}`).join('\n');
    }
  }
}

/** Characters that Markdown would read as markup in a name a user chose. */
const escape = (words: string): string => words.replace(/[\\`*_[\]<>#|]/g, '\\$&');

function markdownBlock(block: Block): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'table': {
      const cell = (row: readonly [string, string]): string => `| ${row[0]} | ${row[1]} |`;
      return [cell(block.header), '| --- | ---: |', ...block.rows.map(cell)].join('\n');
    }
  }
}

/**
 * Characters a name may hold that a terminal would act on or a reader would
 * be misled by: C0 and C1 controls and DEL (ESC starts terminal commands, BEL
 * rings, CR rewrites the line, NUL ends C strings), line and paragraph
 * separators, lone surrogates, and the bidirectional marks, embeddings,
 * overrides and isolates that reorder the text around them.
 */
const UNSAFE = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/** A name as a sheet shows it: each unsafe character as a visible escape (`\x1B`, `\u202E`). */
function printable(name: string): string {
  return name.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
  });
}

/** A title of plain text: the name wrapped within the width (a word longer than the width cut), underlined to its longest line. */
function title(name: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(' ')) {
    let rest = Array.from(word);
    if (line !== '' && Array.from(line).length + 1 + rest.length > WIDTH) {
      lines.push(line);
      line = '';
    }
    while (Array.from(line).length + (line === '' ? 0 : 1) + rest.length > WIDTH) {
      const room = WIDTH - (line === '' ? 0 : Array.from(line).length + 1);
      lines.push(line === '' ? rest.slice(0, room).join('') : `${line} ${rest.slice(0, room).join('')}`);
      line = '';
      rest = rest.slice(room);
    }
    line = line === '' ? rest.join('') : `${line} ${rest.join('')}`;
  }
  lines.push(line);
  const longest = Math.max(1, ...lines.map((l) => Array.from(l).length));
  return `${lines.join('\n')}\n${'='.repeat(longest)}`;
}

function render(rules: Rules, markdown: boolean): string {
  const name = printable(rules.name);
  const out: string[] = [markdown ? `# ${escape(name)}` : title(name)];
  for (const { heading, blocks } of sections(rules)) {
    if (heading !== null) out.push(markdown ? `## ${heading}` : `${heading}\n${'-'.repeat(heading.length)}`);
    for (const block of blocks) out.push(markdown ? markdownBlock(block) : textBlock(block));
  }
  return `${out.join('\n\n')}\n`;
}

const DESCRIBE_KEYS = optionKeys<DescribeRulesOptions>({ format: true });

function formatOf(options: unknown): 'text' | 'markdown' {
  if (options === undefined) return 'text';
  const format = checkOptionKeys(options, DESCRIBE_KEYS, false).format;
  if (format === undefined || format === 'text') return 'text';
  if (format === 'markdown') return 'markdown';
  throw new FarkleError('invalid-options', `expected 'text' or 'markdown', got ${describe(format)}`, 'format');
}

/**
 * A rule set as a rules sheet a person reads, so that an app can show "how we
 * play here" straight from its data: players, dice and who starts; the scoring
 * table (every combination the rules have, per face where faces differ); spicy
 * dice, the wild die and the rolls that end things; banking; farkles and
 * penalties; the turn rules; and the end of the game. Every setting that is
 * not as in `classic` shows up, a setting with no effect under the rest of the
 * rules in a last list of its own. Plain text (the default) fits 80 columns,
 * a long name wrapped too; Markdown has headings, paragraphs and a table. The
 * name is shown with control characters (ESC, BEL, CR, NUL, the C1 range),
 * line separators and bidirectional overrides escaped (`\x1B`, `\u202E`), so a
 * sheet never acts on a terminal nor reorders the text around it.
 *
 * @param rules - Rules or a preset name; `classic` when omitted.
 * @param options - `format`: `'text'` or `'markdown'`.
 * @returns The sheet, ending with a line break.
 * @throws {FarkleError} `unknown-preset` or `invalid-rules` for bad rules;
 *   `invalid-options` for options that are not an object, an unknown option or an unknown format.
 *
 * @example
 * ```ts
 * const sheet = describeRules('absolute');
 * sheet.includes('Three 1s'); // true: three 1s score 1,000 in absolute
 * describeRules(defineRules({ dice: 5 }), { format: 'markdown' }); // "# classic (custom)\n\n..."
 * ```
 *
 * @category Rules
 */
export function describeRules(rules?: RulesInput, options?: DescribeRulesOptions): string {
  const format = formatOf(options);
  return render(resolveRules(rules), format === 'markdown');
}
