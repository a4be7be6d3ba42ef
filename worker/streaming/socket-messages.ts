/**
 * Reading and writing StreamSessions socket messages (shared/schemas/stream-socket.ts).
 * Nothing here throws: a bad message is answered, a send to a closing socket is dropped.
 * The sign-in session a socket was opened with and the device it speaks for
 * are its hibernation attachment, so they survive the object being evicted
 * between pings (tags are fixed when a socket is accepted, before the player
 * has said which device it is).
 */
import {
  MAX_SOCKET_MESSAGE_LENGTH,
  type SocketClientMessage,
  SocketClientMessageSchema,
  type SocketServerMessage,
} from '../../shared/schemas/stream-socket'
import type { DeviceKey } from './lease-table'

/** The player's message, or null when it is not one we understand. */
export function readClientMessage(message: string | ArrayBuffer): SocketClientMessage | null {
  if (typeof message !== 'string' || message.length > MAX_SOCKET_MESSAGE_LENGTH) return null
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    return null
  }
  const parsed = SocketClientMessageSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

export function send(ws: WebSocket, message: SocketServerMessage): void {
  try {
    ws.send(JSON.stringify(message))
  } catch {
    // The socket is closing; its close handler frees what it held.
  }
}

interface SocketAttachment {
  /** The sign-in session the socket was opened with (the object's fetch sets it, from the worker). */
  signIn: string
  /** The device the player said it is ({action:'session'}); absent until then, and once its lease ended. */
  deviceId?: number
  /** Issue 21 §7: the country the edge saw at the upgrade, for the operations view's open players. */
  country?: string
}

/** Right after the upgrade: the socket belongs to this sign-in session, and to no device yet. */
export function acceptSocket(ws: WebSocket, signIn: string, country?: string | null): void {
  ws.serializeAttachment({ signIn, ...(country ? { country } : {}) } satisfies SocketAttachment)
}

export function bindSocket(ws: WebSocket, deviceId: number): void {
  ws.serializeAttachment({ signIn: signInOfSocket(ws), deviceId, ...countryField(ws) } satisfies SocketAttachment)
}

/** The socket no longer speaks for any device (its close then frees nothing). */
export function unbindSocket(ws: WebSocket): void {
  ws.serializeAttachment({ signIn: signInOfSocket(ws), ...countryField(ws) } satisfies SocketAttachment)
}

/** Issue 21 §7: the country the socket was opened from (null for one opened before it was kept). */
export function countryOfSocket(ws: WebSocket): string | null {
  const attachment = ws.deserializeAttachment() as Partial<SocketAttachment> | null
  return typeof attachment?.country === 'string' ? attachment.country : null
}

const countryField = (ws: WebSocket) => {
  const country = countryOfSocket(ws)
  return country ? { country } : {}
}

/** The sign-in session of the socket ('' for one accepted before sign-ins were kept: it matches no lease). */
export function signInOfSocket(ws: WebSocket): string {
  const attachment = ws.deserializeAttachment() as Partial<SocketAttachment> | null
  return typeof attachment?.signIn === 'string' ? attachment.signIn : ''
}

/** The device the socket speaks for: its sessionID from its sign-in session, or null while it speaks for none. */
export function deviceOfSocket(ws: WebSocket): DeviceKey | null {
  const attachment = ws.deserializeAttachment() as Partial<SocketAttachment> | null
  return typeof attachment?.deviceId === 'number' ? { deviceId: attachment.deviceId, signIn: signInOfSocket(ws) } : null
}
