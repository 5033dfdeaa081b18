// Checks that the pending changesets make a release plan (`npm run check:changesets`): every
// changeset names a package changesets can version (the root package is one of its own workspaces
// for that), and prints the versions the next release would publish. Unlike `changeset status`, it
// does not ask for a changeset on every branch: a change users do not see needs none.
import releasePlan from '@changesets/get-release-plan';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// A CommonJS module whose function is its `default`.
const getReleasePlan = releasePlan.default ?? releasePlan;
try {
  const plan = await getReleasePlan(root);
  const releases = plan.releases.filter((release) => release.type !== 'none');
  console.log(
    releases.length === 0
      ? `check-changesets: no changeset pending`
      : `check-changesets: ${plan.changesets.length} changeset${plan.changesets.length === 1 ? '' : 's'} pending; the next release: ${releases.map((release) => `${release.name} ${release.newVersion}`).join(', ')}`,
  );
} catch (error) {
  console.error(`check-changesets: the pending changesets make no release plan: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
