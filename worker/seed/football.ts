/** Teams, players, matches and tables, with their crests, kits and portraits. */
import { allClubs, crestKeyOf } from './clubs'
import { clubCrest, crestSvg, kitSvg, portraitSvg } from './images'
import { matchTables } from './match-rows'
import { playerStatRows } from './player-stats'
import { allPlayers, playerRows, portraitKey } from './players'
import { streamAssetRows } from './streams'
import type { SeasonPlan } from './fixtures'
import { CLUB, competitionRows, seasonRows, TEAM, teamRows } from './teams'
import type { SeedImage, SeedPart } from './types'

/** Kit image keys, also referenced by the 'web' settings (WebSettings.kitImages). */
export const KIT_KEYS = { home: 'kits/home.svg', away: 'kits/away.svg', goalkeeper: 'kits/goalkeeper.svg', third: 'kits/third.svg' }

function kitImages(): SeedImage[] {
  return [
    { key: KIT_KEYS.home, svg: kitSvg({ body: '#0044a9', sleeves: '#ffffff', trim: '#ffffff', pattern: 'plain', label: 'Home 2025/26' }) },
    { key: KIT_KEYS.away, svg: kitSvg({ body: '#ffffff', sleeves: '#ffffff', trim: '#d6001c', pattern: 'plain', label: 'Away 2025/26' }) },
    {
      key: KIT_KEYS.goalkeeper,
      svg: kitSvg({ body: '#0f8a5f', sleeves: '#0b5e41', trim: '#ffffff', pattern: 'plain', label: 'Goalkeeper 2025/26' }),
    },
    {
      key: KIT_KEYS.third,
      svg: kitSvg({ body: '#2b2f36', sleeves: '#2b2f36', trim: '#f28c28', pattern: 'hoops', label: 'Third 2025/26' }),
    },
  ]
}

export function footballPart(season: SeasonPlan): SeedPart {
  const shirtFor = (teamId: number) => (teamId === TEAM.women ? '#1f5fc4' : teamId === TEAM.men ? '#0044a9' : '#2c6fd1')
  const images: SeedImage[] = [
    { key: CLUB.crestKey, svg: clubCrest() },
    ...allClubs().map((c) => ({ key: crestKeyOf(c), svg: crestSvg(c.name, c.primary, c.secondary) })),
    ...allPlayers().map((p) => ({ key: portraitKey(p.slug), svg: portraitSvg(p.name, p.number, shirtFor(p.teamId)) })),
    ...kitImages(),
  ]
  return {
    tables: [
      { table: 'teams', rows: teamRows() },
      { table: 'seasons', rows: seasonRows() },
      { table: 'competitions', rows: competitionRows() },
      { table: 'stream_assets', rows: streamAssetRows() },
      { table: 'players', rows: playerRows() },
      { table: 'player_season_stats', rows: playerStatRows(season) },
      ...matchTables(season),
    ],
    images,
  }
}
