import type { PlayingActivity } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Card } from '#components/card.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { DateRangeFilter } from '#components/date-range-filter.tsx';
import { applyPlayDates, goToPlayPage, playDates, playingTime, playPage } from '../model/playing-time-model.ts';
import { formatPlayTime } from '../model/user-format.ts';

const COLUMNS: Column<PlayingActivity>[] = [
  { key: 'pod', header: 'Pod', width: '6rem', cell: (a) => a.session.pod.podnav.license ?? '—' },
  { key: 'platform', header: 'Platform', cell: (a) => a.PlatformName },
  {
    key: 'game',
    header: 'Game',
    cell: (a) => (
      <span className="play-game">
        {a.game.game_title ?? 'Unknown game'}
        {a.guests > 0 ? <span className="play-guests">+{a.guests}</span> : null}
      </span>
    ),
  },
  { key: 'start', header: 'Start At', cell: (a) => a.StartAt },
  { key: 'end', header: 'End At', cell: (a) => a.EndAt ?? <span className="play-now">Playing</span> },
  { key: 'time', header: 'Playing Time (min)', align: 'end', cell: (a) => formatPlayTime(a.play_time) },
];

/** Game Playing Time: the player's play sessions, filtered by start and end date, 10 a page. */
export function PlayingTimeCard() {
  useSignals();
  const page = playingTime.data.value;
  const busy = playingTime.loading.value;
  return (
    <Card title="Game Playing Time">
      <DateRangeFilter
        range={playDates}
        label="Filter game playing time by date"
        busy={busy}
        onApply={applyPlayDates}
      />
      <DataTable
        label="Game playing time"
        columns={COLUMNS}
        rows={page?.activities ?? null}
        rowKey={(a) => a.id}
        loading={busy}
        emptyText="No activities found at the moment!"
        pager={pagerOf(page, goToPlayPage, { page: playPage.value })}
      />
    </Card>
  );
}
