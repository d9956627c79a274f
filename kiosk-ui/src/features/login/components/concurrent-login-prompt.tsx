import { useSignals } from '@preact/signals-react/runtime';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { expiring, loginHere, nevermind } from '../model/concurrent-login-model.ts';
import { concurrentLogin } from '../model/login-model.ts';

/** 'Login here instead...?': a player may be logged in on one pod at a time. */
export function ConcurrentLoginPrompt() {
  useSignals();
  const user = concurrentLogin.value;
  if (!user) return null;
  return (
    <Overlay
      title="Login here instead...?"
      tone="warning"
      actions={
        <>
          <KioskButton variant="secondary" onClick={() => void nevermind()}>
            Nevermind
          </KioskButton>
          <KioskButton onClick={() => void loginHere()} busy={expiring.value}>
            Login Here
          </KioskButton>
        </>
      }
    >
      <p>You only have permission to be logged in on one Gamepod at a time…</p>
      <p className="concurrent__pods">You are already logged in on {user.logged_navs.join(', ')}.</p>
    </Overlay>
  );
}
