import { featuredMatch } from '../../../shared/rules/featured-match'
import { matchCentrePath } from '../../../shared/rules/football-paths'
import { fixturesVisibility } from '../../../shared/rules/team-visibility'
import { listFeaturedCandidates, neighbourMatchesRead } from '../../db/fixtures'
import { getMatchDetail } from '../../db/match-centre'
import { matchNoticesRead } from '../../db/match-notices'
import { sectionSponsorRead } from '../../db/section-sponsors'
import { constantRead } from '../../db/read'
import { getTeamById } from '../../db/teams'
import { videoServiceConfigRead } from '../../db/videos'
import { notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'
import { requireSeason, requireTeam } from './football-context'

/** Larger ids are not ids of ours (and would overflow D1's integer binding). */
const MAX_MATCH_ID = 1_000_000_000

/**
 * /match/{team?}/{season?}/{matchID?} and /match/{matchID} (SPEC §2.1). Without an id the team's
 * live, next or latest match opens; with team and season the match must belong to both.
 */
export const loadMatchCentre: PageLoader = async (ctx) => {
  const db = ctx.env.DB
  const { team: teamSlug, season: seasonSlug, matchID } = ctx.route.params
  let id: number | null
  if (matchID !== undefined) {
    id = Number(matchID)
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_MATCH_ID) throw notFound()
  } else {
    const team = await requireTeam(ctx, teamSlug)
    const season = seasonSlug === undefined ? null : (await requireSeason(ctx, seasonSlug)).season
    id = featuredMatch(await listFeaturedCandidates(db, team.id, season?.id ?? null), ctx.now.toISOString()).id
  }
  const match = id === null ? null : await getMatchDetail(db, id)
  if (!match) throw notFound()
  if (teamSlug !== undefined && matchID !== undefined) {
    const team = await requireTeam(ctx, teamSlug)
    if (team.id !== match.team.id || (seasonSlug !== undefined && seasonSlug !== match.seasonSlug)) throw notFound()
  }
  // SPEC §3 showOnMatches: a team kept off the fixtures pages has no match centre either (however the
  // match is addressed). A team whose fixtures list lives elsewhere still has its match centres here.
  const owner = await getTeamById(db, match.team.id)
  if (!owner || fixturesVisibility(owner) === 'hidden') throw notFound()

  const streamed = match.media.liveAudio !== null || match.media.liveVideo !== null
  const {
    neighbours: { previous, next },
    sponsor,
    potmSponsor,
    videoService,
    notices,
  } = await ctx.read({
    neighbours: neighbourMatchesRead(db, match),
    sponsor: sectionSponsorRead(db, 'match-centre', ctx.childFriendly),
    potmSponsor: sectionSponsorRead(db, 'player-of-the-match', ctx.childFriendly),
    // SPEC §2.10: the live upgrade notice goes with the match's live streams.
    videoService: streamed ? videoServiceConfigRead(db) : constantRead(null),
    // Issue 21 §6: the club's current notices about the match or its streams (later ones are pushed).
    notices: matchNoticesRead(db, match.id),
  })
  const title = `${match.home.name} v ${match.away.name}`
  return {
    title,
    description: `${title}, ${match.competition}: match centre with events, line-ups and stats.`,
    // One address per match: /match/21, /match/first-team/2025-26/0021 and /match all name the same page.
    canonicalPath: matchCentrePath(match),
    page: {
      kind: 'matchCentre',
      match,
      previous,
      next,
      sponsor,
      potmSponsor,
      now: ctx.now.toISOString(),
      liveUpgrade: videoService?.liveUpgradeData ?? null,
      notices,
    },
  }
}
