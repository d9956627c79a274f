import { GamesScreen } from '#features/games/screens/games-screen.tsx';
import { PlayerAreaFrame } from '#features/player/components/player-area-frame.tsx';

/** /player/games/xd1|xd2: the games screen inside the signed-in player's frame. */
export function PlayerGamesRoute({ xd }: { xd: 'xd1' | 'xd2' }) {
  return (
    <PlayerAreaFrame activity="ui_games">
      <GamesScreen xd={xd} />
    </PlayerAreaFrame>
  );
}
