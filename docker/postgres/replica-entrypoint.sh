#!/bin/sh
# The reports replica: a hot standby streaming WAL from the primary. Report queries run here
# so a long one never holds locks or I/O on the primary that commands and projections use.
# On first start (empty data directory) it clones the primary with pg_basebackup; -R writes
# standby.signal and primary_conninfo (with the slot made by primary-init.sh), so every later
# start simply resumes streaming.
set -eu

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready --host="$PRIMARY_HOST" --username=replicator --quiet; do
    echo "waiting for the primary at $PRIMARY_HOST"
    sleep 2
  done
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup \
    --host="$PRIMARY_HOST" --username=replicator --pgdata="$PGDATA" \
    --wal-method=stream --slot=reports_replica --write-recovery-conf --checkpoint=fast --progress
  chmod 0700 "$PGDATA"
fi

# hot_standby_feedback stops the primary from vacuuming rows a running report still reads,
# which would otherwise cancel long reports; the cost is some bloat on the primary while
# they run. max_standby_streaming_delay lets replay wait up to 5 minutes for a conflicting report.
exec postgres \
  -c hot_standby=on \
  -c hot_standby_feedback=on \
  -c max_standby_streaming_delay=5min
