#!/usr/bin/env bash
# Publishes the versions that package.json and tables/package.json name to npm, with provenance, and
# tags them: `npm run release`.
#
# The release workflow (.github/workflows/release.yml) runs it through the changesets action on
# every push to main that has no changeset left, so a package whose version npm has already is
# skipped, and nothing is published when both are. The workflow authenticates by npm trusted
# publishing (OIDC, npm 11.5.1 or later): no token. `--provenance` needs the workflow's
# `id-token: write` (run by hand, outside GitHub Actions, it fails: releases go through the workflow).
# farkle-rules goes first: `npm publish` builds it (prepublishOnly); farkle-rules-tables ships the
# committed table files of tables/ and needs no build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

published=0
for dir in . tables; do
  name="$(node -p 'require(process.argv[1]).name' "./$dir/package.json")"
  version="$(node -p 'require(process.argv[1]).version' "./$dir/package.json")"
  if [[ -n "$(npm view "$name@$version" version 2>/dev/null)" ]]; then
    echo "$name@$version is on npm already: not published again"
    continue
  fi
  (cd "$dir" && npm publish --provenance --access public)
  published=$((published + 1))
done
if [[ $published == 0 ]]; then
  echo "nothing to publish"
  exit 0
fi
# The git tags of the new versions (farkle-rules@X.Y.Z, farkle-rules-tables@X.Y.Z); the changesets
# action reads "New tag:" from this output, pushes the tags and writes the GitHub releases.
npx changeset tag
