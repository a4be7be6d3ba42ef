import { HOME_NEWS_COUNT } from '../../../shared/schemas/news'
import { getNextAndLastMatch } from '../../db/matches'
import { listNews } from '../../db/news'
import { getSectionSponsor } from '../../db/section-sponsors'
import { getVideoServiceConfig, listLatestVideos } from '../../db/videos'
import type { PageLoader } from '../page-context'

/** Home page videos: one row of four on a desktop, two rows on a phone. */
const HOME_VIDEO_COUNT = 4
/** SPEC §1: the men's first team has the empty slug. */
const FIRST_TEAM_SLUG = ''

export const loadHome: PageLoader = async ({ env, now, settings, childFriendly }) => {
  const [news, matches, videos, videoService, sponsor] = await Promise.all([
    listNews(env.DB, { locale: 'en', limit: HOME_NEWS_COUNT, offset: 0 }),
    getNextAndLastMatch(env.DB, FIRST_TEAM_SLUG, now.toISOString()),
    listLatestVideos(env.DB, HOME_VIDEO_COUNT),
    getVideoServiceConfig(env.DB),
    getSectionSponsor(env.DB, 'homepage-news', childFriendly),
  ])
  return {
    title: null,
    description: `The official website of ${settings.clubName}: news, fixtures, results, teams and Town TV.`,
    page: {
      kind: 'home',
      latestNews: news.items,
      nextMatch: matches.next,
      lastMatch: matches.last,
      videos,
      lockEmptyEntitlements: videoService.lockEmptyEntitlements,
      sponsor,
    },
  }
}
