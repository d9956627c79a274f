import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { loggingOut, logOut } from '#app-state/logout/logout-model.ts';
import { Icon } from '#components/icon.tsx';
import type { DashboardLink } from '../model/dashboard-links.ts';
import './dashboard-tiles.css';

/**
 * The dashboard's buttons: one tile per area, then Logout. `badges` puts a count on a tile
 * (by its href), e.g. the unanswered chats on Live Chat; 0 shows none.
 */
export function DashboardTiles({
  links,
  badges = {},
}: {
  links: readonly DashboardLink[];
  badges?: Readonly<Record<string, { count: number; label: string }>>;
}) {
  useSignals();
  return (
    <nav className="tiles" aria-label="Dashboard">
      {links.map((l) => {
        const badge = badges[l.href];
        return (
          <Link key={l.href} href={l.href} className="tile">
            <span className="tile__icon">
              <Icon name={l.icon} />
            </span>
            <span className="tile__label">
              {l.label}
              {badge && badge.count > 0 ? (
                <span className="tile__badge" role="status" aria-label={badge.label}>
                  {badge.count}
                </span>
              ) : null}
            </span>
            <span className="tile__description">{l.description}</span>
          </Link>
        );
      })}
      <button type="button" className="tile tile--logout" disabled={loggingOut.value} onClick={() => void logOut()}>
        <span className="tile__icon">
          <Icon name="logout" />
        </span>
        <span className="tile__label">Logout</span>
        <span className="tile__description">End your session on this screen</span>
      </button>
    </nav>
  );
}
