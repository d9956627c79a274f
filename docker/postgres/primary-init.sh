#!/bin/sh
# Runs once, when the primary's data directory is first created (the official image runs
# /docker-entrypoint-initdb.d/*.sh, then restarts the server, so pg_hba.conf changes apply).
# It prepares streaming replication for the reports replica: a replication role, a physical
# slot so the primary keeps the WAL the replica has not received yet, and a pg_hba line.
set -e

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set=replication_password="$REPLICATION_PASSWORD" <<'SQL'
create role replicator with replication login password :'replication_password';
select pg_create_physical_replication_slot('reports_replica');
SQL

# "all" in pg_hba.conf does not cover replication connections; they need their own line.
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
