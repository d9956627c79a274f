import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './page-header.css';

export type BackLink = { readonly href: string; readonly label: string };

type PageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** The back link ("Back To Dashboard", "Back To Labs Management"), shown above the title. */
  back?: BackLink;
  /** Buttons and links on the right: <LinkButton>, <Button>. */
  actions?: ReactNode;
};

/**
 * A screen's title row: optional back link, the h1, a subtitle and the actions.
 *
 * @example <PageHeader title="Manage Your Pods" back={{ href: '/admin/labs', label: 'Back To Labs Management' }}
 *   actions={<LinkButton href={`/admin/labs/${id}/pods/deploy`} variant="primary">Deploy New Pod</LinkButton>} />
 */
export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header__heading">
        {back ? (
          <Link href={back.href} className="page-header__back">
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        ) : null}
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
