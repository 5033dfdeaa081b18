import { isPresetName, type GameRecord } from 'farkle-rules';
import { setUpAnalysisPanel } from './analysis-panel.js';
import { byId, control, el, errorBox, show } from './dom.js';
import { downloadJson, fileStem, readJsonFile, type FileKind } from './files.js';
import { currentReplay, setUpReplayBar, startReplay } from './game-replay.js';
import { currentGame } from './game-table.js';
import { applyRulesSource, currentSource, type RulesSource } from './rules-panel.js';

/** Game records as the CLI's `analyze FILE` reads them: at most 4 MB. */
const GAME_FILE: FileKind = { name: 'game record', maxBytes: 4 * 1024 * 1024, limit: '4 MB' };

/** The record of the game showing (played or replayed), if any. */
function showingRecord(): GameRecord | null {
  return (currentGame() ?? currentReplay())?.record ?? null;
}

/** The page's rules for a record's: a preset by name, or a whole rule set as overrides over classic. */
function sourceOf(record: GameRecord): RulesSource {
  if (typeof record.rules === 'string' && isPresetName(record.rules)) return { preset: record.rules, overrides: null };
  return { preset: 'classic', overrides: JSON.stringify(record.rules, null, 2) };
}

/**
 * Replays an uploaded record: the page takes the record's rules (so that the
 * address and the code say the same), then steps through its game.
 */
function replayUpload(value: unknown, name: string): void {
  if (typeof value !== 'object' || value === null || !('rules' in value)) throw new Error(`${name} is no game record: it has no "rules"`);
  const record = value as GameRecord;
  applyRulesSource(sourceOf(record));
  startReplay(record, currentSource());
  show(byId('record-status'), el('p', { class: 'note' }, `Replaying ${name}: step through it with the replay bar.`));
}

/** Wires the download of the game record and the upload of one to replay, and the analysis of the game showing. */
export function setUpGameFiles(): void {
  setUpReplayBar();
  setUpAnalysisPanel(showingRecord);
  byId('record-download').addEventListener('click', () => {
    const record = showingRecord();
    if (record === null) {
      show(byId('record-status'), el('p', { class: 'note' }, 'Start a game first: its record is what is saved.'));
      return;
    }
    downloadJson(`farkle-game-${fileStem(String(record.seed))}.json`, record);
    show(byId('record-status'), el('p', { class: 'note' }, `Saved the record of ${record.actions.length} moves (a GameRecord: replayGame(record) gives the game).`));
  });
  const upload = control('record-upload', HTMLInputElement);
  upload.addEventListener('change', () => {
    readJsonFile(upload, GAME_FILE)
      .then(({ name, value }) => {
        replayUpload(value, name);
      })
      .catch((error: unknown) => {
        show(byId('record-status'), errorBox(error));
      });
  });
}
