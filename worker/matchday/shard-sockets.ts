/**
 * Issue 21 §1: a shard's sockets. The last message id a socket was sent is
 * its hibernation attachment, so it survives the shard being evicted between
 * events. Nothing here throws: a send to a closing socket is dropped (the
 * page reconnects with ?after= and gets it then).
 */
import {
  MAX_MATCH_SOCKET_MESSAGE_LENGTH,
  MatchSocketClientSchema,
  type MatchPushMessage,
  type MatchSocketControl,
  type MatchSocketErrorCode,
} from '../../shared/schemas/match-push'

interface Attachment {
  lastId: number
}

export function lastIdOf(ws: WebSocket): number {
  const attachment = ws.deserializeAttachment() as Partial<Attachment> | null
  return typeof attachment?.lastId === 'number' ? attachment.lastId : 0
}

export function setLastId(ws: WebSocket, lastId: number): void {
  ws.serializeAttachment({ lastId } satisfies Attachment)
}

export function sendFrame(ws: WebSocket, frame: MatchSocketControl): void {
  try {
    ws.send(JSON.stringify(frame))
  } catch {
    // Closing.
  }
}

/** Each message's text, made once per delivery however many sockets it goes to (2,000 a shard at 100,000 pages). */
const texts = new WeakMap<MatchPushMessage, string>()

function textOf(message: MatchPushMessage): string {
  let text = texts.get(message)
  if (text === undefined) {
    text = JSON.stringify(message)
    texts.set(message, text)
  }
  return text
}

/** Sends, in order, the messages the socket has not had (each id exactly once); how many were sent. */
export function sendMessages(ws: WebSocket, messages: readonly MatchPushMessage[]): number {
  let last = lastIdOf(ws)
  let sent = 0
  for (const message of messages) {
    // Only the very next id: a gap means the caller has not fetched what is missing (never skip one).
    if (message.id !== last + 1) continue
    try {
      ws.send(textOf(message))
    } catch {
      break
    }
    last = message.id
    sent += 1
  }
  if (sent > 0) setLastId(ws, last)
  return sent
}

export type PageMessage = 'ping' | { code: MatchSocketErrorCode; message: string }

/** Pages send a ping only (the auto-response answers the exact one); anything else gets a clear refusal and changes nothing. */
export function readPageMessage(raw: string | ArrayBuffer, matchId: number): PageMessage {
  const length = typeof raw === 'string' ? raw.length : raw.byteLength
  if (length > MAX_MATCH_SOCKET_MESSAGE_LENGTH)
    return { code: 'message_too_large', message: `Messages are at most ${MAX_MATCH_SOCKET_MESSAGE_LENGTH} characters` }
  if (typeof raw !== 'string') return { code: 'bad_message', message: 'Messages are JSON text' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { code: 'bad_message', message: 'Messages are JSON text' }
  }
  const type = typeof json === 'object' && json !== null && 'type' in json ? (json as { type: unknown }).type : undefined
  if (type !== 'ping') return { code: 'unknown_type', message: 'The only message a page sends is {"type":"ping"}' }
  const parsed = MatchSocketClientSchema.safeParse(json)
  if (!parsed.success) return { code: 'bad_message', message: 'A ping has type and, at most, matchId' }
  if (parsed.data.matchId !== undefined && parsed.data.matchId !== matchId)
    return { code: 'wrong_match', message: 'This socket is for another match' }
  return 'ping'
}
