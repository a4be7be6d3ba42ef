/**
 * The advertisers' report from the event log (issue 12 §5): advertImpression and
 * advertClick events (SPEC §3, §7) counted per advert and per campaign over
 * [startUTC, endUTC). Two aggregations in one round trip, bound parameters only;
 * the (action, created_at) index bounds the scan to the range.
 */
import { reportCounts } from '../../shared/rules/advert-report'
import type { AdvertKind } from '../../shared/rules/advert-tracking'
import type { AdvertReport, AdvertReportRow, CampaignReportRow } from '../../shared/types/advert-report'

// Advert events from before advertKind existed came from the footer slots, the only adverts with refs then.
const EVENTS = `
  SELECT action, created_at,
         coalesce(json_extract(data, '$.advertKind'), 'slot') AS advert_kind,
         json_extract(data, '$.advertID') AS advert_id,
         coalesce(json_extract(data, '$.advertName'), '') AS advert_name,
         coalesce(json_extract(data, '$.advertRef'), '') AS advert_ref,
         coalesce(json_extract(data, '$.campaignRef'), '') AS campaign_ref
    FROM tracking_events
   WHERE action IN ('advertImpression', 'advertClick') AND created_at >= ?1 AND created_at < ?2`

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
    // Name and refs are the latest event's (SQLite takes bare columns from the max(created_at) row),
    // so a renamed advert reads as it is called now.
    db
      .prepare(
        `SELECT advert_kind, advert_id, advert_name, advert_ref, campaign_ref, max(created_at) AS last_at,
                sum(action = 'advertImpression') AS impressions, sum(action = 'advertClick') AS clicks
           FROM (${EVENTS}) GROUP BY advert_kind, advert_id
          ORDER BY impressions DESC, clicks DESC, advert_name, advert_kind, advert_id`,
      )
      .bind(range.startUTC, range.endUTC),
    db
      .prepare(
        `SELECT campaign_ref, count(DISTINCT advert_kind || ':' || advert_id) AS adverts,
                sum(action = 'advertImpression') AS impressions, sum(action = 'advertClick') AS clicks
           FROM (${EVENTS}) GROUP BY campaign_ref
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
