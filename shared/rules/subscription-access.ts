/**
 * What a subscription grants now, from Stripe's own view of it (issue 11 §5;
 * SPEC §4.10, §4.11). The webhook handler and the daily reconciliation both
 * retrieve the subscription and ask this rule, so any order or repetition of
 * deliveries ends in the state Stripe holds last.
 */
export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused'

export interface SubscriptionFacts {
  status: SubscriptionStatus
  cancelAtPeriodEnd: boolean
  /** A cancellation scheduled for a set time (Unix seconds), or null. */
  cancelAt: number | null
  /** The current period (Unix seconds; Stripe keeps them on the subscription item). */
  currentPeriodStart: number
  currentPeriodEnd: number
  /** When it ended (Unix seconds), for ended subscriptions. */
  endedAt: number | null
  canceledAt: number | null
}

/**
 * An active subscription is granted one day past its period end: Stripe
 * renews at the period end and tells us a few minutes (sometimes hours)
 * later, and nobody who paid may be locked out in between (issue 11 §8).
 * The daily reconciliation catches anything later than that.
 */
export const RENEWAL_SLACK_SECONDS = 24 * 60 * 60

/**
 * past_due: the renewal payment failed and Stripe retries it (Smart Retries,
 * up to about two weeks by default). We keep a paying supporter watching for 7
 * days from the start of the unpaid period, long enough for a card update or a
 * retry over a weekend, short enough that an abandoned subscription does not
 * watch for free until Stripe gives up. Counted from the period start, because
 * Stripe has already moved the period end a whole month ahead.
 */
export const PAST_DUE_GRACE_SECONDS = 7 * 24 * 60 * 60

export type SubscriptionAccess =
  /** Granted until endsAt (Unix seconds). */
  | { state: 'granted'; endsAt: number; why: 'active' | 'cancelsAtPeriodEnd' | 'pastDueGrace' }
  /** Not paid yet (first payment incomplete): nothing granted, nothing ended. */
  | { state: 'pending' }
  /** Over: grants end at endedAt (Unix seconds; never later than now). */
  | { state: 'ended'; endedAt: number; why: 'canceled' | 'unpaid' | 'expired' | 'paused' | 'graceOver' }

export function subscriptionAccess(facts: SubscriptionFacts, nowSeconds: number): SubscriptionAccess {
  switch (facts.status) {
    case 'active':
    case 'trialing': {
      const scheduled = scheduledEnd(facts)
      if (scheduled !== null) return { state: 'granted', endsAt: scheduled, why: 'cancelsAtPeriodEnd' }
      return { state: 'granted', endsAt: facts.currentPeriodEnd + RENEWAL_SLACK_SECONDS, why: 'active' }
    }
    case 'past_due': {
      const graceEnd = facts.currentPeriodStart + PAST_DUE_GRACE_SECONDS
      const scheduled = scheduledEnd(facts)
      const endsAt = scheduled === null ? graceEnd : Math.min(graceEnd, scheduled)
      if (endsAt <= nowSeconds) return { state: 'ended', endedAt: endsAt, why: 'graceOver' }
      return { state: 'granted', endsAt, why: 'pastDueGrace' }
    }
    case 'incomplete':
      return { state: 'pending' }
    case 'canceled':
      return ended(facts, nowSeconds, 'canceled')
    case 'unpaid':
      return ended(facts, nowSeconds, 'unpaid')
    case 'incomplete_expired':
      return ended(facts, nowSeconds, 'expired')
    case 'paused':
      return ended(facts, nowSeconds, 'paused')
  }
}

/**
 * Over for longer than any grant it can have made: a grant ends by the period
 * end and a day (RENEWAL_SLACK_SECONDS; the past_due grace, counted from the
 * period start), and an ended subscription's period no longer moves. Stripe
 * lists ended subscriptions for ever; the daily reconciliation skips these,
 * since setting them again could change nothing anyone can watch.
 */
export function longOver(facts: SubscriptionFacts, nowSeconds: number): boolean {
  if (subscriptionAccess(facts, nowSeconds).state !== 'ended') return false
  const lastGrantEnd = Math.max(facts.currentPeriodEnd + RENEWAL_SLACK_SECONDS, facts.currentPeriodStart + PAST_DUE_GRACE_SECONDS)
  return lastGrantEnd <= nowSeconds
}

/** The end a supporter chose (cancel at period end, or at a set time), if any. */
function scheduledEnd(facts: SubscriptionFacts): number | null {
  const ends = [facts.cancelAtPeriodEnd ? facts.currentPeriodEnd : null, facts.cancelAt].filter((end): end is number => end !== null)
  return ends.length > 0 ? Math.min(...ends) : null
}

function ended(facts: SubscriptionFacts, nowSeconds: number, why: 'canceled' | 'unpaid' | 'expired' | 'paused') {
  const at = facts.endedAt ?? facts.canceledAt ?? nowSeconds
  return { state: 'ended' as const, endedAt: Math.min(at, nowSeconds), why }
}
