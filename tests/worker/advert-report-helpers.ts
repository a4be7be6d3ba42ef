import { env } from 'cloudflare:workers'
import type { AdvertKind } from '../../shared/rules/advert-tracking'
import type { AdvertReport } from '../../shared/types/advert-report'
import type { QueuedEvent } from '../../worker/events/event-message'
import { writeEvents } from '../../worker/events/write-events'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'

export interface ReportAdvert {
  kind: AdvertKind
  advertID: number
  advertName: string
  advertRef?: string
  campaignRef?: string
}

let sequence = 0

/** An advert event as the queue consumer stores it, received at `at` (the report counts by that time). */
export function advertEvent(action: 'advertImpression' | 'advertClick', advert: ReportAdvert, at: string): QueuedEvent {
  return {
    eventID: `report-${++sequence}-${crypto.randomUUID().slice(0, 8)}`,
    receivedAt: at,
    channel: 'web',
    action,
    sessionID: 'no tracking',
    ssoID: 'no tracking',
    data: {
      advertID: advert.advertID,
      advertName: advert.advertName,
      advertRef: advert.advertRef ?? '',
      campaignRef: advert.campaignRef ?? '',
      advertKind: advert.kind,
      url: '/somewhere',
      userAllowTracking: false,
    },
  }
}

/** `count` events of one action for one advert, stored the way the consumer stores them. */
export function times(count: number, action: 'advertImpression' | 'advertClick', advert: ReportAdvert, at: string): QueuedEvent[] {
  return Array.from({ length: count }, () => advertEvent(action, advert, at))
}

export async function store(events: QueuedEvent[]): Promise<void> {
  await writeEvents(env.DB, events)
}

/** A signed-in browser whose account has the given role. */
export async function signedInAs(role: 'admin' | 'supporter'): Promise<Browser> {
  const account = await makeAccount(role === 'admin' ? { role: 'admin' } : {})
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return browser
}

export async function report(browser: Browser, query = ''): Promise<{ status: number; body: { data: { attributes: AdvertReport } } }> {
  const response = await browser.fetch(`/api/admin/adverts/report${query}`)
  return { status: response.status, body: (await response.json()) as { data: { attributes: AdvertReport } } }
}
