import { LinkButton } from '#components/button.tsx';
import { EmptyState } from '#components/empty-state.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';

/** A console path no screen answers (yet): says so, with a way back. */
export function NotFoundScreen({ home }: { home: string }) {
  usePageTitle('Page not found');
  return (
    <EmptyState text="This page does not exist.">
      <LinkButton href={home} variant="primary">
        Back To Dashboard
      </LinkButton>
    </EmptyState>
  );
}
