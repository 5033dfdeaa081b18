/**
 * The rule sets of issue 9 that once ran for minutes or exhausted memory,
 * each now refused up front with a FarkleError. Each runs in a child process
 * with a small heap and a time limit, so that a regression fails this test
 * rather than taking the machine down: the child goes on to use the rule set
 * as the issue did, which only a refusal stops early.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const INDEX = fileURLToPath(new URL('../../src/index.ts', import.meta.url));

/**
 * Runs `body` (an async function body given `lib`, the library) in a child
 * Node with a 96 MB heap, stopped after 60 s (tsx needs some of that to start
 * on a busy machine), and returns what it printed.
 */
function runChild(body: string): { status: number | null; stdout: string; stderr: string; signal: NodeJS.Signals | null } {
  const script = `
    const lib = await import(${JSON.stringify(INDEX)});
    try {
      await (async () => { ${body} })();
      console.log('ACCEPTED');
    } catch (error) {
      console.log(error instanceof lib.FarkleError ? \`FarkleError \${error.code} \${error.path}\` : \`other \${String(error)}\`);
    }`;
  const result = spawnSync(process.execPath, ['--max-old-space-size=96', '--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, signal: result.signal };
}

function expectRefused(body: string, path: string): void {
  const { status, stdout, stderr, signal } = runChild(body);
  expect({ signal, stderr: stderr.split('\n').filter((line) => !line.includes('npm warn')).join('\n').trim() }).toEqual({ signal: null, stderr: '' });
  expect(status).toBe(0);
  expect(stdout.trim()).toBe(`FarkleError invalid-rules ${path}`);
}

describe('issue 9 reproductions, in a child process with a 96 MB heap', { timeout: 120_000 }, () => {
  it('a single 1 worth 1,000,001: optimalTurn once ran for minutes at 3 GB', () => {
    expectRefused(`lib.optimalTurn(lib.defineRules({ scoring: { singles: { 1: 1000001 } } }));`, 'scoring.singles.1');
  });

  it('1,000,000 straights: once 33 s to prepare', () => {
    const body = `
      const straights = Array(1000000).fill({ faces: [1, 2], points: 5 });
      lib.scoreRoll([1, 2], lib.defineRules({ scoring: { straights } }));`;
    expectRefused(body, 'scoring.straights');
  });

  it('a sparse straights array: once accepted, and a TypeError when used', () => {
    expectRefused(`lib.scoreRoll([1, 2, 3], lib.defineRules({ scoring: { straights: [, { faces: [1, 2, 3], points: 300 }] } }));`, 'scoring.straights[0]');
    expectRefused(`lib.scoreRoll([1, 2, 3], lib.defineRules({ scoring: { straights: [{ faces: [1, , 3], points: 300 }] } }));`, 'scoring.straights[0].faces[1]');
  });

  it("farkel's last-standing allowance with a huge target: once a repeated array that exhausted memory", () => {
    // As the issue found it: a target far beyond any game, the allowance one round per 10,000 points short.
    const body = `
      const rules = lib.defineRules({ end: { target: 1e15 } }, 'farkel');
      lib.simulate({ rules, bots: ['greedy', 'greedy'], games: 1, seed: 1 });`;
    expectRefused(body, 'end.target');
    // Within the target's limit, an allowance of more than 1,000 rounds is refused too.
    expectRefused(`lib.simulate({ rules: lib.defineRules({ end: { target: 10000000, lastStanding: { pointsPerRound: 9999 } } }, 'farkel'), bots: ['greedy', 'greedy'], games: 1, seed: 1 });`, 'end.lastStanding.pointsPerRound');
  });

  it('a target of 10^15: the win solver once hung', () => {
    expectRefused(`lib.optimalWinChance(lib.defineRules({ end: { target: 1e15 } }));`, 'end.target');
  });
});
