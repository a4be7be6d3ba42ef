import { Hono } from 'hono'
import { ReadinessMatchIdSchema, SessionCheckRequestSchema } from '../../shared/schemas/session-check'
import { SocketDeviceIdSchema } from '../../shared/schemas/stream-socket'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { recordSessionCheck } from '../ops/record-ops'
import { checkStreamSession } from '../streaming/session-check'
import { streamReadiness } from '../streaming/stream-readiness'
import { readJsonBody } from './json-body'

/**
 * POST /api/streamline/session/check (SPEC §7; ARCHITECTURE "Streaming"):
 * body {data:{attributes:{videoID, mediaType, sessionID}}}. 200
 * {data:{attributes:{token, bypassed, playbackUrl}}} or 403 {errors:[{code}]}
 * with the §8.1 codes; SPEC §5: only 200 and 403 are valid replies, so bad
 * input is the only other answer (400).
 */
export const sessionCheck = new Hono<AppEnv>()

sessionCheck.post('/check', async (c) => {
  c.header('Cache-Control', 'no-store')
  const parsed = SessionCheckRequestSchema.safeParse(await readJsonBody(c))
  if (!parsed.success) return c.json(apiErrorBody('bad_request', 'Send data.attributes with videoID and sessionID'), 400)
  const { videoID, sessionID } = parsed.data.data.attributes
  const result = await checkStreamSession(c, videoID, sessionID)
  // Issue 21 §7: counted by outcome for the operations view, in the background (never fails the check).
  recordSessionCheck(c.env, (promise) => c.executionCtx.waitUntil(promise), {
    outcome: result.granted ? 'granted' : result.refusal.code,
    streamId: videoID,
    country: c.get('country'),
  })
  if (!result.granted) return c.json({ errors: [result.refusal] }, 403)
  const { token, bypassed, playbackUrl, leaseId, expiresAt } = result
  return c.json({ data: { type: 'sessionCheck', attributes: { token, bypassed, playbackUrl, leaseId, expiresAt } } })
})

/**
 * GET /api/streamline/session/readiness/{assetID}?matchId=&sessionID= (issue
 * 10 §8 "Ready for kick-off?"): the session check's answer for that match's
 * stream, without taking a lease. The match is named, since one commentary
 * asset serves every men's match; it must carry the stream (404 otherwise).
 */
sessionCheck.get('/readiness/:assetId{[a-z0-9-]{1,64}}', async (c) => {
  c.header('Cache-Control', 'private, no-store')
  const assetId = c.req.param('assetId')
  const match = ReadinessMatchIdSchema.safeParse(c.req.query('matchId') ?? '')
  if (!match.success) return c.json(apiErrorBody('bad_request', 'matchId must be the number of the match asked about'), 400)
  const rawDevice = c.req.query('sessionID')
  const device = rawDevice === undefined ? null : SocketDeviceIdSchema.safeParse(rawDevice)
  if (device && !device.success) return c.json(apiErrorBody('bad_request', 'sessionID must be a number from 1 to 1,000,000'), 400)
  const readiness = await streamReadiness(c, { assetId, matchId: match.data, deviceId: device ? device.data : null })
  if (!readiness) return c.json(apiErrorBody('not_found', 'That match does not carry this stream'), 404)
  return c.json({ data: { type: 'streamReadiness', id: assetId, attributes: readiness } })
})
