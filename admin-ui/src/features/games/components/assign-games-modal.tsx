import type { AdminGameRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { EmptyState } from '#components/empty-state.tsx';
import { SelectField } from '#components/form-fields.tsx';
import { Icon } from '#components/icon.tsx';
import { Modal } from '#components/modal.tsx';
import { Pagination, pageStatus } from '#components/pagination.tsx';
import { Spinner } from '#components/spinner.tsx';
import { ASSIGN_PAGE_SIZE } from '../api/games-api.ts';
import {
  applyChoicesSearch,
  assignBusy,
  assignOpen,
  assignTarget,
  choices,
  choicesDraft,
  choicesPage,
  chooseTarget,
  closeAssign,
  goToChoicesPage,
  lockReason,
  picked,
  pickedCount,
  saveAssign,
  targetLabs,
  targetPods,
  togglePick,
} from '../model/assign-games-model.ts';
import { GamesSearch } from './games-search.tsx';

/** One game of the modal: ticked when assigned or picked; a lock and its reason when it cannot be. */
function Choice({ game }: { game: AdminGameRow }) {
  const lock = lockReason(game);
  const assigned = game.assigned === 1;
  const disabled = assigned || lock !== null;
  return (
    <li>
      <label className={`assign-choice${disabled ? ' assign-choice--off' : ''}`}>
        <input
          type="checkbox"
          checked={assigned || picked.value.has(game.GameId)}
          disabled={disabled}
          onChange={() => togglePick(game.GameId)}
          aria-label={game.GameName}
        />
        <img className="game-thumb" src={game.ImageURL} alt="" loading="lazy" />
        <span className="assign-choice__text">
          <span className="assign-choice__name">{game.GameName}</span>
          <span className="assign-choice__meta">
            {game.GameGenre} · {game.PlatformsFE} · {game.GameType}
          </span>
          {lock ? (
            <span className="assign-choice__note">
              <Icon name="lock" /> {lock}
            </span>
          ) : assigned ? (
            <span className="assign-choice__note">Assigned</span>
          ) : null}
        </span>
      </label>
    </li>
  );
}

/** Where the ticked games go: the whole venue, one lab, or one pod of that lab. */
function TargetPicker() {
  const target = assignTarget.value;
  const labs = targetLabs.data.value ?? [];
  const pods = (targetPods.data.value ?? []).map((p) => ({ id: p.id, value: p.license ?? p.pod_id_key }));
  return (
    <div className="assign-games__target">
      <SelectField
        label="Assign to"
        value={target.lab_id}
        placeholder="The whole venue"
        options={labs}
        disabled={assignBusy.value}
        onChange={(lab_id) => chooseTarget({ lab_id, pod_id: '' })}
      />
      {target.lab_id ? (
        <SelectField
          label="Pod"
          value={target.pod_id}
          placeholder="Every pod in the lab"
          options={pods}
          disabled={assignBusy.value || targetPods.loading.value}
          onChange={(pod_id) => chooseTarget({ lab_id: target.lab_id, pod_id })}
        />
      ) : null}
    </div>
  );
}

/** Assign Games: where to, then the catalogue with a checkbox per game; Assign gives the ticked ones there. */
export function AssignGamesModal() {
  useSignals();
  const page = choices.data.value;
  const count = pickedCount.value;
  return (
    <Modal
      open={assignOpen.value}
      title="Assign Games"
      size="lg"
      locked={assignBusy.value}
      onClose={closeAssign}
      footer={
        <>
          <span className="assign-games__count" aria-live="polite">
            {count === 0 ? 'Tick the games to assign' : count === 1 ? '1 game selected' : `${count} games selected`}
          </span>
          <Button onClick={closeAssign} disabled={assignBusy.value}>
            Cancel
          </Button>
          <Button variant="primary" busy={assignBusy.value} disabled={count === 0} onClick={() => void saveAssign()}>
            Assign
          </Button>
        </>
      }
    >
      <TargetPicker />
      <GamesSearch draft={choicesDraft} onApply={applyChoicesSearch} label="Search the catalogue" autoFocus />
      {page === null ? (
        <div className="assign-games__loading">
          <Spinner label="Loading the catalogue…" showLabel />
        </div>
      ) : page.games.length === 0 ? (
        <EmptyState text="No games found at the moment!" />
      ) : (
        <>
          <ul className="assign-games__list" aria-label="Games to assign">
            {page.games.map((g) => (
              <Choice key={g.GameId} game={g} />
            ))}
          </ul>
          <Pagination
            page={choicesPage.value}
            lastPage={page.last_page}
            onPage={goToChoicesPage}
            status={pageStatus(choicesPage.value, ASSIGN_PAGE_SIZE, page.total_rows)}
            disabled={choices.loading.value}
          />
        </>
      )}
    </Modal>
  );
}
