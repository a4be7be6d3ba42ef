import { describe, expect, it } from 'vitest'
import { NO_CONSENT, NO_TRACKING } from '../../shared/rules/cookie-consent'
import { anonymousPlayerError, playerErrorPlan, reportedMs, stallWorthReporting } from '../../shared/rules/player-error-event'
import { TrackingEventSchema } from '../../shared/schemas/tracking'

// Issue 21 §7: player errors sent through the events queue, with consent and with nothing personal.
const ALL = { given: true, analytics: true, marketing: true, personalisation: true }

describe('playerErrorPlan (SPEC §4.7: like page views, only with analytics consent)', () => {
  it.each([
    ['no choice made', NO_CONSENT, 'skip'],
    ['only essential', { given: true, analytics: false, marketing: false, personalisation: false }, 'skip'],
    ['analytics only', { given: true, analytics: true, marketing: false, personalisation: false }, 'send'],
    ['accept all', ALL, 'send'],
    ['categories without the consent cookie', { ...ALL, given: false }, 'skip'],
  ] as const)('%s → %s', (_name, consent, plan) => {
    expect(playerErrorPlan(consent)).toBe(plan)
  })
})

describe('stalls and milliseconds', () => {
  it.each([
    [0, false],
    [2000, false],
    [2001, true],
    [15_000, true],
  ])('a stall of %i ms is reported: %s', (ms, reported) => {
    expect(stallWorthReporting(ms)).toBe(reported)
  })

  it.each([
    [1234.6, 1235],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [10_000_000, 600_000],
  ])('%d ms is sent as %i', (ms, sent) => {
    expect(reportedMs(ms)).toBe(sent)
  })
})

describe('the event as queued', () => {
  it('carries no id of the visitor and only the stream, country, kind and milliseconds', () => {
    expect(anonymousPlayerError({ kind: 'stall', streamId: 'live-match-audio', value: 3000.4 }, 'JP')).toEqual({
      sessionID: NO_TRACKING,
      ssoID: NO_TRACKING,
      data: { kind: 'stall', streamId: 'live-match-audio', value: 3000, country: 'JP' },
    })
  })

  const event = (data: Record<string, unknown>) => ({
    domain: 'localhost',
    logId: 1,
    screenSize: '375x812',
    userAgent: '',
    action: 'playerError',
    data,
  })

  it.each([
    ['a stall', { kind: 'stall', streamId: 'live-match-audio', value: 2500 }, true],
    ['a failure', { kind: 'playbackFailure', streamId: '1_abcdef0123', value: 0 }, true],
    ['an unknown kind', { kind: 'crash', streamId: 'live-match-audio', value: 0 }, false],
    ['a stream id with a path', { kind: 'stall', streamId: 'a/b', value: 2500 }, false],
    ['a negative value', { kind: 'stall', streamId: 'live-match-audio', value: -1 }, false],
    ['a value as text', { kind: 'stall', streamId: 'live-match-audio', value: '2500' }, false],
    ['an extra field (no room for personal data)', { kind: 'stall', streamId: 'live-match-audio', value: 1, ip: '1.2.3.4' }, false],
    ['no stream', { kind: 'stall', value: 1 }, false],
  ])('%s: valid %s', (_name, data, valid) => {
    expect(TrackingEventSchema.safeParse(event(data)).success).toBe(valid)
  })
})
