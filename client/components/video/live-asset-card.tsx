import type { LiveAssetItem } from '../../../shared/types/video-feed'
import { useT } from '../../hooks/use-t'
import { CutTitle } from './cut-title'
import { PlayIcon } from './padlock-icon'

/**
 * A live stream of the match being played (SPEC §3 stream asset): poster, a LIVE badge, what it is
 * and which match. It links to the live player route /live/{mediaType}/{assetID} (SPEC §2.1), where
 * access is checked (§4.5); the title is the card's one link and covers the card.
 */
export function LiveAssetCard({ asset, headingLevel: Heading = 'h3' }: { asset: LiveAssetItem; headingLevel?: 'h2' | 'h3' }) {
  const t = useT()
  const audio = asset.contentKind === 'audio'
  return (
    <article className={`live-card live-card--${asset.contentKind}`}>
      <div className="live-card__media">
        {asset.posterImageUrl ? <img src={asset.posterImageUrl} alt={asset.title} width={300} height={300} loading="lazy" /> : null}
        <span className="live-card__badge">{t('videoHub.liveBadge')}</span>
      </div>
      <div className="live-card__body">
        <p className="live-card__kind">{t(audio ? 'videoHub.liveAudio' : 'videoHub.liveVideo')}</p>
        <Heading className="live-card__title">
          <a href={asset.path} className="live-card__link">
            <CutTitle title={asset.title} />
          </a>
        </Heading>
        <p className="live-card__match">{asset.matchLabel}</p>
        <span className="live-card__cta" aria-hidden="true">
          <PlayIcon size={16} />
          {t(audio ? 'videoHub.listenLive' : 'videoHub.watchLive')}
        </span>
      </div>
    </article>
  )
}
