import { describe, expect, it } from 'vitest'
import { londonWallTime, seedClock } from '../../worker/seed/clock'
import { currentSeason } from '../../worker/seed/fixtures'
import { demoContent } from '../../worker/seed/index'

// What a visitor of a freshly seeded demo sees on any day (README "What 'today' means in the demo").
const NOWS = [
  ['a Sunday afternoon, the written live day', '2026-11-22T15:35:00.000Z'],
  ['a Tuesday evening, when the written calendar had a men’s game', '2026-11-24T19:50:00.000Z'],
  ['a Saturday at 11:30, while the U18s are playing', '2026-11-28T11:30:00.000Z'],
  ['just after midnight', '2026-12-02T00:10:00.000Z'],
  ['a Saturday in summer time', '2027-04-17T14:00:00.000Z'],
  ['the night the clocks go back', '2027-10-31T01:20:00.000Z'],
  ['after the written season’s last fixture', '2027-07-15T12:00:00.000Z'],
] as const

describe('the seeded season around the seed’s now', () => {
  it.each(NOWS)('%s: one men’s game live now, results behind it, fixtures ahead', (_name, now) => {
    const { matches } = currentSeason(seedClock(now))
    const at = Date.parse(now)
    const live = matches.filter((m) => m.status === 'live')
    expect(live.map((m) => m.id)).toEqual([21])
    const minutesIn = (at - Date.parse(live[0]?.kickoff ?? '')) / 60_000
    expect(minutesIn).toBeGreaterThanOrEqual(35)
    expect(minutesIn).toBeLessThan(40)
    const men = matches.filter((m) => m.team === 'men')
    expect(men.find((m) => m.id === 20)?.status).toBe('fulltime')
    const next = men.find((m) => m.id === 22)
    expect(next?.status).toBe('upcoming')
    expect(Date.parse(next?.kickoff ?? '')).toBeGreaterThan(at)
    for (const m of matches) {
      const kickoff = Date.parse(m.kickoff)
      if (m.status === 'fulltime') expect(kickoff + 2 * 3_600_000, `${m.id} is a result`).toBeLessThanOrEqual(at)
      // An upcoming match may have kicked off within the last two hours (being played, no data): never longer ago.
      if (m.status === 'upcoming') expect(kickoff + 2 * 3_600_000, `${m.id} is to come`).toBeGreaterThan(at)
    }
    // League games keep their weekday and UK kick-off time whatever the offset from GMT.
    for (const m of men.filter((m) => m.competitionId === 1 && m.status !== 'live')) {
      const wall = londonWallTime(m.kickoff)
      expect(['15:00', '12:30', '19:45']).toContain(wall.time)
      expect([2, 6]).toContain(new Date(`${wall.date}T00:00:00Z`).getUTCDay())
    }
  })

  it.each(NOWS.slice(0, 3))('%s: the latest news is from the last few days, every video is out, the promos are on', (_name, now) => {
    const tables = new Map(demoContent(seedClock(now)).flatMap((part) => part.tables.map((t) => [t.table, t.rows] as const)))
    const published = (tables.get('news') ?? []).filter((n) => n.status === 'published').map((n) => String(n.published_at))
    const latest = published.sort().at(-1) ?? ''
    expect(latest <= now).toBe(true)
    expect(Date.parse(now) - Date.parse(latest)).toBeLessThan(7 * 86_400_000)
    // Every seeded video is out by the seed's now (lists that ignore release dates show none from the future).
    for (const video of tables.get('videos') ?? []) expect(String(video.release_from) <= now, String(video.title)).toBe(true)
    for (const promo of tables.get('promo_overlays') ?? []) {
      expect(String(promo.start_utc) <= now && now < String(promo.end_utc), String(promo.title)).toBe(true)
    }
  })
})
