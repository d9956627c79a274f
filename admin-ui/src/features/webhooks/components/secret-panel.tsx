import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { copySecret, dismissSecret, newSecret, secretCopied } from '../model/webhooks-model.ts';

/** A new endpoint's (or a rotated) signing secret, shown this once with a copy button. */
export function SecretPanel() {
  useSignals();
  const shown = newSecret.value;
  if (!shown) return null;
  return (
    <section className="webhook-secret" aria-label="Signing secret">
      <p className="webhook-secret__head">
        <strong>Copy the signing secret now.</strong> It is shown only this once. Use it to verify that deliveries to{' '}
        <code>{shown.url}</code> come from gamepod.
      </p>
      <div className="webhook-secret__row">
        <input
          className="field__control webhook-secret__value"
          readOnly
          value={shown.secret}
          aria-label="Signing secret"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="primary" onClick={() => void copySecret()}>
          {secretCopied.value === 'yes' ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={dismissSecret}>
          Done
        </Button>
      </div>
      {secretCopied.value === 'failed' ? (
        <p className="webhook-secret__note" role="alert">
          The browser would not copy it: select the secret and copy it by hand.
        </p>
      ) : null}
    </section>
  );
}
