import { describe, expect, it } from 'vitest'
import {
  PAST_DUE_GRACE_SECONDS,
  RENEWAL_SLACK_SECONDS,
  type SubscriptionAccess,
  type SubscriptionFacts,
  type SubscriptionStatus,
  longOver,
  subscriptionAccess,
} from '../../shared/rules/subscription-access'

// issue 11 §5: what a subscription grants, from Stripe's current view of it.
const DAY = 86_400
const NOW = 1_800_000_000
const START = NOW - 10 * DAY
const END = START + 30 * DAY

/** A renewal two days ago that has not been paid: Stripe has already moved the period end a month on. */
const UNPAID = { currentPeriodStart: NOW - 2 * DAY, currentPeriodEnd: NOW + 28 * DAY }

const facts = (status: SubscriptionStatus, more: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status,
  cancelAtPeriodEnd: false,
  cancelAt: null,
  currentPeriodStart: START,
  currentPeriodEnd: END,
  endedAt: null,
  canceledAt: null,
  ...more,
})

const TABLE: Array<[string, SubscriptionFacts, SubscriptionAccess]> = [
  [
    'active: to the period end and a day for the renewal to reach us',
    facts('active'),
    { state: 'granted', endsAt: END + RENEWAL_SLACK_SECONDS, why: 'active' },
  ],
  ['trialing: as active', facts('trialing'), { state: 'granted', endsAt: END + RENEWAL_SLACK_SECONDS, why: 'active' }],
  [
    'cancel at period end: exactly to the period end',
    facts('active', { cancelAtPeriodEnd: true }),
    { state: 'granted', endsAt: END, why: 'cancelsAtPeriodEnd' },
  ],
  [
    'a cancellation set for a time: to that time',
    facts('active', { cancelAt: END - DAY }),
    { state: 'granted', endsAt: END - DAY, why: 'cancelsAtPeriodEnd' },
  ],
  [
    'past_due: 7 days from the unpaid period start, not its end a month away',
    facts('past_due', UNPAID),
    { state: 'granted', endsAt: UNPAID.currentPeriodStart + PAST_DUE_GRACE_SECONDS, why: 'pastDueGrace' },
  ],
  [
    'past_due and cancelling sooner than the grace: the sooner',
    facts('past_due', { ...UNPAID, cancelAt: NOW + DAY }),
    { state: 'granted', endsAt: NOW + DAY, why: 'pastDueGrace' },
  ],
  [
    'past_due beyond the grace: ended when the grace ended',
    facts('past_due', { currentPeriodStart: NOW - 8 * DAY, currentPeriodEnd: NOW + 22 * DAY }),
    { state: 'ended', endedAt: NOW - 8 * DAY + PAST_DUE_GRACE_SECONDS, why: 'graceOver' },
  ],
  ['incomplete: nothing yet', facts('incomplete'), { state: 'pending' }],
  ['canceled: ended when it ended', facts('canceled', { endedAt: NOW - DAY }), { state: 'ended', endedAt: NOW - DAY, why: 'canceled' }],
  [
    'canceled without ended_at: at the cancellation',
    facts('canceled', { canceledAt: NOW - 2 * DAY }),
    { state: 'ended', endedAt: NOW - 2 * DAY, why: 'canceled' },
  ],
  ['canceled with nothing dated: now', facts('canceled'), { state: 'ended', endedAt: NOW, why: 'canceled' }],
  [
    'canceled with a future ended_at: never later than now',
    facts('canceled', { endedAt: NOW + DAY }),
    { state: 'ended', endedAt: NOW, why: 'canceled' },
  ],
  ['unpaid: ended now', facts('unpaid'), { state: 'ended', endedAt: NOW, why: 'unpaid' }],
  ['incomplete_expired: ended', facts('incomplete_expired'), { state: 'ended', endedAt: NOW, why: 'expired' }],
  ['paused: ended', facts('paused'), { state: 'ended', endedAt: NOW, why: 'paused' }],
]

describe('subscription access (issue 11 §5)', () => {
  it.each(TABLE)('%s', (_name, input, expected) => {
    expect(subscriptionAccess(input, NOW)).toEqual(expected)
  })
})

/** A period that ended `daysAgo` days ago. */
const endedPeriod = (daysAgo: number) => ({ currentPeriodStart: NOW - (daysAgo + 30) * DAY, currentPeriodEnd: NOW - daysAgo * DAY })

const LONG_OVER: Array<[string, SubscriptionFacts, boolean]> = [
  ['active, whatever its dates: synced', facts('active', endedPeriod(40)), false],
  ['past_due beyond the grace, period still running: synced (Stripe still retries)', facts('past_due', UNPAID), false],
  ['incomplete: synced (its first payment may still come)', facts('incomplete', endedPeriod(40)), false],
  ['canceled today, period still running: synced (a missed deletion ends access)', facts('canceled', { endedAt: NOW - 60 }), false],
  [
    'canceled, period ended within the renewal slack: synced (a grant may still be open)',
    facts('canceled', { ...endedPeriod(0.5), endedAt: NOW - 40 * DAY }),
    false,
  ],
  ['canceled, period ended a day and more ago: skipped', facts('canceled', { ...endedPeriod(1), endedAt: NOW - 31 * DAY }), true],
  ['unpaid, period ended long ago: skipped', facts('unpaid', endedPeriod(90)), true],
  ['incomplete_expired, long ago: skipped', facts('incomplete_expired', endedPeriod(60)), true],
  ['paused, period ended long ago: skipped (resuming sends events)', facts('paused', endedPeriod(60)), true],
]

describe('long over: what the daily reconciliation skips (issue 11 §8)', () => {
  it.each(LONG_OVER)('%s', (_name, input, expected) => {
    expect(longOver(input, NOW)).toBe(expected)
  })
})
