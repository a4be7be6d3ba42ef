/** Sponsor rows, sponsors and section slots (SPEC §3), with wordmark logos. */
import { wordmarkSvg } from './images'
import { slugify } from './players'
import type { SeedImage, SeedPart } from './types'

/** [title, url, colour, background, child friendly] */
type SponsorSeed = [string, string, string, string, boolean]

const ROWS: Array<{ id: number; title: string; size: 'large' | 'small'; sponsors: SponsorSeed[] }> = [
  {
    id: 1,
    title: 'Principal Partners',
    size: 'large',
    sponsors: [
      ['Halcyon Energy', 'https://halcyon-energy.example', '#ffffff', '#0b7a3e', true],
      ['Orwell Telecom', 'https://orwell-telecom.example', '#ffffff', '#1d2b4f', true],
    ],
  },
  {
    id: 2,
    title: 'Elite Partners',
    size: 'small',
    sponsors: [
      ['Suffolk Mutual', 'https://suffolk-mutual.example', '#0044a9', '#ffffff', true],
      ['BetNorth', 'https://betnorth.example', '#ffd400', '#111111', false],
      ['Gipping Brewery', 'https://gipping-brewery.example', '#ffffff', '#7a3b12', false],
      ['Riverside Motors', 'https://riverside-motors.example', '#ffffff', '#c8102e', true],
    ],
  },
  {
    id: 3,
    title: 'Club Partners',
    size: 'small',
    sponsors: [
      ['Deben Print', 'https://deben-print.example', '#1d2b4f', '#f2f2f2', true],
      ['Stour Logistics', 'https://stour-logistics.example', '#ffffff', '#3c5a99', true],
      ['Anglia Dental', 'https://anglia-dental.example', '#00857c', '#ffffff', true],
      ['Portside Coffee', 'https://portside-coffee.example', '#ffffff', '#4b2e1e', true],
      ['Tudor Windows', 'https://tudor-windows.example', '#2b2f36', '#e6e6e6', true],
      ['Wolsey Legal', 'https://wolsey-legal.example', '#ffffff', '#5b2a86', true],
    ],
  },
]

/** SPEC §3 slots: news listing, fixtures page, loading screen, match centre, player of the match, homepage news. */
const SLOTS: Array<[string, string, number]> = [
  ['news-listing', 'News listing', 1],
  ['fixtures-page', 'Fixtures page', 2],
  ['loading-screen', 'Loading screen', 1],
  ['match-centre', 'Match centre', 9],
  ['player-of-the-match', 'Player of the match', 4],
  ['homepage-news', 'Homepage news', 3],
]

export function sponsorLogoKey(title: string): string {
  return `sponsors/${slugify(title)}.svg`
}

export function sponsorsPart(): SeedPart {
  let sponsorId = 0
  const images: SeedImage[] = []
  const sponsors = ROWS.flatMap((row) =>
    row.sponsors.map(([title, url, colour, background, childFriendly], index) => {
      const id = ++sponsorId
      images.push({ key: sponsorLogoKey(title), svg: wordmarkSvg(title.toUpperCase(), colour, background) })
      return {
        id,
        row_id: row.id,
        campaign_id: `CAMP-${2025}-${String(id).padStart(3, '0')}`,
        media_library_id: `ML${1000 + id}`,
        title,
        admin_name: `${title} (${row.title})`,
        url,
        image_key: sponsorLogoKey(title),
        published: true,
        forced_order: index + 1,
        is_child_friendly: childFriendly,
      }
    }),
  )
  const slots = SLOTS.flatMap(([sectionId, name, sponsor], index) => [
    { id: index * 2 + 1, section_id: sectionId, name, type: 'web', active: true, sponsor_id: sponsor },
    { id: index * 2 + 2, section_id: sectionId, name, type: 'app', active: sectionId !== 'loading-screen', sponsor_id: sponsor },
  ])
  return {
    tables: [
      {
        table: 'sponsor_rows',
        rows: ROWS.map((row, index) => ({
          id: row.id,
          admin_name: `${row.title} row`,
          title: row.title,
          title_size: row.size === 'large' ? 'h3' : 'h4',
          sponsor_size: row.size,
          forced_order: index + 1,
          published: true,
        })),
      },
      { table: 'sponsors', rows: sponsors },
      { table: 'section_sponsor_slots', rows: slots },
    ],
    images,
  }
}
