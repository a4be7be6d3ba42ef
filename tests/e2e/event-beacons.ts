import type { Page } from '@playwright/test'

/** An event as the page's event sender hands it to navigator.sendBeacon (client/tracking/event-sender.ts). */
export interface SentEvent {
  action: string
  data: { advertID?: number; advertKind?: string; advertName?: string; placement?: string; path?: string }
}

/**
 * The event-log bodies this page hands to navigator.sendBeacon, read in the page: whatever its
 * timers sent is there as soon as they ran (the report is shared with tests running beside this one).
 */
export async function recordEventBeacons(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const sent: string[] = []
    ;(window as unknown as { sentBeacons: string[] }).sentBeacons = sent
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, body) => {
      if (String(url).endsWith('/api/events') && typeof body === 'string') sent.push(body)
      return send(url, body)
    }
  })
  return () => page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons)
}

/** Every event of the bodies sent so far. */
export async function sentEvents(beacons: () => Promise<string[]>): Promise<SentEvent[]> {
  return (await beacons()).flatMap((body) => JSON.parse(body) as SentEvent[])
}
