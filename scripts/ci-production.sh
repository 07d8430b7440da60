#!/usr/bin/env bash
# CI: the README's Production section, run as a new operator would, on a fresh clone.
#   git clone of this checkout's HEAD → npm ci → npm run build → npm prune --omit=dev (no tsx, vite, esbuild left)
#   → a new database on TEST_DATABASE_URL's PostgreSQL → npm run create-admin → NODE_ENV=production npm start
#   → /readyz → login through the API (ALTCHA solved here) → one list → the worker starts compiled
#   → stop, drop the database, remove the clone.
# Any failing step fails the script (set -e, explicit checks); the server's log is printed on failure.
# Needs TEST_DATABASE_URL (a PostgreSQL user that may create databases); .ci/run exports it.
set -euo pipefail
SRC="$(cd "$(dirname "$0")/.." && pwd)"
# the test's own client (run inside the clone, with its pruned node_modules)
CLIENT="$SRC/scripts/ci-production-client.mjs"

fail() {
  echo "::error::ci-production: $*" >&2
  echo "CI FAILED (production build): $*" >&2
  exit 1
}
step() { echo; echo "── ci-production: $*"; }

[ -n "${TEST_DATABASE_URL:-}" ] || fail "TEST_DATABASE_URL non impostato (serve un PostgreSQL su cui creare un database)"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/bdr-ci-production.XXXXXX")"
APP="$WORK/app"
DB_NAME="bdr_ci_prod_$(date +%s)_$$"
DB_URL="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$TEST_DATABASE_URL" "$DB_NAME")"
SERVER_PID=
WORKER_PID=
DB_CREATED=

# Stop a process group started with setsid: SIGTERM, then SIGKILL after 20 s.
stop_group() {
  local pid="$1"
  [ -n "$pid" ] || return 0
  kill -TERM -- "-$pid" 2>/dev/null || return 0
  for _ in $(seq 1 40); do kill -0 -- "-$pid" 2>/dev/null || return 0; sleep 0.5; done
  echo "ci-production: process group $pid still alive after 20 s, SIGKILL" >&2
  kill -KILL -- "-$pid" 2>/dev/null || true
}

cleanup() {
  local rc=$?
  set +e
  if [ "$rc" != 0 ] && [ -f "$WORK/server.log" ]; then
    echo "── ci-production: server log (last 80 lines)" >&2
    tail -n 80 "$WORK/server.log" >&2
  fi
  if [ "$rc" != 0 ] && [ -f "$WORK/worker.log" ]; then
    echo "── ci-production: worker log (last 40 lines)" >&2
    tail -n 40 "$WORK/worker.log" >&2
  fi
  stop_group "$WORKER_PID"
  stop_group "$SERVER_PID"
  if [ -n "$DB_CREATED" ] && [ -d "$APP/node_modules/pg" ]; then
    (cd "$APP" && node "$CLIENT" drop-db "$DB_URL") || echo "ci-production: drop of $DB_NAME failed" >&2
  fi
  rm -rf "$WORK"
  exit "$rc"
}
trap cleanup EXIT

if [ -n "$(git -C "$SRC" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
  echo "ci-production: note: $SRC has uncommitted changes; the clone tests the committed HEAD only" >&2
fi
step "fresh clone of $SRC (HEAD $(git -C "$SRC" rev-parse --short HEAD)) into $APP"
git clone --quiet --no-local "$SRC" "$APP" || fail "git clone failed"
cd "$APP"
# no development environment reaches the production run
unset NODE_ENV DATABASE_URL DATA_DIR PORT JWT_SECRET ALTCHA_HMAC_KEY PUBLIC_URL CAPTCHA_PROVIDER SEED_ON_START

step "npm ci"
npm_ok=
for attempt in 1 2 3; do
  if npm ci --no-audit --no-fund --prefer-offline --fetch-retries=5 --fetch-retry-mintimeout=2000 --fetch-retry-maxtimeout=60000 --fetch-timeout=120000; then
    npm_ok=1
    break
  fi
  echo "npm ci failed (attempt $attempt of 3); retrying in $((attempt * 10)) s…" >&2
  sleep $((attempt * 10))
done
[ -n "$npm_ok" ] || fail "npm ci failed three times"

step "npm run build"
npm run build || fail "npm run build failed"
[ -f apps/server/dist/main.js ] && [ -f apps/server/dist/worker.js ] && [ -f apps/server/dist/create-admin.js ] || fail "npm run build made no server bundle"
[ -f apps/server/dist/migrations/meta/_journal.json ] || fail "npm run build did not copy the migrations"
[ -f apps/web/dist/index.html ] || fail "npm run build made no web app"

step "npm prune --omit=dev"
npm prune --omit=dev --no-audit --no-fund || fail "npm prune --omit=dev failed"
for dev in tsx vite esbuild typescript vitest drizzle-kit; do
  [ ! -e "node_modules/$dev" ] || fail "node_modules/$dev is still installed after npm prune --omit=dev"
done

# The production settings (README, Production): secrets of this run only.
export NODE_ENV=production
export DATABASE_URL="$DB_URL"
JWT_SECRET="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')"
ALTCHA_HMAC_KEY="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')"
export JWT_SECRET ALTCHA_HMAC_KEY
export ALTCHA_MAX_NUMBER=1000 LOG_LEVEL=warn HOST=127.0.0.1
PORT="$(node "$CLIENT" free-port)"
export PORT PUBLIC_URL="http://127.0.0.1:$PORT"

step "a new database $DB_NAME"
node "$CLIENT" create-db "$DB_URL" || fail "cannot create database $DB_NAME"
DB_CREATED=1

step "npm run create-admin (the first super_admin; password on stdin)"
ADMIN_USER=ciadmin
ADMIN_PASSWORD="Ci-$(node -e 'console.log(require("node:crypto").randomBytes(9).toString("base64url"))')-9a"
export ADMIN_PASSWORD
printf '%s\n' "$ADMIN_PASSWORD" | env -u ADMIN_PASSWORD npm run --silent create-admin -- --username "$ADMIN_USER" --email ciadmin@example.it --name "Amministratore CI" ||
  fail "npm run create-admin failed"

step "NODE_ENV=production npm start on port $PORT"
setsid npm start >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
node "$CLIENT" wait-ready "$PUBLIC_URL" 120 || fail "the production server did not become ready"

step "login through the API (ALTCHA) and one list"
node "$CLIENT" login-and-list "$PUBLIC_URL" "$ADMIN_USER" || fail "login or list through the API failed"

step "NODE_ENV=production npm run worker starts compiled"
setsid npm run worker >"$WORK/worker.log" 2>&1 &
WORKER_PID=$!
for _ in $(seq 1 60); do grep -q 'worker avviato' "$WORK/worker.log" && break; kill -0 "$WORKER_PID" 2>/dev/null || break; sleep 1; done
grep -q 'worker avviato' "$WORK/worker.log" || fail "npm run worker did not start"

step "stop"
stop_group "$WORKER_PID"
WORKER_PID=
stop_group "$SERVER_PID"
SERVER_PID=
echo
echo "ci-production: OK (fresh clone → npm ci → build → prune → create-admin → production start → /readyz → login → list → worker)"
