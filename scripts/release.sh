#!/usr/bin/env bash
# Publishes the version package.json names to npm, with provenance, and tags it: `npm run release`.
#
# The release workflow (.github/workflows/release.yml) runs it through the changesets action on
# every push to main that has no changeset left, so it does nothing when npm has this version
# already. `npm publish` builds first (prepublishOnly); `--provenance` needs the workflow's
# `id-token: write` (run by hand, outside GitHub Actions, it fails: releases go through the workflow).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

name="$(node -p 'require("./package.json").name')"
version="$(node -p 'require("./package.json").version')"
if [[ -n "$(npm view "$name@$version" version 2>/dev/null)" ]]; then
  echo "$name@$version is on npm already: nothing to publish"
  exit 0
fi
npm publish --provenance --access public
# The git tag of the version; the changesets action reads "New tag:" from this output, pushes the
# tag and writes the GitHub release.
npx changeset tag
