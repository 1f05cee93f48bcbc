#!/usr/bin/env bash
# make import-corpus: measures `layoutd import` on real apps' layout code, by frames.
#
# Each folder of Tests/ImportCorpus/ is one layout of an open-source app: SOURCE.md says which files
# of which repository, at which commit, the layout is written in, and target.layout.yaml is the spec
# worked by hand from that code. The apps' code is not in this repository: this script takes the
# files back out of local copies of the repositories, one folder per repository, found under
# $LAYOUTD_CORPUS_REPOS as `owner+name` or `owner/name`, each a clone (a work tree with .git) or a
# bare git folder (`repo/` inside it, or the folder itself). It then imports each case with the
# debug binary and compares the frames with the target on every environment of the target, with the
# frame checker at $LAYOUTD_IMPORT_FRAMES (import_frames.py).
#
#   LAYOUTD_CORPUS_REPOS=~/src/apps LAYOUTD_IMPORT_FRAMES=~/tools/import_frames.py make import-corpus
#   make import-corpus CASE=Soapbox-RoomList     one case
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=Tests/ImportCorpus
repos=${LAYOUTD_CORPUS_REPOS:-}
checker=${LAYOUTD_IMPORT_FRAMES:-}
binary=${LAYOUTD_BINARY:-.build/debug/layoutd}
only=${CASE:-}

if [ -z "$repos" ] || [ ! -d "$repos" ]; then
    echo "import-corpus: set LAYOUTD_CORPUS_REPOS to a folder of local copies of the corpus's repositories" >&2
    echo "  (the repositories and commits are listed in $corpus/*/SOURCE.md)" >&2
    exit 2
fi
if [ -z "$checker" ] || [ ! -f "$checker" ]; then
    echo "import-corpus: set LAYOUTD_IMPORT_FRAMES to the frame checker import_frames.py" >&2
    exit 2
fi
[ -x "$binary" ] || { echo "import-corpus: no $binary: run 'make build' first" >&2; exit 2; }

# The git folder of a repository's local copy, or nothing.
git_dir() {
    local owner=${1%%/*} name=${1#*/} base
    for base in "$repos/$owner+$name" "$repos/$owner/$name" "$repos/$name"; do
        [ -d "$base/repo/.git" ] && { echo "$base/repo/.git"; return; }
        [ -d "$base/repo" ] && { echo "$base/repo"; return; }
        [ -d "$base/.git" ] && { echo "$base/.git"; return; }
        [ -f "$base/HEAD" ] && { echo "$base"; return; }
    done
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/cases"
missing=0
for source_md in "$corpus"/*/SOURCE.md; do
    case_name=$(basename "$(dirname "$source_md")")
    [ -n "$only" ] && [ "$case_name" != "$only" ] && continue
    mkdir -p "$work/cases/$case_name"
    # The file table: | file | repository | commit | path | lines |
    while IFS='|' read -r _ file repository commit path _; do
        file=$(echo "$file" | xargs); repository=$(echo "$repository" | xargs)
        commit=$(echo "$commit" | xargs); path=$(echo "$path" | xargs)
        [[ "$commit" =~ ^[0-9a-f]{40}$ ]] || continue
        dir=$(git_dir "$repository")
        if [ -z "$dir" ] || ! git --git-dir="$dir" show "$commit:$path" >"$work/cases/$case_name/$file" 2>/dev/null; then
            echo "$case_name: $repository $commit:$path is not in \$LAYOUTD_CORPUS_REPOS" >&2
            missing=$((missing + 1))
            rm -rf "${work:?}/cases/$case_name"
            break
        fi
    done < <(grep -E '^\|' "$source_md")
done
[ "$missing" -eq 0 ] || echo "import-corpus: $missing case(s) left out: their files are not in the local copies" >&2
python3 "$checker" "$binary" "$work/cases" "$corpus"
