/**
 * Reading and writing StreamSessions socket messages (shared/schemas/stream-socket.ts).
 * Nothing here throws: a bad message is answered, a send to a closing socket is dropped.
 * The device a socket speaks for is its hibernation attachment, so it survives
 * the object being evicted between pings (tags are fixed when a socket is
 * accepted, before the player has said which device it is).
 */
import {
  MAX_SOCKET_MESSAGE_LENGTH,
  type SocketClientMessage,
  SocketClientMessageSchema,
  type SocketServerMessage,
} from '../../shared/schemas/stream-socket'

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
  deviceId: number
}

export function bindSocket(ws: WebSocket, deviceId: number): void {
  ws.serializeAttachment({ deviceId } satisfies SocketAttachment)
}

/** The socket no longer speaks for any device (its close then frees nothing). */
export function unbindSocket(ws: WebSocket): void {
  ws.serializeAttachment(null)
}

export function deviceOfSocket(ws: WebSocket): number | null {
  const attachment = ws.deserializeAttachment() as Partial<SocketAttachment> | null
  return typeof attachment?.deviceId === 'number' ? attachment.deviceId : null
}
