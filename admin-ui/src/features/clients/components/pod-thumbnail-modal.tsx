import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { Modal } from '#components/modal.tsx';
import { closeThumbnail, imageSrc, isFresh, SCREENSHOT_POLL_MS, viewer } from '../model/client-pods-model.ts';

/** 'Pod Thumbnail': the pod's screen, read again every 8 s until it is closed. */
export function PodThumbnailModal() {
  useSignals();
  const v = viewer.value;
  const shot = v?.shot;
  const name = v ? (v.pod.license ?? v.pod.pod_id_key) : '';
  return (
    <Modal
      open={v !== null}
      title="Pod Thumbnail"
      size="lg"
      onClose={closeThumbnail}
      footer={
        <Button onClick={closeThumbnail} data-autofocus>
          Close
        </Button>
      }
    >
      {v && shot ? (
        <figure className="pod-viewer">
          {shot.url && isFresh(shot) ? (
            <img className="pod-viewer__image" src={imageSrc(shot.url, v.version)} alt={`The screen of ${name}`} />
          ) : (
            <p className="pod-viewer__message">{shot.message}</p>
          )}
          <figcaption className="pod-viewer__caption">
            <span className="client-cell__strong">{name}</span>
            <span>{v.pod.pod_id_key}</span>
            <span>
              {shot.age === null ? shot.message : `Taken ${shot.age} s ago`} · refreshes every{' '}
              {SCREENSHOT_POLL_MS / 1000} s
            </span>
          </figcaption>
        </figure>
      ) : null}
    </Modal>
  );
}
