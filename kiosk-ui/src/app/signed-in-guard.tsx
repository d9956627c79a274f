import { clearSessionData } from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { Redirect } from 'wouter';
import { hasUsableUser, podSession, setUserSession } from '#app-state/session/pod-session-model.ts';

/**
 * Guards an area to one role: anyone else has the stored session cleared and is
 * sent to '/'. A stored session lacking role_id or email counts as none.
 */
export function SignedInGuard({ allow, children }: { allow: 1 | 2; children: ReactNode }) {
  useSignals();
  const allowed = hasUsableUser(allow) && podSession.value !== null;
  useEffect(() => {
    if (allowed) return;
    clearSessionData();
    setUserSession(null);
  }, [allowed]);
  if (!allowed) return <Redirect to="/" replace />;
  return <>{children}</>;
}
