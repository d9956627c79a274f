// Who an alert's owner is, as staff read it. An alert names its owner by email; an owner that is
// no account (a system session such as the demo seed's, which signs its saves with an id like
// 'system-demo-seed') has its id there instead, and the console names it for what it is.

/** The demo seed's actor id: the alerts `npm start` seeds for the demo venue. */
const DEMO_SEED = 'system-demo-seed';

/** An owner as the list and the dialogs show it: the email, or 'Demo data' / 'System' for a system actor. */
export function ownerLabel(email: string): string {
  if (email.includes('@')) return email;
  return email === DEMO_SEED ? 'Demo data' : 'System';
}

/** A refusal's detail ('Last edit by: {email}', 'Admin or {email}') with its owner named as `ownerLabel` does. */
export function detailWithOwner(detail: string): string {
  const m = /^(Last edit by: |Admin or )(.*)$/.exec(detail);
  return m ? `${m[1]}${ownerLabel(m[2] ?? '')}` : detail;
}
