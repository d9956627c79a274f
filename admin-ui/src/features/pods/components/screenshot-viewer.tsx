import { useSignals } from '@preact/signals-react/runtime';
import { userSession } from '#app-state/session/model/session-model.ts';
import { Modal } from '#components/modal.tsx';
import { Spinner } from '#components/spinner.tsx';
import { isFreshScreenshot, navName, SCREENSHOT_REFRESH_MS, screenshotSrc } from '../model/pod-rules.ts';
import { closeViewer, viewerPod, viewerShot } from '../model/screenshot-model.ts';
import './pods-modals.css';

/** The pod's screen, read again every 8 s until the viewer closes. */
export function ScreenshotViewer() {
  useSignals();
  const pod = viewerPod.value;
  const read = viewerShot.data.value;
  const failed = viewerShot.error.value !== null;
  const token = userSession.value?.token ?? '';
  return (
    <Modal open={pod !== null} title="Pod Thumbnail" size="lg" onClose={closeViewer}>
      <figure className="pods-shot">
        <div className="pods-shot__frame">
          {read && isFreshScreenshot(read.shot) ? (
            <img
              className="pods-shot__image"
              src={screenshotSrc(read.shot.url, token, read.readAt)}
              alt={`The screen of ${pod ? navName(pod) : 'the pod'}`}
            />
          ) : read ? (
            <p className="pods-shot__message">{read.shot.message}</p>
          ) : failed ? (
            <p className="pods-shot__message">The screenshot could not be loaded. Trying again…</p>
          ) : (
            <Spinner label="Loading the screenshot…" showLabel />
          )}
        </div>
        <figcaption className="pods-shot__caption">
          <strong>{pod ? navName(pod) : ''}</strong>
          <span>
            {read ? `${read.shot.message} · ` : ''}refreshes every {SCREENSHOT_REFRESH_MS / 1000} s
          </span>
        </figcaption>
      </figure>
    </Modal>
  );
}
