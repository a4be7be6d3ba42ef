import { imageUrl } from '../../../shared/images'
import { localisedLink } from '../../../shared/rules/localised-link'
import { streamEntitlement } from '../../../shared/rules/stream-access'
import type { LiveStreamSummary } from '../../../shared/types/stream'
import type { LiveUpgradeData } from '../../../shared/types/video'
import { useLiveT } from '../../hooks/use-live-t'
import { useViewer } from '../../hooks/use-viewer'
import { useAppSnapshot } from '../../state/store-context'

const IMAGE = { width: 240, height: 240 }

/**
 * SPEC §2.10 live upgrade notice: live games require a subscription or match
 * pass and are subject to league broadcast restrictions, with a learn-more
 * link to /videos/subscriptions; its texts, colours, image and link are the
 * editors' (§3 liveUpgradeData; the Arabic page reads the catalogue's words).
 * Shown to those who hold nothing that opens any of the match's streams (the
 * §6 rule of shared/rules/stream-access.ts), so signed-out visitors see it in
 * the server's HTML and supporters who have access never do.
 */
export function LiveUpgradeNotice({
  data,
  streams,
  matchId,
}: {
  data: LiveUpgradeData
  streams: LiveStreamSummary[]
  matchId: number | null
}) {
  const t = useLiveT()
  const viewer = useViewer()
  const { payload } = useAppSnapshot()
  // Without a match to ask about (/live), any match pass is access to a live game.
  const opens = (answer: ReturnType<typeof streamEntitlement>) =>
    answer === 'entitled' || (matchId === null && answer === 'passForAnotherMatch')
  const entitled = viewer.loggedIn && streams.some((s) => opens(streamEntitlement(s.contentKind, viewer.entitlements, matchId)))
  if (entitled) return null
  const english = payload.locale === 'en'
  return (
    <aside
      className="live-upgrade"
      aria-labelledby="live-upgrade-title"
      style={{ background: data.brandingBackground, color: data.brandingTextColor }}
    >
      {data.imageKey ? <img className="live-upgrade__image" src={imageUrl(data.imageKey, IMAGE)} alt="" width={120} height={120} /> : null}
      <div className="live-upgrade__body">
        <p className="live-upgrade__label">{t('liveUpgrade.label')}</p>
        <h2 id="live-upgrade-title" className="live-upgrade__title">
          {english && data.lockedVideoTitle ? data.lockedVideoTitle : t('upgrade.title')}
        </h2>
        <p className="live-upgrade__text">{english && data.lockedVideoMessage ? data.lockedVideoMessage : t('upgrade.text')}</p>
        <a
          className="chrome-button chrome-button--primary-light live-upgrade__link"
          href={localisedLink(data.buttonLink || '/videos/subscriptions', payload.locale)}
        >
          {english && data.buttonText ? data.buttonText : t('upgrade.learnMore')}
        </a>
      </div>
    </aside>
  )
}
