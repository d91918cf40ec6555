#!/usr/bin/env bash
# The release: what production runs and nothing else, in the repository's own layout, so the
# server finds its files where it looks for them (apps/api/src/lib/api-dir.ts). The
# Dockerfile's build stage runs this script; `npm test` runs it too
# (apps/api/src/release/build-release.test.ts), since images cannot be built where the tests
# run. docs/container.md says what goes in and why.
#
#   scripts/build-release.sh [--from-build] <output-dir>
#
#   --from-build  package the build already in the tree (`npm run build` was just run)
#                 instead of running `npm ci` and `npm run build` first
set -euo pipefail

usage() {
  echo "usage: scripts/build-release.sh [--from-build] <output-dir>" >&2
  exit 2
}
fail() {
  echo "build-release: $*" >&2
  exit 1
}
step() { echo "--- build-release: $*"; }

from_build=false
out=""
for arg in "$@"; do
  case "$arg" in
    --from-build) from_build=true ;;
    -h | --help) usage ;;
    -*)
      echo "build-release: unknown option $arg" >&2
      usage
      ;;
    *)
      [ -z "$out" ] || usage
      out="$arg"
      ;;
  esac
done
[ -n "$out" ] || usage

# Absolute, from the caller's folder, before moving to the source tree.
out="$(realpath -m "$out")"
src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$src"

# Inside the tree it could land in a workspace glob (apps/*) or be copied into itself.
case "$out/" in
  "$src"/*) fail "$out is inside the source tree ($src): give a folder outside it" ;;
esac
# Made from scratch each time: a folder that holds anything is refused rather than emptied,
# so a mistyped path never loses files.
if [ -e "$out" ] && [ -n "$(ls -A "$out")" ]; then
  fail "$out is not empty: give a new or empty folder"
fi
mkdir -p "$out"

# --- build: the whole tree's dependencies (dev ones included: vite, esbuild, typescript) and the build
if [ "$from_build" = false ]; then
  step "npm ci (with dev dependencies, to build)"
  npm ci --no-audit --no-fund
  step "npm run build"
  npm run build
fi

# What the server reads at run time besides node_modules:
#   apps/api/dist                the server and the spreadsheet reader's process (+ source maps)
#   apps/api/src/db/migrations   applied at start or by --migrate (db/migrations.ts)
#   apps/web/dist                the portal and the light pages' templates (WEB_DIST)
#   apps/web/dist-ssr            the light pages' server rendering, found beside WEB_DIST
runtime_files=(apps/api/dist apps/api/src/db/migrations apps/web/dist apps/web/dist-ssr)
for path in apps/api/dist/server.mjs apps/api/dist/read-spreadsheet.mjs apps/web/dist/index.html apps/web/dist-ssr; do
  if [ ! -e "$path" ]; then
    if [ "$from_build" = true ]; then fail "$path is missing: run npm run build first (or drop --from-build)"; fi
    fail "$path is missing after npm run build"
  fi
done

# The bundles inline the workspace packages (@portal/*): the release ships only their
# package.json files, for npm ci. A bundle that imports one would fail at its first request.
if grep -rlE "(from|import\() ?[\"']@portal/" apps/api/dist apps/web/dist-ssr --include='*.mjs' --include='*.js'; then
  fail "the files above import a workspace package (@portal/…) at run time: the build must inline it"
fi

# --- release: the runtime files, the manifests, then production dependencies only
step "assembling the release in $out"
cp package.json package-lock.json "$out/"
if [ -f .npmrc ]; then cp .npmrc "$out/"; fi
# Every workspace the lock file lists: npm ci refuses a tree that does not match it.
workspaces="$(node -e '
  const lock = require("./package-lock.json");
  for (const key of Object.keys(lock.packages)) if (key && !key.includes("node_modules/")) console.log(key);
')"
for workspace in $workspaces; do
  mkdir -p "$out/$workspace"
  cp "$workspace/package.json" "$out/$workspace/"
done
for path in "${runtime_files[@]}"; do
  mkdir -p "$out/$(dirname "$path")"
  cp -R "$path" "$out/$path"
done

# --ignore-scripts: the production dependencies' install scripts (esbuild's binary check,
# protobufjs' notice) are not needed, and skipping them runs no package's code at install.
# Native parts (sharp, argon2) come as prebuilt platform packages. --prefix pins npm to the
# release whatever npm_config_* the caller's environment carries.
step "npm ci --omit=dev (production dependencies only)"
npm ci --prefix "$out" --omit=dev --ignore-scripts --no-audit --no-fund --prefer-offline
# i18next names typescript an optional peer (for its types), and npm keeps an optional peer
# the lock file holds (the lock holds it as ours, a dev dependency): 23 MB nothing runs.
rm -rf "$out/node_modules/typescript" "$out/node_modules/.bin/tsc" "$out/node_modules/.bin/tsserver"

for package in typescript vitest; do
  [ ! -e "$out/node_modules/$package" ] || fail "$package (a dev dependency) is in the release"
done
[ -e "$out/node_modules/fastify" ] || fail "fastify is missing from the release: npm ci installed no production dependencies"

step "done: $(du -sh "$out" | cut -f1) in $out; start it with node dist/server.mjs in $out/apps/api"
