import { Hono } from 'hono'
import { SessionCheckRequestSchema } from '../../shared/schemas/session-check'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { checkStreamSession } from '../streaming/session-check'
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
  if (!result.granted) return c.json({ errors: [result.refusal] }, 403)
  const { token, bypassed, playbackUrl, leaseId, expiresAt } = result
  return c.json({ data: { type: 'sessionCheck', attributes: { token, bypassed, playbackUrl, leaseId, expiresAt } } })
})
