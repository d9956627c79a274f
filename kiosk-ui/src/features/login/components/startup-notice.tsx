import { StatusIcon } from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { startup } from '#app-state/session/startup-model.ts';
import { Spinner } from '#components/spinner.tsx';

const DEPLOY_HREF = '/admin/login';

function DeployLink() {
  return (
    <a className="startup-notice__link" href={DEPLOY_HREF}>
      Go to Deployment
    </a>
  );
}

/** The login screen's start-up outcomes other than ready. */
export function StartupNotice() {
  useSignals();
  const state = startup.value;
  switch (state.kind) {
    case 'ready':
      return null;
    case 'checking':
      return <Spinner label="Starting this Gamepod…" visibleLabel />;
    case 'helper-down':
      return (
        <div className="startup-notice" role="alert">
          <StatusIcon tone="down" className="startup-notice__icon" />
          <h1 className="startup-notice__title">Flask API server doesn't work now!</h1>
          <p className="startup-notice__sub">Retrying by itself every few seconds.</p>
        </div>
      );
    case 'not-deployed':
      return (
        <div className="startup-notice" role="alert">
          <StatusIcon tone="warn" className="startup-notice__icon" />
          <h1 className="startup-notice__title">Please deploy this POD first!</h1>
          <DeployLink />
        </div>
      );
    case 'ip-refused':
      return (
        <div className="startup-notice" role="alert">
          <StatusIcon tone="down" className="startup-notice__icon" />
          <h1 className="startup-notice__title">{state.message}</h1>
          <DeployLink />
        </div>
      );
    case 'unauthorized':
      return (
        <div className="startup-notice" role="alert">
          <StatusIcon tone="down" className="startup-notice__icon" />
          <h1 className="startup-notice__title">Gamepod not authorized.</h1>
          <p className="startup-notice__sub">
            MAC address: <span className="startup-notice__mac">{state.mac ?? 'unknown'}</span>
          </p>
          <p className="startup-notice__sub">Reloading in 10 seconds…</p>
        </div>
      );
    case 'server-down':
      return (
        <div className="startup-notice" role="alert">
          <StatusIcon tone="down" className="startup-notice__icon" />
          <h1 className="startup-notice__title">Unable to reach the gamepod server.</h1>
          <p className="startup-notice__sub">{state.message}</p>
        </div>
      );
    default: {
      const never: never = state;
      return never;
    }
  }
}
