import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MatchConsole } from '../../client/admin/matchday/match-console'
import { EventForm } from '../../client/admin/matchday/event-form'
import type { MatchConsoleState } from '../../shared/types/match-console'

// Issue 19 §5: the console's markup as far as node can show it (no DOM here; the lead mounts it at /admin/matchday/{id}).

const club = { name: 'Town FC', shortName: 'Town', crestKey: 'town' }
const opponent = { name: 'Rovers AFC', shortName: 'Rovers', crestKey: 'rovers' }

const state: MatchConsoleState = {
  match: {
    id: 21,
    team: { id: 1, name: 'Men', slug: '' },
    seasonSlug: '2025-26',
    competition: 'League',
    kickoff: '2026-11-28T15:00:00Z',
    venue: 'Town Ground',
    isHome: true,
    home: club,
    away: opponent,
    homeScore: 2,
    awayScore: 1,
    status: 'live',
  },
  minute: 60,
  halfTime: { home: 1, away: 0 },
  phase: 'secondHalf',
  allowed: ['fulltime'],
  events: [
    { id: 7, minute: 12, addedMinute: null, type: 'goal', side: 'home', playerName: 'Ada Nine', relatedPlayerName: 'Bo Ten' },
    { id: 8, minute: 45, addedMinute: 2, type: 'yellow-card', side: 'away', playerName: 'Cy Four', relatedPlayerName: null },
  ],
  streams: [{ id: 'live-audio', title: 'Commentary', contentKind: 'audio', status: 'live' }],
  liveRights: { audio: 'everywhere', firstTeam: true, videoBlackout: ['GB', 'IE'], videoOnlyIn: ['US'], configured: true },
}

describe('the match-day console', () => {
  const html = renderToString(createElement(MatchConsole, { matchId: 21, initial: state }))

  it('shows the score big, the phase with the half-time score and a status line', () => {
    expect(html).toContain('Score 2 to 1')
    expect(html).toContain('Second half · HT 1–0')
    expect(html).toMatch(/<p role="status"/)
  })

  it('offers only the allowed whistle and the quick events', () => {
    expect(html).toContain('>Full time</button>')
    expect(html).not.toContain('>Kick off</button>')
    for (const label of ['Goal Town', 'Goal Rovers', 'Yellow card', 'Red card', 'Substitution'])
      expect(html).toContain(`>${label}</button>`)
  })

  it('lists the events latest first, each with Edit and Delete named for screen readers', () => {
    expect(html.indexOf('Cy Four')).toBeLessThan(html.indexOf('Ada Nine'))
    expect(html).toContain('45+2′')
    expect(html).toMatch(/Edit <span class="visually-hidden">12′ Goal, Town: Ada Nine<\/span>/)
  })

  it('shows the streams with the live state pressed, and the rights', () => {
    expect(html).toMatch(/aria-pressed="true"[^>]*>Live<\/button>/)
    expect(html).toContain('No live video in: GB, IE.')
    expect(html).toContain('Live video only in: US.')
  })

  it('after full time (only then) offers to make the full match replay again (issue 20 §4)', () => {
    expect(html).not.toContain('Make the replay again')
    const ended = renderToString(
      createElement(MatchConsole, {
        matchId: 21,
        initial: { ...state, phase: 'fullTime', allowed: [], match: { ...state.match, status: 'fulltime' } },
      }),
    )
    expect(ended).toMatch(/<button[^>]*aria-describedby="match-console-replay-help"[^>]*>Make the replay again<\/button>/)
  })

  it('says it is loading before the first answer', () => {
    expect(renderToString(createElement(MatchConsole, { matchId: 21 }))).toContain('Loading the match')
  })
})

describe('the event form', () => {
  it('labels every field and asks who came on for a substitution', () => {
    const form = renderToString(
      createElement(EventForm, {
        title: 'New substitution',
        draft: { type: 'substitution', side: 'home', minute: 60, addedMinute: null, playerName: '', relatedPlayerName: null },
        sides: { home: 'Town', away: 'Rovers' },
        submitLabel: 'Add',
        serverError: null,
        busy: false,
        onSubmit: () => {},
        onCancel: () => {},
      }),
    )
    for (const label of ['Event', 'Minute', 'Added time (optional)', 'Player going off', 'Player coming on']) {
      expect(form).toMatch(new RegExp(`<label for="[^"]+">${label.replace(/[()]/g, '\\$&')}</label>`))
    }
    expect(form).toContain('value="60"')
  })
})
