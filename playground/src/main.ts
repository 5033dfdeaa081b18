import * as farkle from 'farkle-rules';
import { setUpChartsPanel } from './charts-panel.js';
import { setUpGamePanel } from './game-panel.js';
import { setUpRollPanel } from './roll-panel.js';
import { setUpRulesFiles } from './rules-files.js';
import { setUpRulesPanel } from './rules-panel.js';
import { setUpRulesCode } from './rules-code.js';
import { loadTableListing } from './table-files.js';
import { setUpTableStatus } from './table-status.js';
import { setUpTheme } from './theme.js';

// Which solved tables the site has, before any panel asks (the targets offered depend on it).
await loadTableListing();
setUpTheme();
setUpRulesPanel();
setUpTableStatus();
setUpRulesFiles();
setUpRulesCode();
setUpRollPanel();
setUpGamePanel();
setUpChartsPanel();

// The library itself, for the browser console: `farkle.scoreRoll([1, 5, 5])`.
Object.assign(globalThis, { farkle });
document.documentElement.dataset.ready = 'true';
