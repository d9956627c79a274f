import { Link } from 'wouter';

/** A facilitator page's head: Back to Dashboard and the page's title. */
export function PageHead({ title }: { title: string }) {
  return (
    <header className="fac-page__head">
      <Link href="/facilitator/dashboard" className="kiosk-button kiosk-button--secondary">
        Back to Dashboard
      </Link>
      <h1 className="fac-title">{title}</h1>
    </header>
  );
}
