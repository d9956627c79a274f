import { useEffect } from 'react';
import { Button } from '#components/button.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { AssignGamesModal } from '../components/assign-games-modal.tsx';
import { AssignedGamesTable } from '../components/assigned-games-table.tsx';
import { openAssign } from '../model/assign-games-model.ts';
import { openAssignedGames } from '../model/assigned-games-model.ts';
import '../components/games.css';
import '../components/assign-games.css';

/** /admin/games: Manage Your Games, the games the admin's own venue offers. */
export function ManageGamesScreen() {
  usePageTitle('Manage Your Games');
  useEffect(openAssignedGames, []);
  return (
    <>
      <PageHeader
        title="Manage Your Games"
        subtitle="The local games installed at your venue; cloud games stream everywhere."
        back={{ href: '/admin/dashboard', label: 'Back To Dashboard' }}
        actions={
          <Button variant="primary" onClick={openAssign}>
            Assign Games
          </Button>
        }
      />
      <AssignedGamesTable />
      <AssignGamesModal />
    </>
  );
}
