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

/**
 * The adverts as their tables hold them: the report names adverts from there, and leaves out
 * events for an advert it does not have. Refs are the slot table's only (the others have none).
 */
export async function knownAdverts(adverts: ReportAdvert[]): Promise<void> {
  const window = ['2026-01-01T00:00:00.000Z', '2027-12-31T23:59:59.999Z']
  await env.DB.batch(
    adverts.map((advert) => {
      if (advert.kind === 'footer') {
        return env.DB.prepare(
          `INSERT INTO footer_adverts (id, advert_name, target_url, image_key) VALUES (?1, ?2, '/shop', 'adverts/a.jpg')`,
        ).bind(advert.advertID, advert.advertName)
      }
      if (advert.kind === 'slot') {
        return env.DB.prepare(
          `INSERT INTO slot_adverts (id, slot_id, advert_name, advert_ref, campaign_ref, url, start_utc, end_utc)
           VALUES (?1, 'footerSlot1', ?2, ?3, ?4, '/hospitality', ?5, ?6)`,
        ).bind(advert.advertID, advert.advertName, advert.advertRef ?? '', advert.campaignRef ?? '', ...window)
      }
      // Feed adverts and "Advert (other)" share the adverts table, told apart by its kind column.
      return env.DB.prepare(`INSERT INTO adverts (id, kind, title, url, start_utc, end_utc) VALUES (?1, ?2, ?3, '/tickets', ?4, ?5)`).bind(
        advert.advertID,
        advert.kind === 'feed' ? 'aggregated-feed' : 'other',
        advert.advertName,
        ...window,
      )
    }),
  )
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
