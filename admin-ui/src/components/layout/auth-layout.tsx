import { Wordmark } from '@gamepod/ui-kit';
import type { ReactNode } from 'react';
import './auth-layout.css';

/**
 * The signed-out frame (/admin/login, /admin/mobile-login): the brand on the theme's gradient
 * and one centred card.
 *
 * @example <AuthLayout title="Admin Login" subtitle="…"><LoginForm /></AuthLayout>
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="auth">
      <main id="main" className="auth__main">
        <div className="auth__brand">
          <Wordmark />
          <span className="auth__console">Admin console</span>
        </div>
        <section className="auth__card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth__title">
            {title}
          </h1>
          {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
          {children}
        </section>
        <p className="auth__foot">Gaming pods for libraries, schools and venues</p>
      </main>
    </div>
  );
}
