#!/usr/bin/env bash
# Runs the short commands of state B that the docs quote beyond /work/cli-b/commands.txt, and prints
# each as `=== architech <args>`, its output (stdout and stderr), then `[exit N]`: the record in
# facts/cli-runs/state-b-checks.out.txt. No run generates a project (each stops before any module
# runs, or is a dry run), so the whole takes a few seconds.
#
#   bash scripts/cli-state-b/checks.sh CLI_DIR > facts/cli-runs/state-b-checks.out.txt
#
# CLI_DIR is the state-B build's cli/ folder (scripts/cli-state-b/build.sh); `tsx` must be on PATH.
# The genome files and the genomes/ folder they read are facts/cli-runs/state-b-checks/.
set -uo pipefail

cli=$(cd "${1:?usage: checks.sh CLI_DIR}" && pwd)
inputs=$(cd "$(dirname "$0")/../../facts/cli-runs/state-b-checks" && pwd)
work=/tmp/clitable-runs
rm -rf "$work" && mkdir -p "$work/proj" "$work/genomes-dir"
cp "$inputs"/*.genome.ts "$work/"
cp -r "$inputs/genomes" "$work/genomes-dir/"
echo '{}' > "$work/proj/architech.json"

run() { # folder args...
  local folder=$1; shift
  echo "=== architech $*"
  (cd "$folder" && node "$cli/bin/architech.js" "$@" 2>&1)
  echo "[exit $?]"
}

# No command, a missing argument, and names the site used to give commands that do not exist.
run "$work" 
run "$work" new
run "$work" enhance --ai
run "$work" create-module
run "$work" update --check
run "$work" list-modules
# `new` with genomes that fail before any module runs, with and without --verbose; a dry run.
run "$work" new auth-first.genome.ts
run "$work" new auth-first.genome.ts --verbose
run "$work" new auth-first.genome.ts --quiet
run "$work" new double-quoted.genome.ts
run "$work" new no-export.genome.ts
run "$work" new no-modules.genome.ts
run "$work" new no-modules.genome.ts --verbose
run "$work" new missing.genome.ts --verbose
run "$work" new dry.genome.ts --dry-run
# `add` inside a folder that has an architech.json, and with --path from outside it.
run "$work/proj" add auth/better-auth
run "$work/proj" add auth/better-auth --dry-run
run "$work" add foo -p "$work/proj"
# `list-genomes` in a folder with a genomes/ folder holding one YAML recipe.
run "$work/genomes-dir" list-genomes
run "$work/genomes-dir" list-genomes --complexity simple
run "$work/genomes-dir" list-genomes --complexity intermediate
run "$work/genomes-dir" list-genomes --search hello --verbose
run "$work/genomes-dir" list-genomes -c saas
# The marketplace's other subcommands, their help, and the command alone.
run "$work" marketplace categories
run "$work" mp install auth/better-auth
run "$work" mp publish ./x
run "$work" mp search auth --limit 5
run "$work" mp
run "$work" mp search --help
run "$work" mp install --help
run "$work" mp publish --help
run "$work" mp featured --help
run "$work" mp categories --help
# `scale` with flags, and the version's short flag.
run "$work" scale --strategy nx --dry-run
run "$work" -V
