/** The advertisers' report (issue 12 §5): impressions, clicks and CTR from the event log (SPEC §3, §7). */
import type { AdvertKind } from '../rules/advert-tracking'

export interface ReportCounts {
  impressions: number
  clicks: number
  /** clicks / impressions; null when nothing was seen (a rate of nothing is not 0). */
  ctr: number | null
}

export interface AdvertReportRow extends ReportCounts {
  advertKind: AdvertKind
  advertID: number
  advertName: string
  advertRef: string
  /** '' for adverts that belong to no campaign (v1 footer and feed adverts). */
  campaignRef: string
}

export interface CampaignReportRow extends ReportCounts {
  campaignRef: string
  /** How many adverts of the campaign had events in the range. */
  adverts: number
}

export interface AdvertReport {
  /** UTC days, both included: 'YYYY-MM-DD'. */
  from: string
  to: string
  adverts: AdvertReportRow[]
  campaigns: CampaignReportRow[]
  totals: ReportCounts
}
