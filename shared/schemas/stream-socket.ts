/**
 * SPEC §7 "WebSocket to the streamline socket", §4.5; ARCHITECTURE
 * "Streaming": the messages between a live player and its account's
 * StreamSessions object, over GET /api/streamline/socket.
 */
import * as z from 'zod'

/** SPEC §3 user state: the device's sessionID, a random integer 1 to 1,000,000 (a number or its digits). */
export const SocketDeviceIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,7}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(1_000_000))

/** Longer than any message a player sends: anything bigger is refused unread. */
export const MAX_SOCKET_MESSAGE_LENGTH = 1024

export const SocketClientMessageSchema = z.discriminatedUnion('action', [
  /** Binds this socket to a device (SPEC §7: the sessionID is the device); assetId is what it is about to play. */
  z.object({
    action: z.literal('session'),
    sessionID: SocketDeviceIdSchema,
    assetId: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/)
      .optional(),
  }),
  /** SPEC §4.5, §9.4: every 30 s while connected; renews the device's lease. */
  z.object({ action: z.literal('ping') }),
])

export type SocketClientMessage = z.infer<typeof SocketClientMessageSchema>

export type { AccountLeaseEnd, LeaseEndReason, SocketServerMessage } from '../types/stream-socket'
