import { describe, it } from 'node:test';
import { RssFeedFetched, RssFeedFetchFailed } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { rssFeedDecider } from '../../src/rss-feeds/domain/rss-feed-decider.ts';

const now = new Date('2026-11-27T12:00:00Z');
const given = DeciderSpecification.for(rssFeedDecider, { now, newId: () => 'id-1' });
const finals = { title: 'Finals tonight', link: 'https://example.com/finals', published_at: null };
const seats = { title: 'New seats', link: null, published_at: '2026-11-27T10:00:00.000Z' };

describe('the RSS feed decider', () => {
  it('given no fetch yet, when headlines are read, then RssFeedFetched marked changed', () => {
    given([])
      .when({ type: 'RecordFetch', lab_id: 'lab1', items: [finals] })
      .thenEvents([RssFeedFetched.of({ lab_id: 'lab1', items: [finals], changed: true })]);
  });

  it('given the same headlines were fetched last, when they are read again, then a fetch that is not changed', () => {
    given([RssFeedFetched.of({ lab_id: 'lab1', items: [finals], changed: true })])
      .when({ type: 'RecordFetch', lab_id: 'lab1', items: [finals] })
      .thenEvents([RssFeedFetched.of({ lab_id: 'lab1', items: [finals], changed: false })]);
  });

  it('given a failure after a fetch, when new headlines come, then they are changed against the last success', () => {
    given([
      RssFeedFetched.of({ lab_id: 'lab1', items: [finals], changed: true }),
      RssFeedFetchFailed.of({ lab_id: 'lab1', code: 'timeout', reason: 'the feed took over 5000 ms' }),
    ])
      .when({ type: 'RecordFetch', lab_id: 'lab1', items: [finals, seats] })
      .thenEvents([RssFeedFetched.of({ lab_id: 'lab1', items: [finals, seats], changed: true })]);
    given([
      RssFeedFetched.of({ lab_id: 'lab1', items: [finals], changed: true }),
      RssFeedFetchFailed.of({ lab_id: 'lab1', code: 'timeout', reason: 'the feed took over 5000 ms' }),
    ])
      .when({ type: 'RecordFetch', lab_id: 'lab1', items: [finals] })
      .thenEvents([RssFeedFetched.of({ lab_id: 'lab1', items: [finals], changed: false })]);
  });

  it('when a fetch fails, then RssFeedFetchFailed with its code and a reason cut to 500 characters', () => {
    given([])
      .when({ type: 'RecordFailure', lab_id: 'lab1', code: 'address', reason: 'x'.repeat(600) })
      .thenEvents([RssFeedFetchFailed.of({ lab_id: 'lab1', code: 'address', reason: 'x'.repeat(500) })]);
  });
});
