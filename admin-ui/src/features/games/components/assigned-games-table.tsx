import type { AdminGameRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { Icon } from '#components/icon.tsx';
import { Modal } from '#components/modal.tsx';
import { CATALOGUE_PAGE_SIZE } from '../api/games-api.ts';
import {
  assignedGames,
  assignedPage,
  confirmRemove,
  goToAssignedPage,
  removeBusy,
  removing,
} from '../model/assigned-games-model.ts';
import { GAME_COLUMNS } from './game-columns.tsx';

const SCOPE_LABEL = { client: 'Whole venue', lab: 'Lab', pod: 'Pod', cloud: 'Cloud' } as const;

/** Where the client has the game: the whole venue, a lab or a pod by name, or the cloud. */
function AssignedTo({ game }: { game: AdminGameRow }) {
  if (!game.scope) return null;
  return (
    <span className="game-scope">
      <span className={`game-scope__chip game-scope__chip--${game.scope}`}>{SCOPE_LABEL[game.scope]}</span>
      {game.scope === 'lab' || game.scope === 'pod' ? <span>{game.target_name}</span> : null}
    </span>
  );
}

const COLUMNS: readonly Column<AdminGameRow>[] = [
  ...GAME_COLUMNS.filter((c) => c.key !== 'id'),
  { key: 'target', header: 'Assigned To', cell: (g) => <AssignedTo game={g} /> },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (g) =>
      g.locked ? (
        <span className="game-locked" title="Cloud games stream to every venue">
          <Icon name="lock" />
          Locked
        </span>
      ) : (
        <Button variant="danger" aria-label={`Remove ${g.GameName}`} onClick={() => (removing.value = g)}>
          Remove
        </Button>
      ),
  },
];

/** The client's games, one row per assignment (and the cloud games, locked), 10 a page. */
export function AssignedGamesTable() {
  useSignals();
  const page = assignedGames.data.value;
  const row = removing.value;
  return (
    <>
      <DataTable
        label="Assigned games"
        columns={COLUMNS}
        rows={page?.games ?? null}
        rowKey={(g) => `${g.GameId}:${g.scope}:${g.target_id ?? ''}`}
        loading={assignedGames.loading.value}
        emptyText="No assigned games found at the moment!"
        pager={pagerOf(page, goToAssignedPage, { page: assignedPage.value, pageSize: CATALOGUE_PAGE_SIZE })}
      />
      <Modal
        open={row !== null}
        title="Remove Game"
        size="sm"
        locked={removeBusy.value}
        onClose={() => (removing.value = null)}
        footer={
          <>
            <Button onClick={() => (removing.value = null)} disabled={removeBusy.value}>
              No
            </Button>
            <Button variant="danger" busy={removeBusy.value} onClick={() => void confirmRemove()} data-autofocus>
              Yes
            </Button>
          </>
        }
      >
        <p>Are you sure you want to remove selected game ?</p>
        {row ? (
          <p className="game-delete__name">
            {row.GameName}
            {row.scope === 'lab' || row.scope === 'pod' ? ` from ${row.target_name}` : ''}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
