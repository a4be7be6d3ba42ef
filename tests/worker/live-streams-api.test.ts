import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { StreamAssetAttributes } from '../../shared/types/stream'
import { get, pageData, seedDemo, visibleText } from './helpers'
import { LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET, liveMatchId } from './session-check-helpers'

const asset = async (id: string) => {
  const response = await get(`/api/streamline/streams/${id}`, { headers: { Accept: 'application/json' } })
  return {
    response,
    body: (await response.json()) as {
      data?: { type: string; id: string; attributes: StreamAssetAttributes }
      errors?: Array<{ code: string }>
    },
  }
}

const pageOf = async (path: string) => (await pageData(path)).body.data.attributes.page

const setStatus = (id: string, status: string) => env.DB.prepare('UPDATE stream_assets SET status = ? WHERE id = ?').bind(status, id).run()

beforeEach(async () => {
  await seedDemo()
})

// SPEC §3 stream asset, §7 GET {streamline api}/streams/{assetID}; issue 10 §2.
describe('GET /api/streamline/streams/{assetID}', () => {
  it('answers data.attributes as the §3 stream asset, and nothing else', async () => {
    const { response, body } = await asset(LIVE_VIDEO_ASSET)
    expect(response.status).toBe(200)
    expect(body.data).toEqual({
      type: 'streamAsset',
      id: LIVE_VIDEO_ASSET,
      attributes: {
        title: 'Live Match Video',
        description: expect.stringMatching(/\S/),
        mediaType: 'live-stream',
        contentKind: 'video',
        imageData: { posterImageKey: 'streams/live-video-poster.jpg', offlineImageKey: 'streams/offline.jpg' },
        assetData: { playbackIds: [{ id: 'live-video' }], status: 'active' },
      },
    })
    // Public and briefly cacheable: who may play it is the session check's question, never answered here.
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=10')
    expect(response.headers.get('Set-Cookie')).toBeNull()
    const text = JSON.stringify(body)
    for (const secret of ['token', 'lease', 'playbackUrl', 'playback_id', 'playbackId"', 'entitlement', 'signing'])
      expect(text).not.toContain(secret)
  })

  it('the live audio commentary is a live stream too', async () => {
    const { body } = await asset(LIVE_AUDIO_ASSET)
    expect(body.data?.attributes).toMatchObject({ mediaType: 'live-stream', contentKind: 'audio', assetData: { status: 'active' } })
  })

  it.each(['idle', 'disabled'])('an asset %s says so (SPEC §3: offline, the offline image shows)', async (status) => {
    await setStatus(LIVE_VIDEO_ASSET, status)
    const { response, body } = await asset(LIVE_VIDEO_ASSET)
    expect(response.status).toBe(200)
    expect(body.data?.attributes.assetData.status).toBe(status)
    expect(body.data?.attributes.imageData.offlineImageKey).toBe('streams/offline.jpg')
  })

  it.each([['no-such-stream'], ['LIVE-MATCH-VIDEO'], ['a'.repeat(65)], ['%2e%2e'], ['live match']])(
    '%s is a 404 with a stable code',
    async (id) => {
      const { response, body } = await asset(encodeURIComponent(id).replace(/%25/g, '%'))
      expect(response.status).toBe(404)
      expect(body.errors?.[0]?.code).toBe('not_found')
    },
  )
})

// SPEC §2.1 /live/{mediaType}/{assetID?}: the live player page (the player itself asks in the browser).
describe('the live player page', () => {
  it('names the stream and its match, in the server HTML, with the live upgrade notice', async () => {
    const response = await get(`/live/video/${LIVE_VIDEO_ASSET}`)
    expect(response.status).toBe(200)
    const text = visibleText(await response.text())
    expect(text).toContain('Live video')
    expect(text).toContain('Live games require a subscription or match pass and are subject to league broadcast restrictions.')
    const page = await pageOf(`/live/video/${LIVE_VIDEO_ASSET}`)
    expect(page).toMatchObject({
      kind: 'livePlayer',
      stream: { id: LIVE_VIDEO_ASSET, contentKind: 'video', offline: false, imageKey: 'streams/live-video-poster.jpg' },
      match: { id: await liveMatchId(), status: 'live' },
      liveUpgrade: { buttonLink: '/videos/subscriptions' },
    })
  })

  it('without an id, the live match’s stream of that kind', async () => {
    expect(await pageOf('/live/audio')).toMatchObject({ kind: 'livePlayer', stream: { id: LIVE_AUDIO_ASSET } })
  })

  it('an idle stream shows the offline image', async () => {
    await setStatus(LIVE_AUDIO_ASSET, 'idle')
    expect(await pageOf(`/live/audio/${LIVE_AUDIO_ASSET}`)).toMatchObject({ stream: { offline: true, imageKey: 'streams/offline.jpg' } })
  })

  it('?lang=ar is the Arabic page', async () => {
    const response = await get(`/live/audio/${LIVE_AUDIO_ASSET}?lang=ar`)
    expect(await response.text()).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/)
  })

  it.each([[`/live/audio/${LIVE_VIDEO_ASSET}`], ['/live/podcast/live-audio-commentary'], ['/live/video/no-such-stream']])(
    '%s is a 404 page',
    async (path) => {
      expect((await get(path)).status).toBe(404)
    },
  )
})
