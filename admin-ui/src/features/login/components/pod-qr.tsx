import type { PodSession } from '@gamepod/contracts/http';
import { QrCode } from '@gamepod/ui-kit';
import { mobileLoginUrl } from '../model/pod-remote-login.ts';

/** The admin login on a pod without a keyboard. */
export const SCAN_TEXT = 'Scan the QR code with your Phone to get started';

/** The QR code to /admin/mobile-login for this pod, with the words that go with it. */
export function PodQr({ pod }: { pod: PodSession }) {
  return (
    <div className="pod-qr">
      <QrCode className="pod-qr__code" text={mobileLoginUrl(pod)} label="QR code for the admin login on your phone" />
      <p className="pod-qr__text">{SCAN_TEXT}</p>
      {pod.nav_name ? <p className="pod-qr__pod">Gamepod {pod.nav_name}</p> : null}
    </div>
  );
}
