// The playground's browser tests, run by scripts/browser-test.mjs: each test gets a fresh page with
// the playground loaded (at a laptop's width unless it names a viewport; with `query` in the address
// when it gives one; in its `colorScheme`), acts on it as a person would and asserts what the page
// shows. Expected values come from the rules (a single 1 scores 100 in classic...), never from the
// library's own output. The tests live by panel in playground-tests/.
import { analysisTests } from './playground-tests/analysis.mjs';
import { gameTests } from './playground-tests/game.mjs';
import { hostileTests } from './playground-tests/hostile.mjs';
import { pageTests } from './playground-tests/page.mjs';
import { rollTests } from './playground-tests/rolls.mjs';
import { rulesTests } from './playground-tests/rules.mjs';
import { tableTests } from './playground-tests/tables.mjs';
import { thresholdTests } from './playground-tests/thresholds.mjs';
import { winTests } from './playground-tests/win.mjs';
import { winThreadTests } from './playground-tests/win-threads.mjs';

/** Every test, in the order they run. */
export const tests = () => [...rollTests, ...rulesTests, ...gameTests, ...analysisTests, ...thresholdTests, ...winTests, ...winThreadTests, ...tableTests, ...pageTests, ...hostileTests];
