import { type ReactNode, useCallback } from 'react';
import { Banner, useBanner } from '#components/banner.tsx';
import { Card } from '#components/card.tsx';
import type { Outcome } from '../model/lab-failures.ts';

/**
 * A section's banner (it vanishes after 4 s): `report(action())` shows the outcome
 * the model's action answered, if any.
 */
export function useSectionBanner() {
  const [banner, show] = useBanner();
  const report = useCallback(
    async (pending: Promise<Outcome | null>) => {
      const outcome = await pending;
      if (outcome) show(outcome.tone, outcome.text);
    },
    [show],
  );
  return [banner, report] as const;
}

type Props = {
  /** The anchor the screen's section links point at. */
  id: string;
  title: string;
  description?: ReactNode;
  banner: ReturnType<typeof useSectionBanner>[0];
  actions?: ReactNode;
  children: ReactNode;
};

/** One section of the edit-lab screen: a card with its title, a line on what it does, and its banner. */
export function LabSection({ id, title, description, banner, actions, children }: Props) {
  return (
    <div id={id} className="lab-section">
      <Card title={title} actions={actions}>
        {description ? <p className="lab-section__description">{description}</p> : null}
        <div className="lab-section__banner">
          <Banner message={banner} />
        </div>
        {children}
      </Card>
    </div>
  );
}
