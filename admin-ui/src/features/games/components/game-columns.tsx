import type { AdminGameRow } from '@gamepod/contracts/http';
import type { Column } from '#components/data-table.tsx';

// The columns the catalogue and a client's games share: ID, Key, Image, Name (with its status
// chips), Genre and Platform.

export const GAME_COLUMNS: readonly Column<AdminGameRow>[] = [
  { key: 'id', header: 'ID', width: '7rem', cell: (g) => <span className="game-id">{g.GameId.slice(-8)}</span> },
  { key: 'key', header: 'Key', cell: (g) => <span className="game-key">{g.GameKey}</span> },
  {
    key: 'image',
    header: 'Image',
    width: '5rem',
    cell: (g) => <img className="game-thumb" src={g.ImageURL} alt={`${g.GameName} poster`} loading="lazy" />,
  },
  { key: 'name', header: 'Name', cell: (g) => <GameName game={g} /> },
  { key: 'genre', header: 'Genre', cell: (g) => g.GameGenre },
  { key: 'platform', header: 'Platform', cell: (g) => g.PlatformsFE },
];

/** A game's name, with a chip when it is not active or only for surveys. */
export function GameName({ game }: { game: AdminGameRow }) {
  return (
    <span className="game-name">
      {game.GameName}
      {game.GameStatus !== 'active' ? (
        <span className={`game-status game-status--${game.GameStatus}`}>{game.GameStatus}</span>
      ) : null}
      {game.IsSurveyOnly ? <span className="game-status">survey only</span> : null}
    </span>
  );
}
