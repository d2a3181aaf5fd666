#!/usr/bin/env bash
# Builds "state B" of The Architech CLI from source: cli@0ff82950 with marketplace@cdc304e and
# types@dbb834a, the one state whose marketplace holds every module of the site's catalogue
# (facts/CLI-FACTS.md §8). The sequence is the one §8 records; none of it is in the CLI's own docs.
#
#   bash scripts/cli-state-b/build.sh DIR [SOURCE]
#
# DIR receives three sibling folders, cli/, marketplace/ and types-package/ (the CLI finds the
# marketplace at ../marketplace). SOURCE is where the repositories are cloned from: a folder
# holding the-architech-xyz+{cli,marketplace,types}/repo mirrors, or by default GitHub.
# Afterwards `ARCHITECH_CLI_DIR=DIR/cli npm run check:cli` runs the site's genomes through it.
set -euo pipefail

dir=${1:?usage: build.sh DIR [SOURCE]}
source=${2:-https://github.com/the-architech-xyz}
CLI_COMMIT=0ff82950
MARKETPLACE_COMMIT=cdc304e
TYPES_COMMIT=dbb834a
# bin/architech.js is gitignored at 0ff82950; this is its one line from the next tagged state.
BIN_FROM_COMMIT=a18a9789

repo_url() {
  if [[ -d "$source/the-architech-xyz+$1/repo" ]]; then echo "$source/the-architech-xyz+$1/repo"; else echo "$source/$1.git"; fi
}
checkout() { # name folder commit
  [[ -d "$dir/$2/.git" ]] || git clone --quiet "$(repo_url "$1")" "$dir/$2"
  git -C "$dir/$2" checkout --quiet --force "$3"
}
set_dependency() { # package.json-folder name spec
  node -e '
    const fs = require("fs"); const [file, name, spec] = process.argv.slice(1);
    const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const field of ["dependencies", "devDependencies", "peerDependencies"])
      if (pkg[field] && name in pkg[field]) pkg[field][name] = spec;
    fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + "\n");
  ' "$1/package.json" "$2" "$3"
}

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
checkout types types-package "$TYPES_COMMIT"
checkout marketplace marketplace "$MARKETPLACE_COMMIT"
checkout cli cli "$CLI_COMMIT"

echo "== types-package: npm install"
(cd "$dir/types-package" && npm install --no-audit --no-fund)

echo "== marketplace: types from ../types-package, npm install, npm run build"
set_dependency "$dir/marketplace" @thearchitech.xyz/types file:../types-package
(cd "$dir/marketplace" && npm install --no-audit --no-fund)
# tsc exits 2 on the marketplace's own type errors but writes every dist/**/blueprint.js.
(cd "$dir/marketplace" && npm run build) || echo "   (tsc reported type errors; the blueprints are written)"
test -f "$dir/marketplace/dist/adapters/framework/nextjs/blueprint.js"

echo "== cli: types and marketplace from the sibling folders, npm install, npm run build"
set_dependency "$dir/cli" @thearchitech.xyz/types file:../types-package
set_dependency "$dir/cli" @thearchitech.xyz/marketplace file:../marketplace
mkdir -p "$dir/cli/bin"
git -C "$dir/cli" show "$BIN_FROM_COMMIT:bin/architech.js" > "$dir/cli/bin/architech.js" 2>/dev/null \
  || printf '#!/usr/bin/env node\nimport "../dist/index.js";\n' > "$dir/cli/bin/architech.js"
# --legacy-peer-deps: better-auth and drizzle-orm disagree on peers; --ignore-scripts: the
# postinstall script runs a file the build has not written yet.
(cd "$dir/cli" && npm install --no-audit --no-fund --legacy-peer-deps --ignore-scripts)
(cd "$dir/cli" && npx tsc) || echo "   (tsc reported type errors; the JavaScript is written)"
(cd "$dir/cli" && npm run copy-bin && npm run copy-scripts)
test -f "$dir/cli/dist/index.js"

command -v tsx >/dev/null || echo "!! tsx is not on PATH: the CLI runs every genome with it (npm install -g tsx)"
echo "== done: node $dir/cli/bin/architech.js --version"
node "$dir/cli/bin/architech.js" --version
