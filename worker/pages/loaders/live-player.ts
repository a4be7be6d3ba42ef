import { liveAr } from '../../../shared/i18n/live-ar'
import { isOffline } from '../../../shared/types/stream'
import { streamNoticesRead } from '../../db/match-notices'
import { chosenAssetId, chosenAssetMatchRead, chosenStreamAssetRead, type LiveAssetChoice } from '../../db/stream-assets'
import { videoServiceConfigRead } from '../../db/videos'
import { notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'

/**
 * SPEC §2.1 /live/{mediaType}/{assetID?}: the live player for a stream
 * asset (§3). mediaType is the asset's kind, 'audio' or 'video'; without an
 * id, the live match's stream of that kind. The page names the stream and
 * its match, shows the offline image when the asset is idle or disabled,
 * and carries the §2.10 live upgrade notice; the player itself (the audio
 * panel, or the §2.6 overlay for video) asks the session check in the
 * browser. ?lang=ar gives the Arabic page, as /account/login does.
 */
export const loadLivePlayer: PageLoader = async ({ env, route, url, now, read }) => {
  const { mediaType, assetID } = route.params
  if (mediaType !== 'audio' && mediaType !== 'video') throw notFound()
  // Issue 13 §3: the asset, its match and the service settings in one batch, the live asset found in SQL.
  const choice: LiveAssetChoice = assetID === undefined ? { liveOfKind: mediaType } : { id: assetID }
  const { asset, match, config, notices } = await read({
    asset: chosenStreamAssetRead(env.DB, choice),
    match: chosenAssetMatchRead(env.DB, choice),
    config: videoServiceConfigRead(env.DB),
    // Issue 21 §6: the club's current notices about this stream or its match.
    notices: streamNoticesRead(env.DB, chosenAssetId(choice)),
  })
  if (!asset || asset.contentKind !== mediaType) throw notFound()
  const offline = isOffline(asset.assetData.status)
  const arabic = url.searchParams.get('lang') === 'ar'
  const kind = arabic
    ? liveAr[mediaType === 'audio' ? 'live.audioKind' : 'live.videoKind']
    : mediaType === 'audio'
      ? 'Live audio'
      : 'Live video'
  return {
    title: match ? `${kind}: ${match.home.name} v ${match.away.name}` : `${kind}: ${asset.title}`,
    description: asset.description,
    locale: arabic ? 'ar' : 'en',
    canonicalPath: `/live/${mediaType}/${encodeURIComponent(asset.id)}`,
    page: {
      kind: 'livePlayer',
      stream: {
        id: asset.id,
        title: asset.title,
        contentKind: asset.contentKind,
        description: asset.description,
        offline,
        imageKey: offline ? (asset.imageData.offlineImageKey ?? asset.imageData.posterImageKey) : asset.imageData.posterImageKey,
      },
      match,
      liveUpgrade: config.liveUpgradeData,
      now: now.toISOString(),
      notices,
    },
  }
}
