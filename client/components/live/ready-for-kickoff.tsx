import type { ReactNode } from 'react'
import { loginPageLink } from '../../../shared/rules/localised-link'
import type { LiveStreamSummary } from '../../../shared/types/stream'
import { useHydrated } from '../../hooks/use-viewer'
import { useLiveT } from '../../hooks/use-live-t'
import { useAppSnapshot } from '../../state/store-context'
import { lazyPart } from '../lazy-part'

// Issue 22 §3: each stream's answer is asked only once hydrated and signed in (never in the server's
// HTML), so its code (the session check's call, the refusal notices) loads then, not with the page.
const StreamReadiness = lazyPart(() => import('./stream-readiness').then((m) => m.StreamReadiness), {
  fallback: <ReadinessPending />,
})

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
  // Issue 22 §1: the page is rendered for the viewer's class, so a signed-in supporter's first paint is
  // already the list; each stream's answer (per device) is asked once hydrated, 'checking' until then.
  const signedIn = user.loggedIn
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
            {streams.map((stream) =>
              hydrated ? <StreamReadiness key={stream.id} stream={stream} matchId={matchId} /> : <ReadinessPending key={stream.id} />,
            )}
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

/** While a stream's code arrives: the same 'checking' line its answer starts with. */
function ReadinessPending() {
  const t = useLiveT()
  return (
    <li className="readiness__stream">
      <p className="readiness__note" role="status">
        {t('readiness.loading')}
      </p>
    </li>
  )
}
