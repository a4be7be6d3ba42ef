/** SPEC §3 session check payload, §7 POST {streamline api}/session/check (ARCHITECTURE "Streaming"). */
import * as z from 'zod'

import { SocketDeviceIdSchema } from './stream-socket'

export const SessionCheckRequestSchema = z.object({
  data: z.object({
    attributes: z.object({
      videoID: z.string().regex(/^[a-z0-9-]{1,64}$/, 'videoID must be a stream asset id'),
      mediaType: z.string().max(32).optional(),
      sessionID: SocketDeviceIdSchema,
      // SPEC §7 lists them; the account comes from the verified session only, so they are read and ignored.
      userID: z.string().max(128).optional(),
      userEmail: z.string().max(320).optional(),
    }),
  }),
})

export type SessionCheckRequest = z.infer<typeof SessionCheckRequestSchema>

/** "Ready for kick-off?" (issue 10 §8): the match the supporter asks about, as the readiness query names it. */
export const ReadinessMatchIdSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().min(1))
