import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, liveMatchId, supporter } from './session-check-helpers'

// The match a session check judges a stream for (worker/db/stream-assets.ts matchForAssetRead, made to read
// one match instead of sorting all of them after the issue 21 bench): the live match carrying the asset,
// else the earliest upcoming one. A supporter sees it through a match pass: it plays only for that match.

beforeEach(async () => {
  await seedDemo()
})

/** The upcoming matches carrying the commentary, earliest first. */
async function upcomingCarrying(): Promise<number[]> {
  const { results } = await env.DB.prepare(
    "SELECT id FROM matches WHERE status = 'upcoming' AND (audio_asset_id = ?1 OR video_asset_id = ?1) ORDER BY kickoff, id",
  )
    .bind(LIVE_AUDIO_ASSET)
    .all<{ id: number }>()
  return results.map((row) => row.id)
}

describe('the match a session check judges the live commentary for', () => {
  it('the live match, not an upcoming one that kicks off sooner', async () => {
    const live = await liveMatchId()
    const [next] = await upcomingCarrying()
    if (next === undefined) throw new Error('the seed has upcoming matches with the commentary')
    // The upcoming match kicks off before the live one did: the live one is still the one judged.
    await env.DB.prepare("UPDATE matches SET kickoff = '2000-01-01T15:00:00.000Z' WHERE id = ?").bind(next).run()
    const passForNext = await supporter({ passFor: next })
    expect(await check(passForNext.browser, LIVE_AUDIO_ASSET, 1)).toMatchObject({
      status: 403,
      code: CODES.notSubscribed,
      cause: 'passForAnotherMatch',
    })
    const passForLive = await supporter({ passFor: live })
    expect(await check(passForLive.browser, LIVE_AUDIO_ASSET, 1)).toMatchObject({ status: 200 })
  })

  it('with no match live, the earliest upcoming one carrying the commentary', async () => {
    await env.DB.prepare("UPDATE matches SET status = 'fulltime' WHERE status = 'live'").run()
    const [first, second] = await upcomingCarrying()
    if (first === undefined || second === undefined) throw new Error('the seed has two upcoming matches with the commentary')
    const passForFirst = await supporter({ passFor: first })
    expect(await check(passForFirst.browser, LIVE_AUDIO_ASSET, 1)).toMatchObject({ status: 200 })
    const passForSecond = await supporter({ passFor: second })
    expect(await check(passForSecond.browser, LIVE_AUDIO_ASSET, 1)).toMatchObject({
      status: 403,
      code: CODES.notSubscribed,
      cause: 'passForAnotherMatch',
    })
  })
})
