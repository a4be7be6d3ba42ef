import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PlayerFields } from '../../shared/schemas/admin-football'
import { staff } from './admin-articles-helpers'
import { auditFor, errorsOf, itemOf, pageText, read, send, write } from './admin-football-helpers'
import { seedDemo } from './helpers'

// Issue 19 §4 players, §9 audit, §10 version check.

beforeEach(() => seedDemo())

const PLAYERS = '/api/admin/football/players'

function newPlayer(overrides: Partial<PlayerFields> = {}): PlayerFields {
  return {
    teamId: 1,
    slug: 'zebedee-quartermain',
    firstName: 'Zebedee',
    lastName: 'Quartermain',
    knownAs: '',
    number: 44,
    position: 'Forward',
    biographyHtml: '<p>Joined from the academy.</p><script>alert(1)</script>',
    nationality: 'England',
    dateOfBirth: '2006-03-01',
    heightCm: 183,
    joinedOn: '2026-07-01',
    imageKey: null,
    isActive: true,
    ...overrides,
  }
}

const playerCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM players').first<{ n: number }>())?.n

describe('players', () => {
  it('an editor adds a player, who appears on his page and the squad page, biography sanitised; the change is audited', async () => {
    const editor = await staff('editor')
    const created = await write(editor, 'player', PLAYERS, newPlayer())
    expect(created.status).toBe(201)
    const player = await itemOf<PlayerFields>(created)
    expect(player).toMatchObject({ version: 1, teamName: 'Men', fields: { slug: 'zebedee-quartermain', number: 44 } })

    const profile = await (await import('./helpers')).get('/players/first-team/zebedee-quartermain')
    const html = await profile.text()
    expect(profile.status).toBe(200)
    expect(html).toContain('Joined from the academy.')
    expect(html).not.toContain('<script>alert(1)')
    expect(await pageText('/teams/first-team')).toContain('Quartermain')

    const audit = await auditFor('player', player.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'create', subject_version: 1, before_json: null })
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ slug: 'zebedee-quartermain', position: 'Forward' })
  })

  it('an edit shows on the player page, with before and after in the audit', async () => {
    const editor = await staff('editor')
    const player = await read<PlayerFields>(editor, `${PLAYERS}/1`)
    const path = `/players/first-team/${player.fields.slug}`
    expect(await pageText(path)).not.toContain('Signed on a free transfer')
    const saved = await write(
      editor,
      'player',
      `${PLAYERS}/1`,
      { ...player.fields, biographyHtml: '<p>Signed on a free transfer.</p>' },
      player.version,
    )
    expect(saved.status).toBe(200)
    expect((await itemOf(saved)).version).toBe(player.version + 1)
    expect(await pageText(path)).toContain('Signed on a free transfer.')
    const [entry] = await auditFor('player', 1)
    expect(entry).toMatchObject({ action: 'update', subject_version: player.version })
    expect(JSON.parse(entry?.before_json ?? '{}').biographyHtml).toBe(player.fields.biographyHtml)
    expect(JSON.parse(entry?.after_json ?? '{}').biographyHtml).toBe('<p>Signed on a free transfer.</p>')
  })

  it('a second editor saving an older copy gets 409 with the current player, and nothing of theirs is written', async () => {
    const [first, second] = [await staff('editor'), await staff('editor')]
    const copy = await read<PlayerFields>(second, `${PLAYERS}/2`)
    expect((await write(first, 'player', `${PLAYERS}/2`, { ...copy.fields, number: 50 }, copy.version)).status).toBe(200)
    const late = await write(second, 'player', `${PLAYERS}/2`, { ...copy.fields, nationality: 'Wales' }, copy.version)
    expect(late.status).toBe(409)
    const body = (await late.json()) as { errors: Array<{ code: string }>; data: { attributes: { version: number; fields: PlayerFields } } }
    expect(body.errors[0]?.code).toBe('version_conflict')
    expect(body.data.attributes).toMatchObject({ version: copy.version + 1, fields: { number: 50, nationality: copy.fields.nationality } })
    expect((await auditFor('player', 2)).map((e) => e.action)).toEqual(['update'])
  })

  it('bad bodies get one message per field; a picture not in the library and a taken address are refused', async () => {
    const editor = await staff('editor')
    const bad = await write(
      editor,
      'player',
      PLAYERS,
      newPlayer({ slug: 'Sam Okafor', number: 100, position: 'Winger' as 'Forward', firstName: '' }),
    )
    expect(bad.status).toBe(400)
    expect((await errorsOf(bad)).map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/firstName',
      '/data/attributes/number',
      '/data/attributes/position',
      '/data/attributes/slug',
    ])
    const noPicture = await write(editor, 'player', PLAYERS, newPlayer({ imageKey: 'players/nobody.jpg' }))
    expect(noPicture.status).toBe(400)
    expect((await errorsOf(noPicture))[0]?.source?.pointer).toBe('/data/attributes/imageKey')
    await env.MEDIA.put('images/players/zebedee.jpg', new Uint8Array([0xff, 0xd8, 0xff]))
    expect((await write(editor, 'player', PLAYERS, newPlayer({ imageKey: 'players/zebedee.jpg' }))).status).toBe(201)
    const taken = await write(editor, 'player', PLAYERS, newPlayer())
    expect(taken.status).toBe(409)
    expect((await errorsOf(taken))[0]).toMatchObject({ code: 'slug_taken', source: { pointer: '/data/attributes/slug' } })
  })

  it('lists in pages, filtered by team and name, in D1', async () => {
    const editor = await staff('editor')
    const response = await editor.fetch(`${PLAYERS}?teamId=2&size=10&page=1`)
    const body = (await response.json()) as { data: Array<{ attributes: { teamName: string } }>; meta: { total: number; size: number } }
    expect(body.data).toHaveLength(10)
    expect(body.meta.total).toBeGreaterThan(10)
    expect(body.data.every((p) => p.attributes.teamName === 'Women')).toBe(true)
    const named = (await (await editor.fetch(`${PLAYERS}?q=Whitlock`)).json()) as { data: unknown[] }
    expect(named.data).toHaveLength(1)
  })

  it('a player who has played is not deleted (409, nothing changed); one who has not is, with an audit entry', async () => {
    const editor = await staff('editor')
    const played = await env.DB.prepare('SELECT player_id AS id FROM match_lineups WHERE player_id IS NOT NULL LIMIT 1').first<{
      id: number
    }>()
    const veteran = await read(editor, `${PLAYERS}/${played?.id}`)
    const before = await playerCount()
    const refused = await send(editor, 'DELETE', `${PLAYERS}/${veteran.id}`, { version: veteran.version })
    expect(refused.status).toBe(409)
    expect((await errorsOf(refused))[0]?.code).toBe('in_use')
    expect(await playerCount()).toBe(before)
    const fresh = await itemOf(await write(editor, 'player', PLAYERS, newPlayer()))
    expect((await send(editor, 'DELETE', `${PLAYERS}/${fresh.id}`, { version: 1 })).status).toBe(204)
    expect(await playerCount()).toBe(before)
    expect((await auditFor('player', fresh.id)).map((e) => e.action)).toEqual(['create', 'delete'])
  })
})
