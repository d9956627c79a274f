import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { PasswordField, TextField } from '#components/form-fields.tsx';
import { email, password, signingIn, submitLogin } from '../model/login-model.ts';

/** Email and password, both required; Enter submits. */
export function LoginForm({ mode, remoteId }: { mode: 'web' | 'mobile'; remoteId: string | null }) {
  useSignals();
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submitLogin(mode, remoteId);
      }}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        value={email.value}
        onChange={(v) => {
          email.value = v;
        }}
      />
      <PasswordField
        label="Password"
        required
        value={password.value}
        onChange={(v) => {
          password.value = v;
        }}
      />
      <Button variant="primary" type="submit" className="login-form__submit" busy={signingIn.value}>
        Login
      </Button>
    </form>
  );
}
