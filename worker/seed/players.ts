/** Player rows, biographies and portraits for every squad. */
import { TEAM, type TeamKey } from './teams'
import { MEN_SQUAD } from './players-men'
import { U18_SQUAD, U21_SQUAD, WOMEN_SQUAD } from './players-squads'
import type { SeedRow } from './sql'

export type Position = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward'
/** [number, first name, last name, position, nationality, date of birth, joined 'YYYY-MM', from club or 'academy'] */
export type PlayerSeed = [number, string, string, Position, string, string, string, string]

export interface SquadPlayer {
  id: number
  teamId: number
  slug: string
  name: string
  number: number
  position: Position
}

const SQUADS: Record<TeamKey, { seeds: PlayerSeed[]; firstId: number }> = {
  men: { seeds: MEN_SQUAD, firstId: 1 },
  women: { seeds: WOMEN_SQUAD, firstId: 101 },
  u21: { seeds: U21_SQUAD, firstId: 201 },
  u18: { seeds: U18_SQUAD, firstId: 301 },
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')
}

export function squadOf(team: TeamKey): SquadPlayer[] {
  const { seeds, firstId } = SQUADS[team]
  return seeds.map(([number, first, last, position], index) => ({
    id: firstId + index,
    teamId: TEAM[team],
    slug: slugify(`${first} ${last}`),
    name: `${first} ${last}`,
    number,
    position,
  }))
}

export function portraitKey(slug: string): string {
  return `players/${slug}.jpg`
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const ROLE_LINES: Record<Position, string> = {
  Goalkeeper: 'A commanding presence in the box, he is known for his distribution and his calm under the high ball.',
  Defender: 'Strong in the air and comfortable stepping out with the ball, he reads danger early and organises those around him.',
  Midfielder: 'Tireless off the ball and neat on it, he links defence and attack and likes to arrive late in the box.',
  Forward: 'Quick over the first yards and clinical in front of goal, he stretches defences and presses from the front.',
}

function biography(seed: PlayerSeed, team: TeamKey): string {
  const [, first, last, position, nationality, , joined, from] = seed
  const [year, month] = joined.split('-').map(Number) as [number, number]
  const when = `${MONTHS[month - 1]} ${year}`
  const women = team === 'women'
  const role = women ? ROLE_LINES[position].replace(/\bhe\b/g, 'she').replace(/\bhis\b/g, 'her') : ROLE_LINES[position]
  const arrival =
    from === 'academy'
      ? `${first} ${last} came through the Academy at Playford Road and signed a professional contract in ${when}.`
      : `${first} ${last} joined Ipswich Town from ${from} in ${when}.`
  const country = nationality === 'England' ? '' : ` ${women ? 'She' : 'He'} is a ${nationality} international at youth level.`
  return (
    `<p>${arrival}${country}</p><p>${role}</p>` +
    `<p>Supporters can follow every appearance on Town TV, with live audio commentary of every first-team fixture.</p>`
  )
}

function heightFor(position: Position, number: number): number {
  const base = position === 'Goalkeeper' ? 188 : position === 'Defender' ? 184 : position === 'Midfielder' ? 177 : 180
  return base + (number % 7) - 3
}

export function playerRows(): SeedRow[] {
  return (Object.keys(SQUADS) as TeamKey[]).flatMap((team) =>
    SQUADS[team].seeds.map((seed, index) => {
      const [number, first, last, position, nationality, dob, joined] = seed
      const player = squadOf(team)[index] as SquadPlayer
      return {
        id: player.id,
        team_id: player.teamId,
        slug: player.slug,
        first_name: first,
        last_name: last,
        known_as: null,
        squad_number: number,
        position,
        biography_html: biography(seed, team),
        nationality,
        date_of_birth: dob,
        height_cm: team === 'women' ? heightFor(position, number) - 10 : heightFor(position, number),
        joined_on: `${joined}-01`,
        image_key: portraitKey(player.slug),
        is_active: true,
      }
    }),
  )
}

export function allPlayers(): SquadPlayer[] {
  return (Object.keys(SQUADS) as TeamKey[]).flatMap((team) => squadOf(team))
}
