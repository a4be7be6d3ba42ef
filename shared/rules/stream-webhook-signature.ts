/**
 * Issue 20 §1: Cloudflare Stream signs each webhook with
 * `Webhook-Signature: time={unix seconds},sig1={hex HMAC-SHA256 of "{time}.{body}"}`.
 * We refuse a header we cannot read, and a time more than 5 minutes old or in
 * the future (a replay of an old delivery); the signature itself is checked in
 * constant time by worker/media/stream-webhook.ts. A replay inside the window
 * changes nothing: applying the same status twice is idempotent.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60
/** A clock a little ahead of ours is not 'the future'. */
export const WEBHOOK_CLOCK_SKEW_SECONDS = 30

export type WebhookSignatureHeader = { ok: true; time: number; sig1: string } | { ok: false; reason: string }

export function readWebhookSignature(header: string | null, nowSeconds: number): WebhookSignatureHeader {
  if (!header) return { ok: false, reason: 'no Webhook-Signature header' }
  const fields = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
    }),
  )
  const timeText = fields.get('time') ?? ''
  const sig1 = fields.get('sig1') ?? ''
  if (!/^[0-9]{1,12}$/.test(timeText) || !/^[0-9a-f]{64}$/.test(sig1)) return { ok: false, reason: 'a malformed Webhook-Signature header' }
  const time = Number(timeText)
  if (time < nowSeconds - WEBHOOK_TOLERANCE_SECONDS) return { ok: false, reason: 'a signature older than 5 minutes' }
  if (time > nowSeconds + WEBHOOK_CLOCK_SKEW_SECONDS) return { ok: false, reason: 'a signature from the future' }
  return { ok: true, time, sig1 }
}
