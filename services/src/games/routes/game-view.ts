import { platformNames } from '@gamepod/contracts/catalogues';
import type { GameDto } from '@gamepod/contracts/http';
import { toUsDate } from '@gamepod/events';
import type { GameTable } from '@gamepod/projections';
import { fileUrl } from '../../files/file-urls.ts';

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** A game as every screen reads it (the spec's Game entity): names the screens show, dates as mm/dd/yyyy. */
export function gameDto(g: GameTable): GameDto {
  const platforms = g.platforms.split(',').filter((p) => p !== '') as GameDto['Platforms'];
  return {
    GameId: g.id,
    GameKey: g.key,
    GameName: g.title,
    GameSearch: g.search_title,
    GameGenre: g.genre as GameDto['GameGenre'],
    GameEsrb: g.esrb as GameDto['GameEsrb'],
    GamePlatform: g.platforms,
    Platforms: platforms,
    MultiplePlatforms: flag(platforms.length > 1),
    PlatformsFE: platformNames(platforms),
    GameType: g.type as GameDto['GameType'],
    GameStatus: g.status as GameDto['GameStatus'],
    ReleasedDate: toUsDate(g.released),
    ExpiredDate: g.expired ? toUsDate(g.expired) : null,
    InstallSize: g.install_size_gb,
    IsSurveyOnly: flag(g.is_survey_only),
    ImageURL: fileUrl(g.image),
  };
}
