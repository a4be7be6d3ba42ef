import { useEffect, useState } from 'react'
import type { LiveMessageKey } from '../../../shared/i18n/live'
import { kickoffReadiness, type ReadinessCheck } from '../../../shared/rules/kickoff-readiness'
import { liveNotice } from '../../../shared/rules/live-notice'
import type { StreamRefusalCause } from '../../../shared/rules/stream-access'
import type { LiveStreamSummary } from '../../../shared/types/stream'
import { useLiveT } from '../../hooks/use-live-t'
import { fetchReadiness, type ReadinessAnswer } from '../../player/live-calls'
import { useAppSnapshot } from '../../state/store-context'
import { lazyPart } from '../lazy-part'
import { countryName } from './country-name'

// A refusal's notice (and its device list) shows only after the answer came, so its code loads then.
const LiveNoticeBox = lazyPart(() => import('./live-notice-box').then((m) => m.LiveNoticeBox))

/**
 * One stream's answer in "Ready for kick-off?" (ready-for-kickoff.tsx) for a
 * signed-in supporter: asked of the session check once the page is hydrated,
 * so the server never renders it and its code loads with the question.
 */
const CHECK_TEXT: Record<ReadinessCheck, LiveMessageKey> = { ok: 'readiness.ok', no: 'readiness.no', unchecked: 'readiness.unchecked' }

export function StreamReadiness({ stream, matchId }: { stream: LiveStreamSummary; matchId: number }) {
  const t = useLiveT()
  const { user, ui, payload } = useAppSnapshot()
  const [answer, setAnswer] = useState<ReadinessAnswer | null | 'asking'>('asking')
  const [asks, setAsks] = useState(0)
  const entitlements = user.entitlements.join(',')

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks and the ended-devices count are the re-ask triggers.
  useEffect(() => {
    const controller = new AbortController()
    setAnswer('asking')
    fetchReadiness({ assetId: stream.id, matchId }, user.sessionID, controller.signal)
      .then(setAnswer)
      .catch(() => undefined)
    return () => controller.abort()
  }, [stream.id, matchId, user.sessionID, user.ssoID, entitlements, asks, ui.streamDevicesEnded])

  const kind = t(stream.contentKind === 'audio' ? 'live.audioKind' : 'live.videoKind')
  if (answer === 'asking' || answer === null) {
    return (
      <li className="readiness__stream">
        <h3 className="readiness__kind">{kind}</h3>
        <p className="readiness__note" role="status">
          {answer === null ? t('readiness.failed') : t('readiness.loading')}
        </p>
      </li>
    )
  }
  const readiness = kickoffReadiness({ state: answer.state, cause: answer.cause as StreamRefusalCause | null, online: answer.online })
  const country = countryName(answer.country, payload.locale)
  const checks: Array<[string, ReadinessCheck]> = [
    [t('readiness.place', { country }), readiness.place],
    [t('readiness.account'), readiness.account],
    [t('readiness.device'), readiness.device],
  ]
  return (
    <li className={`readiness__stream readiness__stream--${readiness.verdict}`}>
      <h3 className="readiness__kind">
        {kind}
        <span className="readiness__verdict">{readiness.verdict === 'ready' ? t('readiness.ready') : t('readiness.notReady')}</span>
      </h3>
      <dl className="readiness__checks">
        {checks.map(([label, check]) => (
          <div key={label} className={`readiness__check readiness__check--${check}`}>
            <dt>{label}</dt>
            <dd>
              <span className="readiness__mark" aria-hidden="true">
                {check === 'ok' ? '✓' : check === 'no' ? '✕' : '–'}
              </span>
              {t(CHECK_TEXT[check])}
            </dd>
          </div>
        ))}
      </dl>
      {answer.bypassed ? <p className="readiness__note">{t('account.bypassed')}</p> : null}
      {readiness.offAir ? <p className="readiness__note">{t('readiness.offAir')}</p> : null}
      {answer.state === 'refused' && answer.code ? (
        <LiveNoticeBox
          notice={liveNotice({ code: answer.code, cause: answer.cause, country: answer.country })}
          variant="audio"
          onRetry={() => setAsks((n) => n + 1)}
        />
      ) : null}
    </li>
  )
}
