/** Videos of the season's matches: highlights, replays, interviews, press conferences. */
import type { SeedClock } from './clock'
import type { MatchPlan, SeasonPlan } from './fixtures'
import { latestResults, REPLAYED_RESULTS, replayEntryId } from './match-rows'
import { TEAM } from './teams'
import { CATEGORY, entryIdFor, libraryVideos, type VideoSeed } from './video-catalogue'

function hoursAfter(iso: string, hours: number): string {
  return new Date(Date.parse(iso) + hours * 3_600_000).toISOString()
}

/** 'Town v Derby', 'Derby v Town': how the library names a match. */
export const vs = (m: MatchPlan) => (m.isHome ? `Town v ${m.opponent.shortName}` : `${m.opponent.shortName} v Town`)

function matchVideos(season: SeasonPlan): VideoSeed[] {
  const men = latestResults(season, 'men', 12)
  const highlights = men.map(
    (m, i): VideoSeed => ({
      entryId: entryIdFor(`highlights ${m.id}`),
      title: `Highlights: ${vs(m)}`,
      description: `Goals and key moments from ${m.roundLabel}.`,
      duration: 180 + ((i * 37) % 110),
      entitlements: ['?'],
      categoryId: CATEGORY.highlights,
      channelId: 1,
      teamId: TEAM.men,
      seasonId: 2025,
      matchId: m.id,
      createdAt: hoursAfter(m.kickoff, 3),
    }),
  )
  const replays = latestResults(season, 'men', REPLAYED_RESULTS).map(
    (m): VideoSeed => ({
      entryId: replayEntryId(m.id),
      title: `Full match: ${vs(m)}`,
      description: `The full 90 minutes, ${m.roundLabel}.`,
      duration: 5700 + (m.id % 5) * 60,
      entitlements: ['subscriber', 'plus'],
      categoryId: CATEGORY.replay,
      channelId: 1,
      teamId: TEAM.men,
      seasonId: 2025,
      matchId: m.id,
      createdAt: hoursAfter(m.kickoff, 20),
    }),
  )
  const interviews = men.slice(-5).map(
    (m, i): VideoSeed => ({
      entryId: entryIdFor(`interview ${m.id}`),
      title: `Mark Ellison on ${vs(m)}`,
      description: 'The head coach’s reaction after the final whistle.',
      duration: 320 + i * 45,
      entitlements: ['*'],
      categoryId: CATEGORY.interviews,
      channelId: 1,
      teamId: TEAM.men,
      seasonId: 2025,
      matchId: m.id,
      createdAt: hoursAfter(m.kickoff, 4),
    }),
  )
  // Previews of the latest four men's games, up to the live one.
  const upcoming = season.matches.filter((m) => m.team === 'men' && m.status !== 'upcoming').slice(-4)
  const press = upcoming.map(
    (m, i): VideoSeed => ({
      entryId: entryIdFor(`press ${m.id}`),
      title: `Press conference: ${vs(m)} preview`,
      description: 'Team news and the head coach’s preview.',
      duration: 420 + i * 30,
      entitlements: ['?'],
      categoryId: CATEGORY.press,
      channelId: 1,
      teamId: TEAM.men,
      seasonId: 2025,
      matchId: null,
      createdAt: hoursAfter(m.kickoff, -48),
    }),
  )
  const women = latestResults(season, 'women', 4).map(
    (m, i): VideoSeed => ({
      entryId: entryIdFor(`women ${m.id}`),
      title: `Women’s highlights: ${vs(m).replace('Town', 'Town Women')}`,
      description: 'Goals and key moments from WSL 2.',
      duration: 200 + i * 20,
      entitlements: ['?'],
      categoryId: CATEGORY.women,
      channelId: 1,
      teamId: TEAM.women,
      seasonId: 2025,
      matchId: m.id,
      createdAt: hoursAfter(m.kickoff, 5),
    }),
  )
  return [...highlights, ...replays, ...interviews, ...press, ...women]
}

/** Every video, oldest first (ids follow this order). */
export function allVideos(clock: SeedClock, season: SeasonPlan): VideoSeed[] {
  return [...matchVideos(season), ...libraryVideos(clock)].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}
