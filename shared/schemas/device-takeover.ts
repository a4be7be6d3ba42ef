/** Issue 21 §5 'Watch here instead': POST /api/streamline/session/takeover, the session check's body and the device to end. */
import * as z from 'zod'

import { SessionCheckRequestSchema } from './session-check'
import { SocketDeviceIdSchema } from './stream-socket'

export const DeviceTakeoverRequestSchema = z.object({
  data: z.object({
    attributes: SessionCheckRequestSchema.shape.data.shape.attributes.extend({
      /** The sessionID of the account's device whose stream ends (as GET /api/streamline/devices lists it). */
      endSessionID: SocketDeviceIdSchema,
    }),
  }),
})

export type DeviceTakeoverRequest = z.infer<typeof DeviceTakeoverRequestSchema>
