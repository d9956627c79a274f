import { StatusIcon, type StatusTone } from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { dismissToast, type ToastTone, toasts } from '../model/toast-model.ts';
import './toast-stack.css';

const ICON: Record<ToastTone, StatusTone> = { error: 'down', warning: 'warn', success: 'ok', info: 'unknown' };

/** The toasts, top centre; each clears after 5 s or on a tap. */
export function ToastStack() {
  useSignals();
  return (
    <div className="toast-stack" aria-live="assertive">
      {toasts.value.map((t) => (
        <button
          key={t.id}
          type="button"
          className={`toast toast--${t.tone}`}
          role={t.tone === 'error' ? 'alert' : 'status'}
          onClick={() => dismissToast(t.id)}
        >
          <StatusIcon tone={ICON[t.tone]} className="toast__icon" />
          <span className="toast__text">
            <strong className="toast__head">{t.head}</strong>
            {t.sub ? <span className="toast__sub">{t.sub}</span> : null}
          </span>
        </button>
      ))}
    </div>
  );
}
