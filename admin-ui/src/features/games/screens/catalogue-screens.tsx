import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { LinkButton } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { CatalogueTable } from '../components/catalogue-table.tsx';
import { GameForm } from '../components/game-form.tsx';
import { GamesSearch } from '../components/games-search.tsx';
import { applyCatalogueSearch, openCatalogue, searchDraft } from '../model/catalogue-model.ts';
import { loadingGame, openDeployGame, openEditGame } from '../model/game-form-model.ts';
import '../components/games.css';

/** /superadmin/games: Manage Your Games, the whole catalogue. */
export function CatalogueScreen() {
  useSignals();
  usePageTitle('Manage Your Games');
  useEffect(openCatalogue, []);
  return (
    <>
      <PageHeader
        title="Manage Your Games"
        subtitle="The catalogue every venue picks its games from."
        back={{ href: '/superadmin/dashboard', label: 'Back To Dashboard' }}
        actions={
          <LinkButton href="/superadmin/games/deploy" variant="primary">
            Deploy New Game
          </LinkButton>
        }
      />
      <GamesSearch draft={searchDraft} onApply={applyCatalogueSearch} label="Search games" />
      <CatalogueTable />
    </>
  );
}

/** /superadmin/games/deploy. */
export function DeployGameScreen() {
  usePageTitle('Deploy New Game');
  useEffect(openDeployGame, []);
  return (
    <>
      <PageHeader title="Deploy New Game" back={{ href: '/superadmin/games', label: 'Back To Games' }} />
      <Card>
        <GameForm editing={false} submitText="Deploy" />
      </Card>
    </>
  );
}

/** /superadmin/games/edit/{game_id}. */
export function EditGameScreen({ params }: { params: { game_id: string } }) {
  useSignals();
  usePageTitle('Edit Game');
  useEffect(() => {
    void openEditGame(params.game_id);
  }, [params.game_id]);
  return (
    <>
      <PageHeader title="Edit Game" back={{ href: '/superadmin/games', label: 'Back To Games' }} />
      <Card>
        {loadingGame.value ? (
          <p className="games-loading">Loading the game…</p>
        ) : (
          <GameForm editing submitText="Save" />
        )}
      </Card>
    </>
  );
}
