import type { PodListRow } from '@gamepod/contracts/http';
import { StatusIcon } from '@gamepod/ui-kit';
import { StatusBadge } from '#components/status-badge.tsx';
import { imageSrc, isFresh } from '../model/client-pods-model.ts';

/** Status: whether the pod is active (is_active), in words and colour. */
export function PodStatus({ pod }: { pod: PodListRow }) {
  return pod.is_active === 1 ? (
    <StatusBadge tone="ok">Active</StatusBadge>
  ) : (
    <StatusBadge tone="unknown">Inactive</StatusBadge>
  );
}

/** The pod's seat licence (Nav ID), or a dash before it has one. */
export function NavId({ pod }: { pod: PodListRow }) {
  return pod.license ? <span className="client-cell__strong">{pod.license}</span> : <span className="short-id">—</span>;
}

/**
 * Online: a green check when online is 1, else a red cross whose message is its
 * tooltip (on hover and on keyboard focus) and its accessible name.
 */
export function OnlineIcon({ pod }: { pod: PodListRow }) {
  const { online, message } = pod.OnlineDetail;
  if (online === 1) {
    return (
      <span className="pod-online" role="img" aria-label="Online">
        <StatusIcon tone="ok" />
      </span>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip must open from the keyboard too
    <span className="pod-online pod-online--tip" role="img" aria-label={message} data-tip={message} tabIndex={0}>
      <StatusIcon tone="down" />
    </span>
  );
}

/**
 * Thumbnail: the screenshot when it is 0 to 60 s old, as a button that opens the
 * viewer; otherwise its message.
 */
export function ThumbnailCell({
  pod,
  version,
  onOpen,
}: {
  pod: PodListRow;
  /** When the list was read: a new value loads the image again. */
  version: number;
  onOpen: (pod: PodListRow) => void;
}) {
  const shot = pod.ScreenshotDetail;
  if (!shot.url || !isFresh(shot)) return <span className="pod-thumb__message">{shot.message}</span>;
  const name = pod.license ?? pod.pod_id_key;
  return (
    <button
      type="button"
      className="pod-thumb"
      aria-label={`Open the thumbnail of ${name}`}
      onClick={() => onOpen(pod)}
    >
      <img src={imageSrc(shot.url, version)} alt="" width={96} height={54} loading="lazy" />
    </button>
  );
}
