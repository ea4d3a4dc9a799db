#!/usr/bin/env bash
# Runs a command on another Node line than the machine's:
#   .ci/node-line.sh VERSION [--headers VERSION] COMMAND...
#
# - Node comes from the npm registry's `node` package (the official build for this platform, in
#   `node-<platform>-<arch>`, headers included), installed once per version under
#   $NODE_LINES_DIR (default: /tmp/techpulse-node-lines).
# - better-sqlite3 is a native module built for one Node ABI, and no prebuilt binary can be
#   fetched here: it is compiled once per headers version, from a copy of
#   node_modules/better-sqlite3. `--headers` compiles it against another release of the same
#   line (same ABI): better-sqlite3 12 compiled against Node 24.19+'s headers aborts the process
#   when the garbage collector frees a statement (docs/stack-notes.md, "Node lines").
# - COMMAND runs with that node first on PATH (npm, npx, tsx and spawned servers all find it) and
#   that binary in node_modules/better-sqlite3; the machine's binary is put back afterwards.
set -euo pipefail
version="$1"
shift
headers="$version"
if [ "${1:-}" = "--headers" ]; then
  headers="$2"
  shift 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
lines="${NODE_LINES_DIR:-/tmp/techpulse-node-lines}"

# Installs node@$1 once; prints the folder holding its bin/ and include/.
install_node() {
  local home="$lines/$1"
  if ! ls "$home"/node_modules/node/node_modules/node-*/include/node/node.h >/dev/null 2>&1; then
    rm -rf "$home" && mkdir -p "$home"
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$home" "node@$1" >&2
  fi
  local header
  header="$(ls "$home"/node_modules/node/node_modules/node-*/include/node/node.h)"
  echo "${header%/include/node/node.h}"
}

dist="$(install_node "$version")"
headers_dist="$(install_node "$headers")"
sqlite_version="$(node -p "require('$root/node_modules/better-sqlite3/package.json').version")"
build="$lines/$headers/better-sqlite3-$sqlite_version"
native="$build/build/Release/better_sqlite3.node"
if [ ! -f "$native" ]; then
  rm -rf "$build" && mkdir -p "$build"
  (cd "$root/node_modules/better-sqlite3" && cp -r binding.gyp package.json deps src lib "$build/")
  # `npm run` puts npm's own node-gyp on PATH; nodedir points it at the package's headers (none
  # can be downloaded here).
  (cd "$build" && PATH="$headers_dist/bin:$PATH" npm_config_nodedir="$headers_dist" \
    npm run --silent build-release >&2)
fi

target="$root/node_modules/better-sqlite3/build/Release/better_sqlite3.node"
saved="$(mktemp)"
cp "$target" "$saved"
trap 'cp "$saved" "$target"; rm -f "$saved"' EXIT
cp "$native" "$target"
PATH="$dist/bin:$PATH" "$@"
