#!/usr/bin/env bash
# A fresh clone installs exactly what the lockfile says: clones this repository's committed HEAD
# into a temporary folder, runs `npm ci` there (from npm's cache when it has the packages: no
# network needed), checks that nothing warns about engines and that one esbuild is installed, then
# removes the clone. Run by .ci/run before the tests.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
clone="$(mktemp -d "${TMPDIR:-/tmp}/mithaq-clean-install-XXXXXX")"
trap 'rm -rf "$clone"' EXIT INT TERM

git clone --quiet --no-hardlinks "$repo" "$clone"
cd "$clone"
log="$clone.log"
trap 'rm -rf "$clone" "$log"' EXIT INT TERM
if ! npm ci --prefer-offline --no-audit --no-fund --loglevel=warn >"$log" 2>&1; then
  cat "$log"
  echo "check-clean-install: npm ci refused the committed lockfile" >&2
  exit 1
fi
if grep -q EBADENGINE "$log"; then
  grep EBADENGINE "$log"
  echo "check-clean-install: a package does not support this Node version ($(node --version))" >&2
  exit 1
fi
esbuilds="$(npm ls esbuild --all --parseable 2>/dev/null | xargs -I{} node -p "require('{}/package.json').version" | sort -u)"
if [ "$(echo "$esbuilds" | wc -l)" -ne 1 ]; then
  echo "check-clean-install: more than one esbuild: $esbuilds" >&2
  exit 1
fi
echo "check-clean-install: npm ci accepted the lockfile (esbuild $esbuilds, Node $(node --version))"
