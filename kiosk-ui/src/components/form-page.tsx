import { StatusIcon } from '@gamepod/ui-kit';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import { Spinner } from './spinner.tsx';
import './form-page.css';

type Props = {
  title: string;
  /** "Step 1 of 2" style progress, when the form has steps. */
  step?: { at: number; of: number };
  logo?: string | null;
  brandName?: string;
  onBack?: () => void;
  backLabel?: string;
  children: ReactNode;
};

/** The sign-up, reset and phone pages: brand, a back button, and one card holding the step. */
export function FormPage({ title, step, logo, brandName, onBack, backLabel = 'Back', children }: Props) {
  return (
    <ScreenFrame className="form-page">
      <header className="form-page__bar">
        {onBack ? (
          <button type="button" className="form-page__back" onClick={onBack}>
            <span aria-hidden="true">←</span> {backLabel}
          </button>
        ) : (
          <span />
        )}
        <BrandMark logo={logo} name={brandName} />
        <span />
      </header>
      <main className="form-page__main">
        <section className="form-page__card" aria-labelledby="form-page-title">
          {step ? (
            <ol className="form-page__steps" aria-label={`Step ${step.at} of ${step.of}`}>
              {Array.from({ length: step.of }, (_, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the steps are positions
                  key={i}
                  className={`form-page__step${i + 1 <= step.at ? ' form-page__step--done' : ''}`}
                />
              ))}
            </ol>
          ) : null}
          <h1 id="form-page-title" className="form-page__title">
            {title}
          </h1>
          {children}
        </section>
      </main>
    </ScreenFrame>
  );
}

type NoticeProps = {
  /** ok: a step went through; down: it cannot go on; wait: still checking. */
  tone: 'ok' | 'down' | 'wait';
  head?: ReactNode;
  sub?: ReactNode;
};

/** A form page's outcome in place of its form: an icon, a headline and a line under it. */
export function FormNotice({ tone, head, sub }: NoticeProps) {
  return (
    <div className="form-page__done" role={tone === 'down' ? 'alert' : 'status'}>
      {tone === 'wait' ? <Spinner label="Please wait" /> : <StatusIcon tone={tone} className="form-page__done-icon" />}
      {head ? <p className="form-page__done-head">{head}</p> : null}
      {sub ? <p className="form-page__done-sub">{sub}</p> : null}
    </div>
  );
}
