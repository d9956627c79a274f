import { StatusIcon, type StatusTone } from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { dismissToast, type ToastTone, toasts } from '../model/toast-model.ts';
import './toast-stack.css';

const ICON: Record<ToastTone, StatusTone> = { error: 'down', warning: 'warn', success: 'ok', info: 'unknown' };

/** The toasts, top right under the bar; each clears on its timer or when dismissed. */
export function ToastStack() {
  useSignals();
  return (
    <section className="toast-stack" aria-live="polite" aria-label="Notifications">
      {toasts.value.map((t) => (
        <div key={t.id} className={`toast toast--${t.tone}`} role={t.tone === 'error' ? 'alert' : 'status'}>
          <StatusIcon tone={ICON[t.tone]} className="toast__icon" />
          <p className="toast__text">
            <strong className="toast__head">{t.head}</strong>
            {t.sub ? <span className="toast__sub">{t.sub}</span> : null}
          </p>
          <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
