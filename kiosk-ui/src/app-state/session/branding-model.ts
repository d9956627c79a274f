import { kioskApi } from '#api/endpoints.ts';
import { onMessageSend } from '#app-state/realtime/realtime-model.ts';
import { podSession, setPodSession, setUserSession, userSession } from './pod-session-model.ts';

/**
 * Reads the pod's logo, theme and home images again and lays them over the stored sessions;
 * the theme effect and the screens follow the signals. A failed read keeps what is shown:
 * the next kiosk session brings the change anyway.
 */
export async function refreshBranding(): Promise<void> {
  const session = podSession.value;
  if (!session) return;
  try {
    const { logo, theme, left_image, right_image, banner_image } = await kioskApi.themeLogo(session.session_id_key);
    // the page may have moved on to a new kiosk session meanwhile
    if (podSession.value?.session_id_key !== session.session_id_key) return;
    setPodSession({ ...podSession.value, logo, theme, left_image, right_image, banner_image });
    const user = userSession.value;
    if (user?.styles) setUserSession({ ...user, styles: theme });
  } catch {
    // keep the current branding
  }
}

/** Follows 'branding' pushes (the admin saved a logo, theme or home image); returns the stop. */
export function watchBranding(): () => void {
  return onMessageSend((payload) => {
    if (payload.message === 'branding') void refreshBranding();
  });
}
