#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ with -sanitize=fuzzer,address and runs each for SECONDS.
#   Scripts/fuzz.sh [SECONDS] [TARGET...]     (default 60 s each; targets: FuzzSpec FuzzRequest FuzzConfig FuzzLanguageServer FuzzImport FuzzReference)
# Each target starts from its committed seed corpus (Fuzz/Corpus/<name>; FuzzImport: Fuzz/Corpus/import and the import tests' files) and keeps what it finds in
# .build-fuzz/corpus/<name>; a crash, a sanitizer report, a timeout or running out of memory stops it,
# leaves the input in .build-fuzz/findings/ and fails this script.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzSpec FuzzRequest FuzzConfig FuzzLanguageServer FuzzImport FuzzReference)
build="$PWD/.build-fuzz"

echo "== building the fuzz targets (release, -sanitize=fuzzer,address)"
mkdir -p "$build"
# gold fails on the sanitizers' objects, hence lld. The build's output is kept, and shown when it fails.
if ! swift build --package-path Fuzz -c release --build-path "$build" -Xswiftc -sanitize=fuzzer,address \
    -Xswiftc -use-ld=lld >"$build/build.log" 2>&1; then
    grep -m 20 -E "error|warning: " "$build/build.log" || tail -20 "$build/build.log"
    echo "the fuzz targets did not build; the whole output is in $build/build.log"
    exit 1
fi

# Leaks inside the platform's own libraries are listed, by function, in Fuzz/lsan-suppressions.txt.
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

status=0
for target in "${targets[@]}"; do
    case "$target" in
    FuzzSpec) seeds=(Fuzz/Corpus/spec); dictionary=(-dict=Fuzz/spec.dict) ;;
    FuzzRequest) seeds=(Fuzz/Corpus/request); dictionary=(-dict=Fuzz/request.dict) ;;
    FuzzConfig) seeds=(Fuzz/Corpus/config); dictionary=(-dict=Fuzz/config.dict) ;;
    FuzzLanguageServer) seeds=(Fuzz/Corpus/lsp); dictionary=(-dict=Fuzz/lsp.dict) ;;
    # Its ~290 seeds are whole Swift files, each read by the importer under the sanitizers: reading them
    # once takes about 40 s before the first mutation, which its SECONDS do not count.
    FuzzImport) seeds=(Fuzz/Corpus/import Tests/ImportFixtures Tests/GeneratedSwift); dictionary=(-dict=Fuzz/import.dict); seeding=60 ;;
    FuzzReference) seeds=(Fuzz/Corpus/reference); dictionary=() ;;
    *) echo "unknown fuzz target $target"; exit 2 ;;
    esac
    total=$((seconds + ${seeding:-0}))
    seeding=0
    corpus="$build/corpus/$target"
    findings="$build/findings/$target"
    mkdir -p "$corpus" "$findings"
    echo "== $target: $seconds s$([ "$total" -gt "$seconds" ] && echo " after reading its seeds (at most $((total - seconds)) s)")"
    log="$build/$target.log"
    if "$build/release/$target" "$corpus" "${seeds[@]}" "${dictionary[@]}" -max_total_time="$total" \
        -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$findings/" >"$log" 2>&1; then
        summary=$(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$log" | tail -1)
        added=$(grep -o 'new_units_added: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)
        echo "$target: ${summary:-done}, 0 crashes; ${added:-0} new inputs, corpus $(ls "$corpus" | wc -l) inputs"
    else
        status=1
        echo "$target: FOUND A PROBLEM; its input is in $findings/"
        grep -m 20 -E "ERROR|SUMMARY|Fatal error|==[0-9]+==" "$log" || true
    fi
done
exit $status
