import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

/** An email field: the email keyboard, no capitals or spell-check. */
export function EmailField({ label = 'Email', ...props }: FieldProps) {
  return <TextField label={label} type="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A password field. */
export function PasswordField({ label = 'Password', ...props }: FieldProps) {
  return <TextField label={label} type="password" {...props} />;
}
