/** Video categories, channels and the library of non-match videos (SPEC §3). */
import { type SeedClock, shiftDay } from './clock'
import { hashString } from './random'
import { TEAM } from './teams'

export interface VideoSeed {
  entryId: string
  title: string
  description: string
  duration: number
  entitlements: string[]
  categoryId: number
  channelId: number
  teamId: number | null
  seasonId: number | null
  matchId: number | null
  createdAt: string
  legacy?: boolean
}

/** [id, slug, name, description] in orderPosition order. */
export const VIDEO_CATEGORIES: Array<[number, string, string, string]> = [
  [1, 'highlights', 'Highlights', 'Every goal and the best of the action, free for everyone.'],
  [2, 'full-match-replay', 'Full Match Replay', 'Every first-team game in full, within 24 hours of the final whistle.'],
  [3, 'interviews', 'Interviews', 'Players and coaches after every game.'],
  [4, 'press-conferences', 'Press Conferences', 'The head coach’s pre-match press conferences.'],
  [5, 'town-talk', 'Town Talk', 'The weekly live show, on demand.'],
  [6, 'women', 'Women', 'Highlights and features from Ipswich Town Women.'],
  [7, 'academy', 'Academy', 'U21 and U18 football and the stories behind it.'],
  [8, 'classic-matches', 'Classic Matches', 'Great games from recent seasons.'],
  [9, 'behind-the-scenes', 'Behind the Scenes', 'Training, travel and matchday from the inside.'],
]
export const CATEGORY = { highlights: 1, replay: 2, interviews: 3, press: 4, townTalk: 5, women: 6, academy: 7, classic: 8, behind: 9 }

/** [id, slug, name, description] */
export const CHANNELS: Array<[number, string, string, string]> = [
  [1, 'town-tv', 'Town TV', 'The official streaming service of Ipswich Town.'],
  [2, 'town-talk', 'Town Talk', 'The weekly live show, every Thursday at 7pm.'],
  [3, 'academy-tv', 'Academy TV', 'The next generation at Playford Road.'],
]

export function entryIdFor(title: string): string {
  return `1_${hashString(title).toString(36).padStart(8, '0').slice(0, 8)}`
}

/** [title, description, seconds, entitlements, category, channel, team, season, created 'YYYY-MM-DD'] */
const LIBRARY: Array<[string, string, number, string[], number, number, number | null, number, string]> = [
  [
    'Town Talk: the Youth Cup run',
    'Academy Manager Dean Holt joins the show.',
    2640,
    ['subscriber', 'plus'],
    CATEGORY.townTalk,
    2,
    null,
    2025,
    '2026-03-26',
  ],
  [
    'Town Talk: end of season special',
    'Awards night reaction and your questions.',
    3120,
    ['subscriber', 'plus'],
    CATEGORY.townTalk,
    2,
    null,
    2025,
    '2026-05-07',
  ],
  [
    'Town Talk: season preview',
    'Predictions, new signings and the opening fixtures.',
    2880,
    ['subscriber', 'plus'],
    CATEGORY.townTalk,
    2,
    null,
    2025,
    '2026-08-06',
  ],
  [
    'Town Talk: autumn review',
    'The first three months of the season analysed.',
    2760,
    ['subscriber'],
    CATEGORY.townTalk,
    2,
    null,
    2025,
    '2026-11-19',
  ],
  ['U21 goals of the month', 'The best U21 goals from October.', 240, [], CATEGORY.academy, 3, TEAM.u21, 2025, '2026-11-02'],
  [
    // Over the 48-character title limit (SPEC §9.1): cards and search results show it cut.
    'U18s: a day at Playford Road with the scholars and their coaches',
    'Training, lessons and recovery with the scholars.',
    540,
    [],
    CATEGORY.academy,
    3,
    TEAM.u18,
    2025,
    '2026-10-08',
  ],
  [
    'Classic: the late show at Portman Road',
    'A stoppage-time winner to remember.',
    5820,
    ['subscriber', 'plus'],
    CATEGORY.classic,
    1,
    TEAM.men,
    2024,
    '2025-05-10',
  ],
  [
    'Classic: promotion clincher',
    'The afternoon promotion was sealed.',
    5940,
    ['subscriber', 'plus'],
    CATEGORY.classic,
    1,
    TEAM.men,
    2023,
    '2024-05-04',
  ],
  [
    'Classic: cup upset at the Den',
    'A giant-killing on a freezing night.',
    5760,
    ['subscriber', 'plus'],
    CATEGORY.classic,
    1,
    TEAM.men,
    2022,
    '2023-01-07',
  ],
  [
    'Classic: six-goal thriller',
    'Goals, drama and a last-minute equaliser.',
    5880,
    ['*'],
    CATEGORY.classic,
    1,
    TEAM.men,
    2021,
    '2022-02-19',
  ],
  ['Classic: behind closed doors', 'A win in an empty stadium.', 5700, ['?'], CATEGORY.classic, 1, TEAM.men, 2020, '2021-03-13'],
  [
    'Inside pre-season: Austria camp',
    'Ten days with the squad in the mountains.',
    780,
    ['*'],
    CATEGORY.behind,
    1,
    TEAM.men,
    2025,
    '2026-07-25',
  ],
  ['Kit launch: behind the scenes', 'Making of the home kit photoshoot.', 150, ['?'], CATEGORY.behind, 1, null, 2025, '2025-08-01'],
  ['Matchday at Portman Road', 'A day with the people who make matchday happen.', 660, [], CATEGORY.behind, 1, null, 2024, '2025-03-15'],
]

/**
 * Library entries, released on the seed's calendar, none after its now (a show
 * written for later in the seed's week is out already); seasons 2020 and 2021
 * count as legacy content.
 */
export function libraryVideos(clock: SeedClock): VideoSeed[] {
  const released = (day: string) => {
    const at = `${shiftDay(clock, day)}T18:00:00.000Z`
    return at < clock.now ? at : clock.now
  }
  return LIBRARY.map(
    ([title, description, duration, entitlements, categoryId, channelId, teamId, seasonId, day]): VideoSeed => ({
      entryId: entryIdFor(title),
      title,
      description,
      duration,
      entitlements,
      categoryId,
      channelId,
      teamId,
      seasonId,
      matchId: null,
      createdAt: released(day),
      legacy: seasonId <= 2021,
    }),
  )
}
