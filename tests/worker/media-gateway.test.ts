import { env, exports } from 'cloudflare:workers'
import { importJWK, type JWTPayload, SignJWT } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import { type ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'

const PID = 'test-vod'
const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Commentary, English",URI="audio/index.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=426x240,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aac"
low/index.m3u8
`
const MEDIA = `#EXTM3U
#EXT-X-TARGETDURATION:4
# a comment

#EXT-X-MAP:URI="init.mp4"
#EXT-X-KEY:METHOD=AES-128,URI="key.bin?kid=1"
#EXTINF:4.000000,
seg_000.m4s
#EXTINF:4.000000,
seg_001.m4s?v=2
#EXT-X-ENDLIST
`
/** 1000 bytes that say where they are: byte i is i % 251. */
const SEGMENT = Uint8Array.from({ length: 1000 }, (_, i) => i % 251)

/** The entry the hand-made tokens below are for, and which plays from PID. */
const ENTRY = '1_test'

/** A published video `entryId` whose media are under media/{playbackId}/ (the gateway checks a token's entry against its folder). */
async function publishEntry(entryId: string, playbackId: string, entitlements: string[] = ['?']): Promise<void> {
  const at = new Date(Date.now() - 60_000).toISOString()
  await env.DB.prepare(
    `INSERT INTO videos (entry_id, title, duration_seconds, entitlements, thumbnail_key, created_at, release_from, playback_id)
     VALUES (?1, ?1, 20, ?2, 'videos/test.jpg', ?3, ?3, ?4)
     ON CONFLICT (entry_id) DO UPDATE SET playback_id = excluded.playback_id, entitlements = excluded.entitlements`,
  )
    .bind(entryId, JSON.stringify(entitlements), at, playbackId)
    .run()
}

/** The test recording under media/{playbackId}/, and an entry that plays from it (ENTRY for PID). */
async function putMedia(playbackId = PID, entryId = playbackId === PID ? ENTRY : `1_${playbackId}`): Promise<void> {
  await publishEntry(entryId, playbackId)
  const put = (key: string, body: string | Uint8Array) => env.MEDIA.put(`media/${playbackId}/${key}`, body)
  await Promise.all([
    put('master.m3u8', MASTER),
    put('low/index.m3u8', MEDIA),
    put('low/init.mp4', SEGMENT.slice(0, 64)),
    put('low/seg_000.m4s', SEGMENT),
    put('low/seg_001.ts', SEGMENT.slice(0, 10)),
    put('audio/seg_000.aac', SEGMENT.slice(0, 10)),
    // What a traversal would reach if the gateway decoded it.
    put('secret.m3u8', '#EXTM3U\n#SECRET\n'),
  ])
}

/** A playback token signed with jose and the worker's own key, so the test says what the contract is. */
async function playbackToken(claims: JWTPayload & { pid?: string; asset?: string }, options: { ageSeconds?: number; typ?: string } = {}) {
  const jwk = JSON.parse(env.AUTH_SIGNING_KEY!)
  const key = await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')
  const iat = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0)
  return new SignJWT({ pid: PID, asset: ENTRY, ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: options.typ ?? 'playback+jwt' })
    .setIssuer(env.PUBLIC_ORIGIN)
    .setAudience('club-media')
    .setSubject(typeof claims.sub === 'string' ? claims.sub : 'anonymous')
    .setJti(crypto.randomUUID())
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + 300)
    .sign(key)
}

function media(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, init))
}

/** A refusal: the status, a JSON error body with the code, and none of the media. */
async function expectRefused(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status)
  const text = await response.text()
  expect(text).not.toContain('#EXTM3U')
  expect(text).not.toContain(String.fromCharCode(...SEGMENT.slice(1, 9)))
  expect((JSON.parse(text) as ApiError).errors[0]?.code).toBe(code)
}

describe('the media gateway refuses without a valid grant for that asset', () => {
  it('no token, an expired token, a tampered token, another kind of token, another asset’s token → 401/403 and no bytes', async () => {
    await putMedia()
    await putMedia('other-vod')
    const good = await playbackToken({})
    const [header, payload, signature] = good.split('.')
    const otherPid = btoa(JSON.stringify({ ...JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))), pid: 'other-vod' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    const cases: Array<[string, string, number, string]> = [
      ['no token', `/media/${PID}/master.m3u8`, 401, 'invalid_token'],
      ['an empty token', `/media/${PID}/master.m3u8?token=`, 401, 'invalid_token'],
      ['an expired token', `/media/${PID}/master.m3u8?token=${await playbackToken({}, { ageSeconds: 301 })}`, 401, 'invalid_token'],
      ['a payload changed to another asset', `/media/other-vod/master.m3u8?token=${header}.${otherPid}.${signature}`, 401, 'invalid_token'],
      ['a signature cut short', `/media/${PID}/low/seg_000.m4s?token=${good.slice(0, -4)}`, 401, 'invalid_token'],
      ['garbage', `/media/${PID}/low/seg_000.m4s?token=not.a.token`, 401, 'invalid_token'],
      ['a session token', `/media/${PID}/master.m3u8?token=${await playbackToken({}, { typ: 'at+jwt' })}`, 401, 'invalid_token'],
      ['another asset’s token', `/media/other-vod/master.m3u8?token=${good}`, 403, 'forbidden'],
      ['another asset’s token on a segment', `/media/other-vod/low/seg_000.m4s?token=${good}`, 403, 'forbidden'],
    ]
    for (const [name, path, status, code] of cases) {
      const response = await media(path)
      await expectRefused(response, status, code).catch((error: Error) => {
        throw new Error(`${name}: ${error.message}`)
      })
    }
  })

  it('a token of an account blocked since it was granted stops working at once', async () => {
    await seedDemo()
    const subscriber = new Browser()
    await subscriber.signIn('subscriber@example.com')
    const entry = await env.DB.prepare(`SELECT entry_id, playback_id FROM videos WHERE entitlements = '["subscriber"]' LIMIT 1`).first<{
      entry_id: string
      playback_id: string
    }>()
    await putMedia(entry!.playback_id)
    const grant = (await (await subscriber.fetch(`/api/streamline/ksession/${entry!.entry_id}`)).json()) as { playbackUrl: string }
    expect((await media(grant.playbackUrl)).status).toBe(200)
    const admin = new Browser()
    await admin.signIn('admin@example.com')
    expect((await admin.post('/api/admin/accounts/demo-subscriber/block')).status).toBe(200)
    await expectRefused(await media(grant.playbackUrl), 403, 'forbidden')
    const segment = grant.playbackUrl.replace('master.m3u8', 'low/seg_000.m4s')
    await expectRefused(await media(segment), 403, 'forbidden')
  })

  it("'..', encoded traversal, backslashes and odd names are 404 before any token is looked at", async () => {
    await putMedia()
    const token = await playbackToken({})
    const reads: string[] = []
    for (const method of ['get', 'head'] as const) {
      const original = env.MEDIA[method].bind(env.MEDIA)
      vi.spyOn(env.MEDIA, method).mockImplementation(((key: string, ...rest: unknown[]) => {
        reads.push(key)
        return (original as (...args: unknown[]) => unknown)(key, ...rest)
      }) as never)
    }
    // The spy sees what the worker reads: a good request reads its key.
    await (await media(`/media/${PID}/master.m3u8?token=${token}`)).text()
    expect(reads).toEqual([`media/${PID}/master.m3u8`])
    reads.length = 0
    for (const path of [
      `/media/${PID}/low%2f..%2f..%2fsecret.m3u8`,
      `/media/${PID}/low%2F..%2Fsecret.m3u8`,
      `/media/${PID}/%2e%2e%2fsecret.m3u8`,
      `/media/${PID}/low/%2e%2e/%2e%2e/secret.m3u8`,
      `/media/${PID}/..%5csecret.m3u8`,
      `/media/${PID}/low%5c..%5csecret.m3u8`,
      `/media/${PID}/low/seg_000.m4s%00.m3u8`,
      `/media/${PID}/.hidden.m3u8`,
      `/media/${PID}/low/seg..000.m4s`,
      `/media/${PID}/low/seg_000.M4S`,
      `/media/${PID}/low/seg_000.exe`,
      `/media/${PID}/a/b/seg_000.m4s`,
      '/media/secret.m3u8',
      `/media/Test-VOD/master.m3u8`,
      `/media/${PID}/`,
    ]) {
      await expectRefused(await media(`${path}?token=${token}`), 404, 'not_found')
      await expectRefused(await media(path), 404, 'not_found')
    }
    expect(reads).toEqual([])
    vi.restoreAllMocks()
    // A literal '..' is resolved by the URL itself: it lands on another asset (403) or a path of this one that does not exist (404).
    await expectRefused(await media(`/media/${PID}/../other-vod/master.m3u8?token=${token}`), 403, 'forbidden')
    await expectRefused(await media(`/media/${PID}/low/../../${PID}/nothing.m3u8?token=${token}`), 404, 'not_found')
  })

  it('only GET and HEAD', async () => {
    const response = await media(`/media/${PID}/master.m3u8`, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
  })
})

describe('a token is good for the media of its own entry only', () => {
  it('a token whose entry does not play from the folder it names is refused, though we signed it', async () => {
    await putMedia()
    await putMedia('other-vod')
    const cases: Array<[string, string]> = [
      ['an entry that plays from another folder', '1_other-vod'],
      ['an entry that does not exist', '1_nosuchid'],
      ['a stream asset of another folder', 'live-audio-commentary'],
    ]
    for (const [name, asset] of cases) {
      const token = await playbackToken({ asset })
      for (const path of ['master.m3u8', 'low/seg_000.m4s']) {
        await expectRefused(await media(`/media/${PID}/${path}?token=${token}`), 403, 'forbidden').catch((error: Error) => {
          throw new Error(`${name}, ${path}: ${error.message}`)
        })
      }
    }
    expect((await media(`/media/${PID}/master.m3u8?token=${await playbackToken({})}`)).status).toBe(200)
  })

  it('two entries share a recording: each plays with its own grant, and unpublishing or moving one stops its tokens at once', async () => {
    await seedDemo()
    await putMedia('shared', '1_sharedfree')
    await publishEntry('1_sharedpaid', 'shared', ['subscriber'])
    const anonymous = new Browser()
    const subscriber = new Browser()
    await subscriber.signIn('subscriber@example.com')
    const grant = async (browser: Browser, entryId: string) =>
      (await (await browser.fetch(`/api/streamline/ksession/${entryId}`)).json()) as { Status: number; playbackUrl: string }
    const free = await grant(anonymous, '1_sharedfree')
    const paid = await grant(subscriber, '1_sharedpaid')
    expect([free.Status, paid.Status, (await grant(anonymous, '1_sharedpaid')).Status]).toEqual([-1, -1, 0])
    const segmentOf = (playbackUrl: string) => playbackUrl.replace('master.m3u8', 'low/seg_000.m4s')
    for (const url of [free.playbackUrl, segmentOf(free.playbackUrl), paid.playbackUrl, segmentOf(paid.playbackUrl)]) {
      const response = await media(url)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }

    // Taken down: the subscriber's token for it stops now, not in five minutes; the free entry's plays on.
    await env.DB.prepare(`UPDATE videos SET status = 'draft' WHERE entry_id = '1_sharedpaid'`).run()
    await expectRefused(await media(paid.playbackUrl), 403, 'forbidden')
    await expectRefused(await media(segmentOf(paid.playbackUrl)), 403, 'forbidden')
    expect((await media(free.playbackUrl)).status).toBe(200)
    // Moved to another recording: the old folder is no longer this entry's.
    await env.DB.prepare(`UPDATE videos SET playback_id = 'elsewhere' WHERE entry_id = '1_sharedfree'`).run()
    await expectRefused(await media(free.playbackUrl), 403, 'forbidden')
  })

  it("the full commentary's grant opens the audio recording", async () => {
    await seedDemo()
    await env.MEDIA.put('media/audio-demo/master.m3u8', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=70000,CODECS="mp4a.40.2"\naudio/index.m3u8\n')
    const subscriber = new Browser()
    await subscriber.signIn('subscriber@example.com')
    const grant = (await (await subscriber.fetch('/api/streamline/ksession/1_audio020')).json()) as { playbackUrl: string }
    const master = await media(grant.playbackUrl)
    expect(master.status).toBe(200)
    expect(await master.text()).toContain('audio/index.m3u8?token=')
  })
})

describe('with a good token', () => {
  it('the playlists come back with the token on every URI, never cached', async () => {
    await putMedia()
    const token = await playbackToken({})
    const master = await media(`/media/${PID}/master.m3u8?token=${token}`)
    expect(master.status).toBe(200)
    expect(master.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl')
    expect(master.headers.get('Cache-Control')).toBe('no-store')
    expect(await master.text()).toBe(
      MASTER.replace('URI="audio/index.m3u8"', `URI="audio/index.m3u8?token=${token}"`).replace(
        'low/index.m3u8',
        `low/index.m3u8?token=${token}`,
      ),
    )
    const variant = await (await media(`/media/${PID}/low/index.m3u8?token=${token}`)).text()
    const uris = variant.split('\n').flatMap((line) => {
      if (line === '' || (line.startsWith('#') && !line.includes('URI="'))) return []
      return line.startsWith('#') ? [/URI="([^"]*)"/.exec(line)![1]!] : [line]
    })
    expect(uris).toEqual([
      `init.mp4?token=${token}`,
      `key.bin?kid=1&token=${token}`,
      `seg_000.m4s?token=${token}`,
      `seg_001.m4s?v=2&token=${token}`,
    ])
  })

  it('a segment streams whole, or exactly the range asked (206), or 416 past its end; with type, ETag and private caching', async () => {
    await putMedia()
    const token = await playbackToken({ sub: 'anonymous' })
    const url = `/media/${PID}/low/seg_000.m4s?token=${token}`
    const whole = await media(url)
    expect(whole.status).toBe(200)
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(SEGMENT)
    expect(whole.headers.get('Content-Type')).toBe('video/iso.segment')
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    expect(whole.headers.get('Cache-Control')).toBe('private, max-age=300')
    const etag = whole.headers.get('ETag')
    expect(etag).toMatch(/^"[0-9a-f]+"$/)

    const part = await media(url, { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe('bytes 100-199/1000')
    expect(part.headers.get('Content-Length')).toBe('100')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(SEGMENT.slice(100, 200))

    const tail = await media(url, { headers: { Range: 'bytes=-10' } })
    expect(tail.status).toBe(206)
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(SEGMENT.slice(990))

    const beyond = await media(url, { headers: { Range: 'bytes=5000-' } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('Content-Range')).toBe('bytes */1000')
    expect((await beyond.arrayBuffer()).byteLength).toBe(0)

    const ignored = await media(url, { headers: { Range: 'bytes=0-1,5-6' } })
    expect(ignored.status).toBe(200)
    expect((await ignored.arrayBuffer()).byteLength).toBe(1000)

    const again = await media(url, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
  })

  it('a range with an If-Range that no longer names the segment gets the whole segment (200), never a piece (RFC 9110 §13.1.5)', async () => {
    await putMedia()
    const token = await playbackToken({ sub: 'anonymous' })
    const url = `/media/${PID}/low/seg_000.m4s?token=${token}`
    const first = await media(url)
    await first.arrayBuffer()
    const [etag, lastModified] = [first.headers.get('ETag')!, first.headers.get('Last-Modified')!]
    const ranged = (ifRange: string) => media(url, { headers: { Range: 'bytes=100-199', 'If-Range': ifRange } })

    // Still the same object, by its tag or its date: the piece asked for.
    for (const same of [etag, lastModified]) {
      const part = await ranged(same)
      expect(part.status).toBe(206)
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(SEGMENT.slice(100, 200))
    }
    // The segment is replaced: the client's validators are now stale, so it gets all of the new one.
    const replaced = SEGMENT.map((byte) => 255 - byte)
    await env.MEDIA.put(`media/${PID}/low/seg_000.m4s`, replaced)
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString()
    for (const stale of [etag, `W/${etag}`, earlier]) {
      const whole = await ranged(stale)
      expect(whole.status).toBe(200)
      expect(whole.headers.get('Content-Range')).toBeNull()
      expect(whole.headers.get('Content-Length')).toBe('1000')
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(replaced)
    }
    // Past the end with a stale If-Range: the whole object too, not 416 (If-Range is decided before Range).
    const beyond = await media(url, { headers: { Range: 'bytes=5000-', 'If-Range': etag } })
    expect(beyond.status).toBe(200)
    expect((await beyond.arrayBuffer()).byteLength).toBe(1000)
  })

  it('each kind of file has its content type; a missing one is 404', async () => {
    await putMedia()
    const token = await playbackToken({})
    for (const [path, type] of [
      ['low/init.mp4', 'video/mp4'],
      ['low/seg_001.ts', 'video/mp2t'],
      ['audio/seg_000.aac', 'audio/aac'],
    ]) {
      const response = await media(`/media/${PID}/${path}?token=${token}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe(type)
      await response.arrayBuffer()
    }
    await expectRefused(await media(`/media/${PID}/low/seg_999.m4s?token=${token}`), 404, 'not_found')
  })
})
