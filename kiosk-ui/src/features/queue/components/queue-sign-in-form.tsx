import { EmailField, PasswordField } from '#components/credential-fields.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { SubmitForm } from '#components/submit-form.tsx';
import { TextField } from '#components/text-field.tsx';
import { credentialLabels } from '#lib/credential-labels.ts';

type Props = {
  readonly source: string | null | undefined;
  readonly username: string;
  readonly password: string;
  readonly busy: boolean;
  readonly onUsername: (v: string) => void;
  readonly onPassword: (v: string) => void;
  readonly onSubmit: () => unknown;
};

/** The venue's credentials (email, card number or username), to sign in only to queue. */
export function QueueSignInForm({ source, username, password, busy, onUsername, onPassword, onSubmit }: Props) {
  const labels = credentialLabels(source ?? 'password');
  return (
    <SubmitForm onSubmit={onSubmit}>
      {labels.ownAccounts ? (
        <EmailField autoComplete="username" value={username} onValue={onUsername} />
      ) : (
        <TextField
          label={labels.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onValue={onUsername}
        />
      )}
      <PasswordField label={labels.password} autoComplete="current-password" value={password} onValue={onPassword} />
      <KioskButton type="submit" block busy={busy}>
        Join the queue
      </KioskButton>
    </SubmitForm>
  );
}
