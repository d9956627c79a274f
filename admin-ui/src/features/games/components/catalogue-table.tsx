import type { AdminGameRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button, LinkButton } from '#components/button.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { Modal } from '#components/modal.tsx';
import { CATALOGUE_PAGE_SIZE } from '../api/games-api.ts';
import { catalogue, cataloguePage, gameDelete, goToCataloguePage } from '../model/catalogue-model.ts';
import { GAME_COLUMNS } from './game-columns.tsx';

const COLUMNS: readonly Column<AdminGameRow>[] = [
  ...GAME_COLUMNS,
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (g) => (
      <span className="row-actions">
        <LinkButton href={`/superadmin/games/edit/${g.GameId}`} variant="secondary" aria-label={`Edit ${g.GameName}`}>
          Edit
        </LinkButton>
        <Button variant="danger" aria-label={`Delete ${g.GameName}`} onClick={() => gameDelete.ask(g)}>
          Delete
        </Button>
      </span>
    ),
  },
];

/** Manage Your Games (super admin): ID, Key, Image, Name, Genre, Platform, Action, 10 a page. */
export function CatalogueTable() {
  useSignals();
  const page = catalogue.data.value;
  return (
    <>
      <DataTable
        label="Games"
        columns={COLUMNS}
        rows={page?.games ?? null}
        rowKey={(g) => g.GameId}
        loading={catalogue.loading.value}
        emptyText="No games found at the moment!"
        pager={pagerOf(page, goToCataloguePage, { page: cataloguePage.value, pageSize: CATALOGUE_PAGE_SIZE })}
      />
      <Modal
        open={gameDelete.pending.value !== null}
        title="Delete Game"
        size="sm"
        locked={gameDelete.busy.value}
        onClose={gameDelete.cancel}
        footer={
          <>
            <Button onClick={gameDelete.cancel} disabled={gameDelete.busy.value} data-autofocus>
              No
            </Button>
            <Button variant="danger" busy={gameDelete.busy.value} onClick={() => void gameDelete.confirm()}>
              Yes
            </Button>
          </>
        }
      >
        <p>Are you sure you want to delete selected game ?</p>
        {gameDelete.pending.value ? <p className="game-delete__name">{gameDelete.pending.value.GameName}</p> : null}
      </Modal>
    </>
  );
}
