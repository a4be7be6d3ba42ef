/** Issue 19 §4: players as the back office lists and edits them (every player, active or not). */
import type { PlayerFields, PlayerListQuery } from '../../shared/schemas/admin-football'
import type { AdminList, AdminPlayer } from '../../shared/types/admin-football'

interface Row {
  id: number
  version: number
  team_id: number
  slug: string
  first_name: string
  last_name: string
  known_as: string | null
  squad_number: number | null
  position: PlayerFields['position']
  biography_html: string
  nationality: string
  date_of_birth: string | null
  height_cm: number | null
  joined_on: string | null
  image_key: string | null
  is_active: number
  team_name: string
  team_slug: string
  team_alt_slug: string | null
}

const SELECT = `SELECT p.id, p.version, p.team_id, p.slug, p.first_name, p.last_name, p.known_as, p.squad_number, p.position,
  p.biography_html, p.nationality, p.date_of_birth, p.height_cm, p.joined_on, p.image_key, p.is_active,
  t.name AS team_name, t.slug AS team_slug, t.alt_slug AS team_alt_slug
  FROM players p JOIN teams t ON t.id = p.team_id`

function rowToAdminPlayer(row: Row): AdminPlayer {
  return {
    id: row.id,
    version: row.version,
    teamName: row.team_name,
    teamSlug: row.team_slug,
    teamAltSlug: row.team_alt_slug,
    fields: {
      teamId: row.team_id,
      slug: row.slug,
      firstName: row.first_name,
      lastName: row.last_name,
      knownAs: row.known_as ?? '',
      number: row.squad_number,
      position: row.position,
      biographyHtml: row.biography_html,
      nationality: row.nationality,
      dateOfBirth: row.date_of_birth,
      heightCm: row.height_cm,
      joinedOn: row.joined_on,
      imageKey: row.image_key,
      isActive: row.is_active === 1,
    },
  }
}

/** The stored columns of a form's values ('' known-as is no other name). */
export function playerColumns(fields: PlayerFields) {
  return {
    team_id: fields.teamId,
    slug: fields.slug,
    first_name: fields.firstName,
    last_name: fields.lastName,
    known_as: fields.knownAs === '' ? null : fields.knownAs,
    squad_number: fields.number,
    position: fields.position,
    biography_html: fields.biographyHtml,
    nationality: fields.nationality,
    date_of_birth: fields.dateOfBirth,
    height_cm: fields.heightCm,
    joined_on: fields.joinedOn,
    image_key: fields.imageKey,
    is_active: fields.isActive ? 1 : 0,
  }
}

export async function findAdminPlayer(db: D1Database, id: number): Promise<AdminPlayer | null> {
  const row = await db.prepare(`${SELECT} WHERE p.id = ?`).bind(id).first<Row>()
  return row ? rowToAdminPlayer(row) : null
}

// Every filter is bound; a missing one matches everything (?n IS NULL).
const FILTER = `(?1 IS NULL OR p.team_id = ?1) AND (?2 IS NULL OR p.position = ?2)
  AND (?3 IS NULL OR p.first_name || ' ' || p.last_name || ' ' || coalesce(p.known_as, '') LIKE '%' || ?3 || '%' ESCAPE '\\')`

/** A page of players, by team then name; the count and the page in one round trip. */
export async function listAdminPlayers(db: D1Database, query: PlayerListQuery): Promise<AdminList<AdminPlayer>> {
  const q = query.q ? query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`) : null
  const params = [query.teamId ?? null, query.position ?? null, q]
  const [total, page] = await db.batch([
    db.prepare(`SELECT count(*) AS n FROM players p WHERE ${FILTER}`).bind(...params),
    db
      .prepare(`${SELECT} WHERE ${FILTER} ORDER BY t.position, p.last_name, p.first_name, p.id LIMIT ?4 OFFSET ?5`)
      .bind(...params, query.size, (query.page - 1) * query.size),
  ])
  return {
    items: ((page?.results ?? []) as Row[]).map(rowToAdminPlayer),
    total: (total?.results[0] as { n: number } | undefined)?.n ?? 0,
    page: query.page,
    size: query.size,
  }
}

/** The ids of a team's players, for a line-up (shared/rules/lineup-check.ts). */
export async function squadIds(
  db: D1Database,
  teamId: number,
): Promise<Map<number, { name: string; number: number | null; position: string }>> {
  const { results } = await db
    .prepare('SELECT id, first_name, last_name, known_as, squad_number, position FROM players WHERE team_id = ?')
    .bind(teamId)
    .all<{ id: number; first_name: string; last_name: string; known_as: string | null; squad_number: number | null; position: string }>()
  return new Map(
    results.map((r) => [r.id, { name: r.known_as ?? `${r.first_name} ${r.last_name}`, number: r.squad_number, position: r.position }]),
  )
}
