#!/usr/bin/env bash
# Runs npm scripts at the same time (the machine has two cores and each of these leaves one idle part of the
# time), then prints each one's output whole, in the order given, with the seconds it took (where a test command's
# time goes: docs/testing.md). Exits non-zero when any of them failed.
#
# They share a temporary folder of their own (TMPDIR), and the command fails when something is left in it that is
# not a cache: a test that leaves its packages and logs behind fills a machine's /tmp run after run (3 GB here
# before it was checked). Browsers and servers started by the tests are gone by then, and took their folders.
set -u
dir=$(mktemp -d)
mkdir "$dir/tmp"
pids=()
for i in $(seq 0 $(($# - 1))); do
  name="${@:$((i + 1)):1}"
  (start=$(date +%s); TMPDIR="$dir/tmp" npm run -s "$name" >"$dir/$i" 2>&1; status=$?; echo $(($(date +%s) - start)) >"$dir/$i.secs"; exit $status) &
  pids+=($!)
done
status=0
for i in $(seq 0 $(($# - 1))); do
  name="${@:$((i + 1)):1}"
  if wait "${pids[$i]}"; then result=passed; else result=FAILED; status=1; fi
  echo "── npm run $name ($result, $(cat "$dir/$i.secs") s)"
  cat "$dir/$i"
done
# tsx's and Playwright's caches of compiled files are kept on purpose by them, and go with the folder.
left=$(ls -A "$dir/tmp" | grep -vE '^(tsx-[0-9]+|playwright-transform-cache-[0-9]+)$')
if [ -n "$left" ]; then
  echo "── left in the temporary folder by npm run $*: $(echo $left)"
  status=1
fi
rm -rf "$dir"
exit $status
