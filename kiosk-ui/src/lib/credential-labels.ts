/** What the login form asks for, by who vouches for the client's people. */
export type CredentialLabels = {
  readonly username: string;
  readonly usernamePlaceholder: string;
  readonly password: string;
  readonly passwordPlaceholder: string;
  /** The person's account is ours: Sign Up and Reset My Password make sense. */
  readonly ownAccounts: boolean;
};

const LABELS: Record<'password' | 'ldap' | 'sip2', CredentialLabels> = {
  password: {
    username: 'Email',
    usernamePlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    ownAccounts: true,
  },
  ldap: {
    username: 'Username',
    usernamePlaceholder: 'Your username',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    ownAccounts: false,
  },
  sip2: {
    username: 'Card number',
    usernamePlaceholder: 'Your library card number',
    password: 'PIN',
    passwordPlaceholder: 'Your PIN',
    ownAccounts: false,
  },
};

/**
 * The login form's labels for a client's sign-in source (the pod session's `sign_in_source`):
 * a card number and PIN for a library system (SIP2), a username and password for a directory
 * (LDAP), else an email and password. A pod session stored before the field existed reads as
 * passwords.
 */
export const credentialLabels = (source: string | undefined): CredentialLabels =>
  source === 'ldap' || source === 'sip2' ? LABELS[source] : LABELS.password;

/**
 * The login card's line under its title: what the person signs in with. A library (SIP2) asks
 * for the library card; a directory (LDAP) names the client's account, from the client's name
 * (a school's or a company's people know their account by it), "organisation" when it has none;
 * anything else is the venue's own account.
 */
export function loginHeading(source: string | undefined, clientName: string | null | undefined): string {
  if (source === 'sip2') return 'Log in with your library card and PIN to start.';
  if (source === 'ldap') {
    const name = (clientName ?? '').trim();
    return `Log in with your ${name === '' ? 'organisation' : name} account to start.`;
  }
  return 'Log in with your venue account to start.';
}
