#!/usr/bin/env bash
# Makes the tarballs in this folder from the registry's own: each is the published package, its
# files unchanged, with package.json's engines.node set to the Node lines this project supports
# and tests (package.json's engines). Why: README.md here. Run from anywhere; it rewrites the
# tarballs byte for byte the same (sorted entries, fixed times and owners, gzip without a name or
# time), so `git status` after a run shows whether they still match their source.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
engines="$(node -p "require('$root/package.json').engines.node")"
packages=(
  @tryghost/kg-clean-basic-html@4.3.5
  @tryghost/kg-default-cards@10.2.5
  @tryghost/kg-default-nodes@2.1.5
  @tryghost/kg-markdown-html-renderer@7.1.8
  @tryghost/kg-markdown-html-renderer@7.2.5
  @tryghost/kg-mobiledoc-html-renderer@7.1.0
)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for spec in "${packages[@]}"; do
  rm -rf "$work/pack" && mkdir -p "$work/pack"
  file="$(cd "$work/pack" && npm pack --silent "$spec")"
  tar -xzf "$work/pack/$file" -C "$work/pack"
  ENGINES="$engines" node -e '
    const fs = require("node:fs");
    const file = process.argv[1];
    const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
    console.log(`${manifest.name}@${manifest.version}: engines.node ${JSON.stringify(manifest.engines?.node)} -> ${JSON.stringify(process.env.ENGINES)}`);
    manifest.engines = { ...manifest.engines, node: process.env.ENGINES };
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");
  ' "$work/pack/package/package.json"
  tar --sort=name --mtime='1985-10-26 08:15:00Z' --owner=0 --group=0 --numeric-owner \
    --mode='u+rw,go+r,go-w' -C "$work/pack" -cf - package | gzip -9n > "$here/$file"
done
