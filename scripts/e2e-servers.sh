#!/usr/bin/env bash
# The browser tests' servers, started at once (Playwright starts the entries of a webServer list one after the
# other, each once the last answers): the build on two ports (two origins, for the cross-origin embed tests) and the
# docs service over Streamable HTTP on a third. Usage: e2e-servers.sh PAGE_PORT COURSE_PORT DOCS_PORT.
# Fails at once if one of the ports is in use. Prints "e2e servers ready" once all three listen; if one ends, ends
# the others and fails.
# Playwright ends the whole process group after the tests.
set -u
[ $# -eq 3 ] || { echo "usage: $0 PAGE_PORT COURSE_PORT DOCS_PORT" >&2; exit 2; }
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# Something else listening there would answer the tests in place of these servers.
for port in "$@"; do
  if listening "$port"; then
    echo "port $port is in use: the browser tests need ports $* free" >&2
    exit 1
  fi
done
npx vite preview --host 127.0.0.1 --port "$1" --strictPort &
npx vite preview --host 127.0.0.1 --port "$2" --strictPort &
npx tsx src/mcp/server/httpMain.ts --port "$3" &
pids=$(jobs -p)
fail() {
  echo "$1" >&2
  # The whole group: npx's own children (the servers themselves) too, or one still holding the output would keep
  # Playwright waiting for its timeout.
  trap 'exit 1' TERM
  kill 0
}
for port in "$@"; do
  until listening "$port"; do
    for pid in $pids; do kill -0 "$pid" 2>/dev/null || fail "an e2e server ended before it listened (ports $*)"; done
    sleep 0.1
  done
done
echo "e2e servers ready"
wait -n
fail "an e2e server ended"
