import type { MatchNotice } from '../../../shared/types/match-notice'
import { useAppSnapshot } from '../../state/store-context'

/**
 * Issue 21 §6: the club's notices during an incident, in the page's language
 * (English or Arabic). A polite live region that is always in the page, so a
 * notice pushed while a supporter watches is read out when it arrives and
 * one cleared simply goes. The label comes from the caller's catalogue (the
 * match centre's site texts, the players' live texts), so this stays small. `streamId`: a stream's page shows its own notices
 * and its match's general ones, not those of the match's other stream.
 */
export function ClubNotices({ notices, streamId, label }: { notices: readonly MatchNotice[]; streamId?: string; label: string }) {
  const { payload } = useAppSnapshot()
  const arabic = payload.locale === 'ar'
  const shown = streamId === undefined ? notices : notices.filter((n) => n.streamId === null || n.streamId === streamId)
  return (
    <div className="club-notices" role="status" aria-live="polite">
      {shown.map((notice) => (
        <p key={notice.id} className="club-notice" lang={arabic ? 'ar' : 'en'} dir={arabic ? 'rtl' : 'ltr'}>
          <strong className="club-notice__label">{label}</strong> {arabic ? notice.message.ar : notice.message.en}
        </p>
      ))}
    </div>
  )
}
