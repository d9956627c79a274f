import { type Decider, RssFeedFetched, RssFeedFetchFailed } from '@gamepod/events';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type RssFeedEvent = Of<typeof RssFeedFetched> | Of<typeof RssFeedFetchFailed>;
export type RssFeedItem = Of<typeof RssFeedFetched>['data']['items'][number];

/** The headlines of the last successful fetch, as one comparable key; null before the first. */
export type RssFeedState = { readonly last_items: string | null };

export type RssFeedCommand =
  | { readonly type: 'RecordFetch'; readonly lab_id: string; readonly items: readonly RssFeedItem[] }
  | { readonly type: 'RecordFailure'; readonly lab_id: string; readonly code: string; readonly reason: string };

const itemsKey = (items: readonly RssFeedItem[]) => JSON.stringify(items);

/**
 * What the server read from one lab's RSS feed (gp.evt.rss_feed.<feed id>): each fetch is
 * recorded, fetched or failed, because each one sets the next; a fetch is `changed` when its
 * headlines differ from the last successful one, and only then are the pods told. A failure
 * keeps the last headlines.
 */
export const rssFeedDecider: Decider<RssFeedCommand, RssFeedState, RssFeedEvent> = {
  aggregate: 'rss_feed',
  initialState: () => ({ last_items: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'RssFeedFetched':
        return { last_items: itemsKey(event.data.items) };
      case 'RssFeedFetchFailed':
        return state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordFetch': {
        const changed = state.last_items !== itemsKey(command.items);
        return [RssFeedFetched.of({ lab_id: command.lab_id, items: [...command.items], changed })];
      }
      case 'RecordFailure':
        return [
          RssFeedFetchFailed.of({
            lab_id: command.lab_id,
            code: command.code.slice(0, 40),
            reason: command.reason.slice(0, 500),
          }),
        ];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
