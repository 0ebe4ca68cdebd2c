#!/usr/bin/env bash
# Runs npm scripts at the same time (the machine has two cores and each of these leaves one idle part of the
# time), then prints each one's output whole, in the order given, with the seconds it took (where a test command's
# time goes: docs/testing.md). Exits non-zero when any of them failed.
set -u
dir=$(mktemp -d)
pids=()
for i in $(seq 0 $(($# - 1))); do
  name="${@:$((i + 1)):1}"
  (start=$(date +%s); npm run -s "$name" >"$dir/$i" 2>&1; status=$?; echo $(($(date +%s) - start)) >"$dir/$i.secs"; exit $status) &
  pids+=($!)
done
status=0
for i in $(seq 0 $(($# - 1))); do
  name="${@:$((i + 1)):1}"
  if wait "${pids[$i]}"; then result=passed; else result=FAILED; status=1; fi
  echo "── npm run $name ($result, $(cat "$dir/$i.secs") s)"
  cat "$dir/$i"
done
rm -rf "$dir"
exit $status
