import type { RssFeedView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { TextField } from '#components/form-fields.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import { details } from '../model/edit-lab-model.ts';
import {
  feedDelete,
  feedDraft,
  feedErrors,
  MAX_EXPIRE_MINUTES,
  saveFeed,
  savingFeed,
  setFeed,
} from '../model/rss-feeds-model.ts';
import { LabSection, useSectionBanner } from './lab-section.tsx';

const COLUMNS: readonly Column<RssFeedView>[] = [
  { key: 'title', header: 'Title', cell: (f) => <span className="labs-table__name">{f.rss_title}</span> },
  {
    key: 'url',
    header: 'Url',
    cell: (f) => (
      <a className="rss-url" href={f.rss_url} target="_blank" rel="noreferrer noopener" title={f.rss_url}>
        {f.rss_url}
      </a>
    ),
  },
  { key: 'expire', header: 'Expire Time', cell: (f) => `${f.rss_expire_time} min` },
  { key: 'created', header: 'Created At', cell: (f) => f.FormattedCreatedAt },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (f) => (
      <Button
        variant="ghost"
        className="row-delete"
        aria-label={`Delete ${f.rss_title}`}
        onClick={() => feedDelete.ask(f)}
      >
        Delete
      </Button>
    ),
  },
];

/** Lab Rss Feeds: title, url and expire time in minutes, Save; the table with Delete. */
export function RssFeedsSection() {
  useSignals();
  const [banner, report] = useSectionBanner();
  const d = feedDraft.value;
  const e = feedErrors.value;
  return (
    <LabSection
      id="lab-rss-feeds"
      title="Lab Rss Feeds"
      description="The lab's RSS feeds; the expire time is how many minutes pass before a feed is read again."
      banner={banner}
    >
      <form
        noValidate
        className="inline-form inline-form--rss"
        onSubmit={(ev) => {
          ev.preventDefault();
          void report(saveFeed());
        }}
      >
        <TextField
          label="Title"
          required
          maxLength={200}
          value={d.rss_title}
          error={e.rss_title}
          onChange={(v) => setFeed('rss_title', v)}
        />
        <TextField
          label="Url"
          type="url"
          required
          maxLength={2048}
          placeholder="https://example.com/feed.xml"
          value={d.rss_url}
          error={e.rss_url}
          onChange={(v) => setFeed('rss_url', v)}
        />
        <TextField
          label="Expire Time (minutes)"
          type="number"
          required
          value={d.rss_expire_time}
          error={e.rss_expire_time}
          hint={`1 to ${MAX_EXPIRE_MINUTES.toLocaleString('en-US')}`}
          onChange={(v) => setFeed('rss_expire_time', v)}
        />
        <div className="inline-form__submit">
          <Button type="submit" variant="primary" busy={savingFeed.value}>
            Save
          </Button>
        </div>
      </form>
      <DataTable
        label="Rss feeds"
        columns={COLUMNS}
        rows={details.data.value?.rssfeeds ?? null}
        rowKey={(f) => f.id}
        emptyText="No rss feed found at the moment!"
      />
      <ConfirmModal
        open={feedDelete.pending.value !== null}
        title="Delete rss feed"
        message={`Are you sure you want to delete the rss feed "${feedDelete.pending.value?.rss_title ?? ''}"?`}
        busy={feedDelete.busy.value}
        onYes={() => void report(feedDelete.confirm())}
        onNo={feedDelete.cancel}
      />
    </LabSection>
  );
}
