import { Hono } from 'hono'
import { DeviceTakeoverRequestSchema } from '../../shared/schemas/device-takeover'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { takeOverStreamSession } from '../streaming/device-takeover'
import { readJsonBody } from './json-body'

/**
 * Issue 21 §5 POST /api/streamline/session/takeover: body
 * {data:{attributes:{endSessionID, videoID, mediaType, sessionID}}}; the
 * account from the session cookie only (the same-origin writes middleware
 * guards it as every POST). 200 as the session check answers
 * ({data:{attributes:{token, bypassed, playbackUrl}}}, with endedSessionID);
 * 403 with the check's §8.1 codes; 404 device_not_streaming when the named
 * device holds no lease of this account now; 409 takeover_own_device when it
 * is the asking device; 400 bad_request for a body that cannot be read.
 */
export const deviceTakeover = new Hono<AppEnv>()

deviceTakeover.post('/takeover', async (c) => {
  c.header('Cache-Control', 'no-store')
  const parsed = DeviceTakeoverRequestSchema.safeParse(await readJsonBody(c))
  if (!parsed.success) {
    return c.json(
      apiErrorBody('bad_request', 'Send data.attributes with videoID, sessionID and endSessionID (numbers from 1 to 1,000,000)'),
      400,
    )
  }
  const { videoID, sessionID, endSessionID } = parsed.data.data.attributes
  const answer = await takeOverStreamSession(c, { assetId: videoID, deviceId: sessionID, endDeviceId: endSessionID })
  if ('takeover' in answer) {
    return answer.takeover === 'ownDevice'
      ? c.json(apiErrorBody('takeover_own_device', 'That is this device: it cannot take over its own stream'), 409)
      : c.json(apiErrorBody('device_not_streaming', 'That device is no longer streaming on this account'), 404)
  }
  if (!answer.granted) return c.json({ errors: [answer.refusal] }, 403)
  const { token, bypassed, playbackUrl, leaseId, expiresAt } = answer
  return c.json({
    data: { type: 'sessionCheck', attributes: { token, bypassed, playbackUrl, leaseId, expiresAt, endedSessionID: endSessionID } },
  })
})
