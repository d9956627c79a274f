import { migrateProjectionSchema, openDatabase } from '@gamepod/log-runtime';
import {
  gamesProjection, paymentsProjection, playRollupsProjection, podsProjection, surveysProjection, usersProjection,
  runStatements, summaryRawSql, summarySql, type ReportScope,
} from '@gamepod/projections';
import { sql, type Kysely } from 'kysely';

const database = openDatabase('postgres://postgres@127.0.0.1:55439/postgres', { max: 10 });
const db = database.db as Kysely<unknown>;
if (process.argv[2] === 'fill') {
  for (const p of [gamesProjection, paymentsProjection, playRollupsProjection, podsProjection, surveysProjection, usersProjection]) {
    await migrateProjectionSchema(database.db, `rm_${p.name}`, p.migrations);
  }
  await sql`drop schema if exists rm_play_rollups cascade`.execute(db);
  await migrateProjectionSchema(database.db, 'rm_play_rollups', playRollupsProjection.migrations);
  await sql`insert into rm_play_rollups.play_launches select launch_id, pod_id, client_id, lab_id, user_id, game_id, platform, guests, started_at, ended_at, seconds from rm_play_sessions.play_sessions`.execute(db);
  await sql`insert into rm_play_rollups.play_days select client_id, lab_id, (started_at at time zone 'UTC')::date, pod_id, coalesce(user_id, ''), game_id, platform, count(*), sum(seconds), sum(extract(epoch from ended_at - started_at) * 1000)::bigint from rm_play_sessions.play_sessions group by 1,2,3,4,5,6,7`.execute(db);
  await sql`insert into rm_play_rollups.play_quarters select client_id, l, to_timestamp(floor(extract(epoch from started_at) / 900) * 900), count(*), sum(guests), sum(seconds), 0 from rm_play_sessions.play_sessions, unnest(array[lab_id, '']) l group by 1,2,3`.execute(db);
  await sql`insert into rm_play_rollups.play_game_days select client_id, l, (started_at at time zone 'UTC')::date, game_id, count(*), sum(seconds) from rm_play_sessions.play_sessions, unnest(array[lab_id, '']) l group by 1,2,3,4`.execute(db);
  await sql`insert into rm_play_rollups.play_presence_days select client_id, l, g, user_id, (started_at at time zone 'UTC')::date, count(*) from rm_play_sessions.play_sessions, unnest(array[lab_id, '']) l, unnest(array[game_id, '']) g where user_id is not null group by 1,2,3,4,5`.execute(db);
  await sql`insert into rm_play_rollups.play_presence select client_id, lab_id, game_id, user_id, range_agg(daterange(day, day, '[]')) from rm_play_rollups.play_presence_days group by 1,2,3,4`.execute(db);
  await sql`insert into rm_play_rollups.play_groups select client_id, lab_id, pod_id, user_id, game_id, platform, min(day), max(day), sum(sessions), sum(seconds) from rm_play_rollups.play_days group by 1,2,3,4,5,6`.execute(db);
  await sql`vacuum analyze`.execute(db);
}
const now = new Date();
const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const scope: ReportScope = { clientId: 'client-1', from: new Date(midnight.getTime() - 29 * 86400000), to: now, timeZone: 'UTC', now };
for (const [name, f] of [['rollup', summarySql], ['raw', summaryRawSql]] as const) {
  const times: number[] = [];
  for (let i = 0; i < 8; i++) {
    const st = f(db, scope);
    const t0 = performance.now();
    const parts = Object.keys(st);
    const per = await Promise.all(parts.map(async (k) => { const t = performance.now(); await db.executeQuery(st[k as keyof typeof st]); return [k, Math.round(performance.now() - t)]; }));
    times.push(performance.now() - t0);
    if (i === 7) console.log(name, JSON.stringify(Object.fromEntries(per)));
  }
  console.log(name, times.map((t) => Math.round(t)).join(' '));
}
await database.close();
