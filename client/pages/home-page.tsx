import type { PageData } from '../../shared/types/page-payload'
import { MatchCard } from '../components/cards/match-card'
import { CARD_GRID_SIZES, NewsCard } from '../components/cards/news-card'
import { VideoCard } from '../components/cards/video-card'
import { cardFromListItem } from '../components/video/video-card-data'
import { SponsorSlot } from '../components/football/sponsor-slot'
import { useT } from '../hooks/use-t'
import { useAppSnapshot } from '../state/store-context'

type HomeData = Extract<PageData, { kind: 'home' }>

/**
 * SPEC §2.1 home: lead story under the transparent header, news with the 'homepage-news'
 * section sponsor (§3), matches, videos. The page's h1 is the club's name; the sections are h2s.
 */
export function HomePage({ page }: { page: HomeData }) {
  const t = useT()
  const { chrome } = useAppSnapshot()
  const [lead, ...rest] = page.latestNews
  return (
    <div className="home">
      <h1 className="visually-hidden">{chrome.settings.clubName}</h1>
      {lead ? (
        <div className="home__hero">
          <NewsCard item={lead} variant="lead" headingLevel="h2" priority />
        </div>
      ) : null}
      <div className="container">
        <section className="home__matches" aria-label={t('link.matches')}>
          <MatchCard heading={t('home.lastMatch')} match={page.lastMatch} />
          <MatchCard heading={t('home.nextMatch')} match={page.nextMatch} />
        </section>
        <section className="home__news" aria-labelledby="home-news">
          <div className="section-head">
            <h2 id="home-news">{t('home.latestNews')}</h2>
            <SponsorSlot sponsor={page.sponsor} className="home__news-sponsor" />
            <a href="/news" className="section-head__more">
              {t('home.allNews')}
            </a>
          </div>
          <div className="card-grid">
            {rest.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </div>
        </section>
        {page.videos.length > 0 ? (
          <section className="home__videos" aria-labelledby="home-videos">
            <div className="section-head">
              <h2 id="home-videos">{t('home.latestVideos')}</h2>
            </div>
            <div className="card-grid card-grid--videos">
              {page.videos.map((video) => (
                <VideoCard
                  key={video.id}
                  video={cardFromListItem(video)}
                  lockEmptyEntitlements={page.lockEmptyEntitlements}
                  sizes={CARD_GRID_SIZES}
                />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </div>
  )
}
