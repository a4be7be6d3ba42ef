import { type ReactNode, useEffect, useState } from 'react'
import type { LiveMessageKey } from '../../../shared/i18n/live'
import { kickoffReadiness, type ReadinessCheck } from '../../../shared/rules/kickoff-readiness'
import { liveNotice } from '../../../shared/rules/live-notice'
import { loginPageLink } from '../../../shared/rules/localised-link'
import type { StreamRefusalCause } from '../../../shared/rules/stream-access'
import type { LiveStreamSummary } from '../../../shared/types/stream'
import { useHydrated } from '../../hooks/use-viewer'
import { useLiveT } from '../../hooks/use-live-t'
import { fetchReadiness, type ReadinessAnswer } from '../../player/live-calls'
import { useAppSnapshot } from '../../state/store-context'
import { countryName } from './country-name'
import { LiveNoticeBox } from './live-notice-box'

/**
 * Issue 10 §8 "Ready for kick-off?": before a match, a signed-in supporter
 * sees for each of its live streams whether they will be able to listen or
 * watch from here, with this account, on this device, and why not (the
 * session check's own decision, without taking a device's place). Signed
 * out, it says that logging in tells them; the server's HTML is that. The
 * answer is for `matchId`: a stream (the commentary) can serve many matches.
 */
export function ReadyForKickoff({ streams, matchId, subject }: { streams: LiveStreamSummary[]; matchId: number; subject?: ReactNode }) {
  const t = useLiveT()
  const hydrated = useHydrated()
  const { user, payload } = useAppSnapshot()
  const signedIn = hydrated && user.loggedIn
  return (
    <section className="readiness" aria-labelledby="readiness-title">
      <h2 id="readiness-title" className="readiness__title">
        {t('readiness.title')}
      </h2>
      {subject ? <p className="readiness__subject">{subject}</p> : null}
      {signedIn ? (
        <>
          <p className="readiness__intro">{t('readiness.intro')}</p>
          <ul className="readiness__streams">
            {streams.map((stream) => (
              <StreamReadiness key={stream.id} stream={stream} matchId={matchId} />
            ))}
          </ul>
        </>
      ) : (
        <p className="readiness__intro">
          {t('readiness.logIn')}{' '}
          <a className="readiness__login" href={loginPageLink(payload.url, payload.locale)}>
            {t('player.logIn')}
          </a>
        </p>
      )}
    </section>
  )
}

const CHECK_TEXT: Record<ReadinessCheck, LiveMessageKey> = { ok: 'readiness.ok', no: 'readiness.no', unchecked: 'readiness.unchecked' }

function StreamReadiness({ stream, matchId }: { stream: LiveStreamSummary; matchId: number }) {
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
