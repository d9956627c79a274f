import { useSignals } from '@preact/signals-react/runtime';
import { fields } from '../model/alert-form-model.ts';

const MARK: Readonly<Record<string, string>> = { check: '✓', success: '★', failure: '✕', warning: '!' };

/** The alert as a player will see it in the Important Alerts overlay, as it is typed. */
export function AlertPreview() {
  useSignals();
  const f = fields.value;
  return (
    <section className="alert-preview" aria-label="Preview">
      <p className="alert-preview__caption">Preview</p>
      <div className={`alert-preview__card alert-preview__card--${f.type}`}>
        <span className="alert-preview__mark" aria-hidden="true">
          {MARK[f.type]}
        </span>
        <div>
          <p className="alert-preview__head">{f.text_head || 'Your alert heading'}</p>
          {f.text_sub ? <p className="alert-preview__sub">{f.text_sub}</p> : null}
        </div>
      </div>
      {f.enable ? null : <p className="alert-preview__off">Disabled: players will not see it.</p>}
    </section>
  );
}
