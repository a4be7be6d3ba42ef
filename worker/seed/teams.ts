/** Teams (SPEC §1, §3), seasons (SPEC §9.1) and competitions. */
import type { SeedRow } from './sql'

export const CLUB = { name: 'Ipswich Town', shortName: 'Town', ground: 'Portman Road', crestKey: 'crest.svg' }

export const TEAM = { men: 1, women: 2, u21: 3, u18: 4 } as const
export type TeamKey = keyof typeof TEAM

/** Season ids are their start years: 2025 is 2025-26. */
export const CURRENT_SEASON_ID = 2025

export const COMPETITION = {
  championship: 1,
  faCup: 2,
  carabaoCup: 3,
  wsl2: 4,
  womensLeagueCup: 5,
  pl2: 6,
  u18PremierLeague: 7,
  faYouthCup: 8,
} as const

export function teamRows(): SeedRow[] {
  const base = {
    crest_key: CLUB.crestKey,
    show_on_matches: true,
    show_on_teams: true,
    external_team_page: '',
    external_match_page: '',
    child_friendly: true,
  }
  return [
    // SPEC §1: the men's first team has the empty slug; 'first-team' is its other name.
    {
      ...base,
      id: TEAM.men,
      name: 'Men',
      slug: '',
      alt_slug: 'first-team',
      display_name: CLUB.name,
      short_name: CLUB.shortName,
      position: 1,
      is_single_group: false,
      display_position_on_card: true,
      is_mini_card: false,
      show_team_overview: true,
    },
    // SPEC §2.1 names /teams/womens as the women's team page.
    {
      ...base,
      id: TEAM.women,
      name: 'Women',
      slug: 'women',
      alt_slug: 'womens',
      display_name: 'Ipswich Town Women',
      short_name: 'Town Women',
      position: 2,
      is_single_group: false,
      display_position_on_card: true,
      is_mini_card: false,
      show_team_overview: true,
    },
    {
      ...base,
      id: TEAM.u21,
      name: 'U21',
      slug: 'u21',
      alt_slug: null,
      display_name: 'Ipswich Town U21',
      short_name: 'Town U21',
      position: 3,
      is_single_group: false,
      display_position_on_card: true,
      is_mini_card: true,
      show_team_overview: false,
    },
    {
      ...base,
      id: TEAM.u18,
      name: 'U18',
      slug: 'u18',
      alt_slug: null,
      display_name: 'Ipswich Town U18',
      short_name: 'Town U18',
      position: 4,
      is_single_group: true,
      display_position_on_card: false,
      is_mini_card: true,
      show_team_overview: false,
    },
  ]
}

export function seasonRows(): SeedRow[] {
  const rows: SeedRow[] = []
  for (let year = CURRENT_SEASON_ID; year >= 2020; year--) {
    const next = String((year + 1) % 100).padStart(2, '0')
    rows.push({ id: year, slug: `${year}-${next}`, name: `${year}/${next}`, start_year: year, is_current: year === CURRENT_SEASON_ID })
  }
  return rows
}

export function competitionRows(): SeedRow[] {
  const c = COMPETITION
  return [
    { id: c.championship, slug: 'championship', name: 'Championship', short_name: 'Championship', kind: 'league' },
    { id: c.faCup, slug: 'fa-cup', name: 'FA Cup', short_name: 'FA Cup', kind: 'cup' },
    { id: c.carabaoCup, slug: 'carabao-cup', name: 'Carabao Cup', short_name: 'Carabao Cup', kind: 'cup' },
    { id: c.wsl2, slug: 'wsl-2', name: "Women's Super League 2", short_name: 'WSL 2', kind: 'league' },
    { id: c.womensLeagueCup, slug: 'womens-league-cup', name: "Women's League Cup", short_name: 'League Cup', kind: 'cup' },
    { id: c.pl2, slug: 'premier-league-2', name: 'Premier League 2', short_name: 'PL2', kind: 'league' },
    { id: c.u18PremierLeague, slug: 'u18-premier-league', name: 'U18 Premier League South', short_name: 'U18 PL', kind: 'league' },
    { id: c.faYouthCup, slug: 'fa-youth-cup', name: 'FA Youth Cup', short_name: 'Youth Cup', kind: 'cup' },
  ].map((row) => ({ ...row, logo_key: null }))
}
