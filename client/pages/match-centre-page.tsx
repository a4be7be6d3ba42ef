import { useEffect } from 'react'
import { matchCentrePath, matchesPath } from '../../shared/rules/football-paths'
import { formatDate } from '../../shared/rules/formats'
import { matchPhase, showsScore } from '../../shared/rules/match-phase'
import type { MatchLiveState, MatchSummary } from '../../shared/types/football'
import type { PageData } from '../../shared/types/page-payload'
import { deferred } from '../components/deferred'
import { ClubNotices } from '../components/live/club-notices'
import { SponsorSlot } from '../components/football/sponsor-slot'
import { EventsTimeline } from '../components/match-centre/events-timeline'
import { MatchStats } from '../components/match-centre/match-stats'
import { Scoreboard } from '../components/match-centre/scoreboard'
import { SpoilerSwitch, useShowAsTheyHappen } from '../components/match-centre/spoiler-switch'
import { useLiveMatch } from '../components/match-centre/use-live-match'
import { useSpoilerGate } from '../components/match-centre/use-spoiler-gate'
import { useT } from '../hooks/use-t'

type MatchCentreData = Extract<PageData, { kind: 'matchCentre' }>

// Issue 22 §3: 'Watch and listen' (its live parts, "Ready for kick-off?", the upgrade notice) is rendered by the
// server in full; its code loads once hydration has begun. Its props change only with the match's phase.
const MatchMedia = deferred(() => import('../components/match-centre/match-media').then((m) => m.MatchMedia))
// Issue 21 kept the page within 90 KiB: the line-ups and the player of the match never change once rendered
// (their props are the page's own), so the server renders them in full and their code comes after hydration begins.
const Lineups = deferred(() => import('../components/match-centre/lineups').then((m) => m.Lineups))
const PlayerOfTheMatch = deferred(() => import('../components/match-centre/player-of-the-match').then((m) => m.PlayerOfTheMatch))

/** SPEC §2.1 match centre. Keyed by match so navigating to another match starts a fresh live state. */
export function MatchCentrePage({ page }: { page: MatchCentreData }) {
  return <MatchCentre key={page.match.id} page={page} />
}

function MatchCentre({ page }: { page: MatchCentreData }) {
  const t = useT()
  const { match } = page
  const initial: MatchLiveState = {
    id: match.id,
    status: match.status,
    minute: match.minute,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    events: match.events,
    stats: match.stats,
  }
  const latest = useLiveMatch(initial, match.kickoff, page.now, page.notices)
  const { notices } = latest
  const [showAsTheyHappen, setShowAsTheyHappen] = useShowAsTheyHappen()
  const streamIds = [match.media.liveAudio, match.media.liveVideo].filter((id): id is string => id !== null)
  // Issue 21 §2: what this supporter's own live playback has reached, not what the server knows now; the
  // final whistle too waits for the stream, so the gate keeps watching once the match is over.
  const { shown: live, held } = useSpoilerGate(
    { state: latest.live, writtenAt: latest.writtenAt },
    streamIds,
    showsScore(latest.phase),
    showAsTheyHappen,
  )
  const phase = live === latest.live ? latest.phase : matchPhase(live.status, match.kickoff, new Date().toISOString())
  useScoredTitle(match, showsScore(phase) ? live : null)
  const media = <MatchMedia match={match} phase={phase} liveUpgrade={page.liveUpgrade} />
  return (
    <div className="match-centre">
      <Scoreboard match={match} live={live} phase={phase} />
      <div className="container match-centre__body">
        <ClubNotices notices={notices} label={t('matchCentre.clubNotice')} />
        <div className="match-centre__bar">
          <a href={matchesPath(match.team.slug, match.seasonSlug)} className="match-centre__back">
            {t('matchCentre.allFixtures')}
          </a>
          {phase === 'live' ? <p className="match-centre__live-note">{t('matchCentre.liveUpdates')}</p> : null}
          {phase === 'live' && streamIds.length > 0 ? (
            <SpoilerSwitch on={showAsTheyHappen} onChange={setShowAsTheyHappen} held={held} />
          ) : null}
          <SponsorSlot sponsor={page.sponsor} />
        </div>
        <div className="match-centre__grid">
          <div className="match-centre__main">
            <EventsTimeline events={live.events} />
            <Lineups match={match} />
          </div>
          <div className="match-centre__side">
            {/* While the match is on, watching and listening come first. */}
            {phase === 'live' ? media : null}
            <PlayerOfTheMatch match={match} sponsor={page.potmSponsor} />
            <MatchStats stats={live.stats} homeName={match.home.shortName} awayName={match.away.shortName} />
            {phase === 'live' ? null : media}
          </div>
        </div>
        <nav className="match-nav" aria-label={t('matchCentre.title')}>
          <Neighbour match={page.previous} label={t('matchCentre.previous')} rel="prev" />
          <Neighbour match={page.next} label={t('matchCentre.next')} rel="next" />
        </nav>
      </div>
    </div>
  )
}

/** Issue 21 §2: the tab shows the score the page shows (client/components/match-centre/scored-title.ts). */
function useScoredTitle(match: MatchCentreData['match'], live: MatchLiveState | null) {
  const homeScore = live?.homeScore ?? null
  const awayScore = live?.awayScore ?? null
  useEffect(() => {
    if (homeScore === null || awayScore === null) return
    let restore: (() => void) | null = null
    let gone = false
    void import('../components/match-centre/scored-title').then(({ showScoreInTitle }) => {
      if (!gone) restore = showScoreInTitle(match.home.name, match.away.name, homeScore, awayScore)
    })
    return () => {
      gone = true
      restore?.()
    }
  }, [match.home.name, match.away.name, homeScore, awayScore])
}

function Neighbour({ match, label, rel }: { match: MatchSummary | null; label: string; rel: 'prev' | 'next' }) {
  if (!match) return <span />
  return (
    <a href={matchCentrePath(match)} rel={rel} className={`match-nav__link match-nav__link--${rel}`}>
      <span className="match-nav__label">{label}</span>
      <span className="match-nav__teams">
        {match.home.shortName} v {match.away.shortName}
      </span>
      <span className="match-nav__date">
        {formatDate(match.kickoff, 'match')} · {match.competition}
      </span>
    </a>
  )
}
