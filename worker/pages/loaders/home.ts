import { HOME_NEWS_COUNT } from '../../../shared/schemas/news'
import { nextAndLastMatchRead } from '../../db/matches'
import { listNewsRead } from '../../db/news'
import { sectionSponsorRead } from '../../db/section-sponsors'
import { latestVideosRead, videoServiceConfigRead } from '../../db/videos'
import type { PageLoader } from '../page-context'

/** Home page videos: one row of four on a desktop, two rows on a phone. */
const HOME_VIDEO_COUNT = 4
/** SPEC §1: the men's first team has the empty slug. */
const FIRST_TEAM_SLUG = ''

export const loadHome: PageLoader = async ({ env, now, settings, childFriendly, read }) => {
  const { news, matches, videos, videoService, sponsor } = await read({
    news: listNewsRead(env.DB, { locale: 'en', limit: HOME_NEWS_COUNT, offset: 0, now }),
    matches: nextAndLastMatchRead(env.DB, FIRST_TEAM_SLUG, now.toISOString()),
    videos: latestVideosRead(env.DB, HOME_VIDEO_COUNT),
    videoService: videoServiceConfigRead(env.DB),
    sponsor: sectionSponsorRead(env.DB, 'homepage-news', childFriendly),
  })
  const { clubName } = await settings()
  return {
    title: null,
    description: `The official website of ${clubName}: news, fixtures, results, teams and Town TV.`,
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
