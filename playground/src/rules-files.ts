import { isPresetName } from 'farkle-rules';
import { byId, control, el, errorBox, quoted, show } from './dom.js';
import { downloadJson, fileStem, readJsonFile, type FileKind } from './files.js';
import { applyRulesSource, currentRules, currentSource } from './rules-panel.js';

/** Where a rules file names its JSON Schema: the package's, installed beside it. */
const SCHEMA = './node_modules/farkle-rules/rules.schema.json';

/** Rules files as the CLI's `--rules FILE` reads them: at most 1 MB. */
const RULES_FILE: FileKind = { name: 'rules file', maxBytes: 1024 * 1024, limit: '1 MB' };

/** The rules in force as a rules file (the CLI's `--rules FILE` format): the schema, the base preset, the overrides. */
function rulesFile(): Record<string, unknown> {
  const { preset, overrides } = currentSource();
  const parsed: unknown = overrides === null ? {} : JSON.parse(overrides);
  const fields = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return { $schema: SCHEMA, base: preset, ...fields };
}

/** Applies a rules file: its `base` (classic when absent) and the rest as overrides. */
function openRulesFile(value: unknown, name: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${name} holds no object of rule overrides`);
  const { base = 'classic', $schema: _schema, ...overrides } = value as Record<string, unknown>;
  if (typeof base !== 'string' || !isPresetName(base)) throw new Error(`${name}: "base" must be a preset name, got ${quoted(base)}`);
  applyRulesSource({ preset: base, overrides: Object.keys(overrides).length === 0 ? null : JSON.stringify(overrides, null, 2) });
}

/** Wires the download and upload of rules files. */
export function setUpRulesFiles(): void {
  byId('rules-download').addEventListener('click', () => {
    downloadJson(`${fileStem(currentRules().name)}.rules.json`, rulesFile());
  });
  const upload = control('rules-upload', HTMLInputElement);
  upload.addEventListener('change', () => {
    readJsonFile(upload, RULES_FILE)
      .then(({ name, value }) => {
        openRulesFile(value, name);
      })
      .catch((error: unknown) => {
        show(byId('rules-status'), errorBox(error), el('p', { class: 'note' }, `Still playing by ${currentRules().name}.`));
      });
  });
}
