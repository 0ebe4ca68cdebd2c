#!/usr/bin/env bash
# Runs npm scripts at the same time (the machine has two cores and each of these leaves one idle part of the
# time), then prints each one's output whole, in the order given, with the seconds it took (where a test command's
# time goes: docs/test-speed.md). Exits non-zero when any of them failed.
#
# They share a temporary folder of their own (TMPDIR), and the command fails when something is left in it that is
# not a cache: a test that leaves its packages and logs behind fills a machine's /tmp run after run (3 GB here
# before it was checked). Browsers and servers started by the tests are gone by then, and took their folders.
set -u
dir=$(mktemp -d)
mkdir "$dir/tmp"
# tsx's and Playwright's caches of compiled files live in the temporary folder under these names; linked to folders
# of the project's, they are kept from one group and one run to the next, as they were in /tmp (a cold tsx cache
# cost the unit tests 4–9 CPU-seconds, docs/testing.md).
kept="$(cd "$(dirname "$0")/.." && pwd)/node_modules/.cache/tmp"
caches=(tsx-$(id -u) playwright-transform-cache-$(id -u))
for cache in "${caches[@]}"; do
  mkdir -p "$kept/$cache"
  ln -s "$kept/$cache" "$dir/tmp/$cache"
done
# The machine's busy and idle CPU time so far, in clock ticks (Linux's /proc/stat; nothing where there is none).
# A process's own count misses what its descendants left behind unreaped (the journeys' browsers: 40 of 129
# CPU-seconds), so a group is told by the machine's: on CI nothing else runs.
cores_now() {
  [ -r /proc/stat ] && awk 'NR == 1 { print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6 }' /proc/stat
}
group_start=$(date +%s)
cores_before=$(cores_now)
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
cores_after=$(cores_now)
if [ -n "$cores_before" ] && [ -n "$cores_after" ]; then
  read -r busy idle <<<"$(echo $cores_before $cores_after | awk -v hz="$(getconf CLK_TCK)" '{ printf "%d %d", ($3 - $1) / hz, ($4 - $2) / hz }')"
  echo "── npm run $* together: $(($(date +%s) - group_start)) s; the machine's cores busy $busy CPU-seconds, idle $idle"
fi
left=$(ls -A "$dir/tmp" | grep -vxF -e "${caches[0]}" -e "${caches[1]}")
if [ -n "$left" ]; then
  echo "── left in the temporary folder by npm run $*: $(echo $left)"
  status=1
fi
rm -rf "$dir"
exit $status
