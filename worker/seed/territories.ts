/**
 * Unsold territories: where live video may be offered abroad (SPEC §1, §6). The real list
 * is long and unpublished; this is a plausible demo list. GB, IE, JE, GG and IM never appear.
 */
import type { SeedRow } from './sql'

/** SPEC §1: no first-team live video in the UK, Ireland, the Channel Islands or the Isle of Man in 2025/26. */
export function liveRightsSettings() {
  return { seasonSlug: '2025-26', blackoutCountries: ['GB', 'IE', 'JE', 'GG', 'IM'] }
}

const TERRITORIES: Array<[string, string]> = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['IN', 'India'],
  ['SG', 'Singapore'],
  ['MY', 'Malaysia'],
  ['TH', 'Thailand'],
  ['PH', 'Philippines'],
  ['HK', 'Hong Kong'],
  ['ZA', 'South Africa'],
  ['NG', 'Nigeria'],
  ['KE', 'Kenya'],
  ['GH', 'Ghana'],
  ['EG', 'Egypt'],
  ['MA', 'Morocco'],
  ['AE', 'United Arab Emirates'],
  ['SA', 'Saudi Arabia'],
  ['QA', 'Qatar'],
  ['KW', 'Kuwait'],
  ['BH', 'Bahrain'],
  ['OM', 'Oman'],
  ['JO', 'Jordan'],
  ['BR', 'Brazil'],
  ['MX', 'Mexico'],
  ['AR', 'Argentina'],
  ['CL', 'Chile'],
  ['IS', 'Iceland'],
  ['NO', 'Norway'],
  ['FI', 'Finland'],
  ['MT', 'Malta'],
  ['CY', 'Cyprus'],
]

export function territoryRows(): SeedRow[] {
  return TERRITORIES.map(([country_code, country_name]) => ({ country_code, country_name }))
}
