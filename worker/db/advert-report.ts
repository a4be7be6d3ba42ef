/**
 * The advertisers' report from the event log (issue 12 §5): advertImpression and
 * advertClick events (SPEC §3, §7) counted per advert and per campaign over
 * [startUTC, endUTC). Two aggregations in one round trip, bound parameters only;
 * the (action, created_at) index bounds the scan to the range.
 *
 * Anyone can POST an event, so an event only says which advert (its kind and
 * id) was seen or clicked. The advert's name and its advert and campaign refs
 * are read from the advert tables, never from the events, so a made-up event
 * can neither rename an advert nor invent a campaign; events for an advert id
 * the tables do not have (made up, or the advert since deleted) are left out.
 */
import { reportCounts } from '../../shared/rules/advert-report'
import type { AdvertKind } from '../../shared/rules/advert-tracking'
import type { AdvertReport, AdvertReportRow, CampaignReportRow } from '../../shared/types/advert-report'

// Advert events from before advertKind existed came from the footer slots, the only adverts with refs then.
const COUNTS = `
  SELECT coalesce(json_extract(data, '$.advertKind'), 'slot') AS advert_kind,
         json_extract(data, '$.advertID') AS advert_id,
         sum(action = 'advertImpression') AS impressions, sum(action = 'advertClick') AS clicks
    FROM tracking_events
   WHERE action IN ('advertImpression', 'advertClick') AND created_at >= ?1 AND created_at < ?2
   GROUP BY advert_kind, advert_id`

// Every advert a page can report (shared/rules/advert-tracking.ts AdvertKind), named as it is now.
const ADVERTS = `
  SELECT 'footer' AS advert_kind, id AS advert_id, advert_name, '' AS advert_ref, '' AS campaign_ref FROM footer_adverts
  UNION ALL
  SELECT 'slot', id, advert_name, advert_ref, campaign_ref FROM slot_adverts
  UNION ALL
  SELECT CASE kind WHEN 'aggregated-feed' THEN 'feed' ELSE 'other' END, id, title, '', ''
    FROM adverts WHERE kind IN ('aggregated-feed', 'other')`

const PER_ADVERT = `
  SELECT a.advert_kind, a.advert_id, a.advert_name, a.advert_ref, a.campaign_ref, c.impressions, c.clicks
    FROM (${COUNTS}) c JOIN (${ADVERTS}) a ON a.advert_kind = c.advert_kind AND a.advert_id = c.advert_id`

interface AdvertRow {
  advert_kind: AdvertKind
  advert_id: number
  advert_name: string
  advert_ref: string
  campaign_ref: string
  impressions: number
  clicks: number
}

interface CampaignRow {
  campaign_ref: string
  adverts: number
  impressions: number
  clicks: number
}

export async function advertReport(
  db: D1Database,
  range: { from: string; to: string; startUTC: string; endUTC: string },
): Promise<AdvertReport> {
  const [adverts, campaigns] = await db.batch<AdvertRow | CampaignRow>([
    db
      .prepare(`SELECT * FROM (${PER_ADVERT}) ORDER BY impressions DESC, clicks DESC, advert_name, advert_kind, advert_id`)
      .bind(range.startUTC, range.endUTC),
    db
      .prepare(
        `SELECT campaign_ref, count(*) AS adverts, sum(impressions) AS impressions, sum(clicks) AS clicks
           FROM (${PER_ADVERT}) GROUP BY campaign_ref
          ORDER BY impressions DESC, clicks DESC, campaign_ref`,
      )
      .bind(range.startUTC, range.endUTC),
  ])
  const advertRows = ((adverts?.results ?? []) as AdvertRow[]).map(
    (row): AdvertReportRow => ({
      advertKind: row.advert_kind,
      advertID: row.advert_id,
      advertName: row.advert_name,
      advertRef: row.advert_ref,
      campaignRef: row.campaign_ref,
      ...reportCounts(row.impressions, row.clicks),
    }),
  )
  const campaignRows = ((campaigns?.results ?? []) as CampaignRow[]).map(
    (row): CampaignReportRow => ({ campaignRef: row.campaign_ref, adverts: row.adverts, ...reportCounts(row.impressions, row.clicks) }),
  )
  const total = (key: 'impressions' | 'clicks') => campaignRows.reduce((sum, row) => sum + row[key], 0)
  return {
    from: range.from,
    to: range.to,
    adverts: advertRows,
    campaigns: campaignRows,
    totals: reportCounts(total('impressions'), total('clicks')),
  }
}
