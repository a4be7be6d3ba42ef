import { describe, expect, it } from 'vitest'
import { readWebhookSignature } from '../../shared/rules/stream-webhook-signature'

// Issue 20 §1: Stream's Webhook-Signature header, read and dated.
const NOW = 1_800_000_000
const SIG = 'a'.repeat(64)

describe('readWebhookSignature', () => {
  it.each<[string, string | null, boolean]>([
    ['a fresh signature', `time=${NOW - 10},sig1=${SIG}`, true],
    ['exactly 5 minutes old', `time=${NOW - 300},sig1=${SIG}`, true],
    ['older than 5 minutes', `time=${NOW - 301},sig1=${SIG}`, false],
    ['a few seconds ahead (clock skew)', `time=${NOW + 20},sig1=${SIG}`, true],
    ['from the future', `time=${NOW + 600},sig1=${SIG}`, false],
    ['no header', null, false],
    ['no sig1', `time=${NOW}`, false],
    ['a sig1 that is not hex', `time=${NOW},sig1=${'z'.repeat(64)}`, false],
    ['no time', `sig1=${SIG}`, false],
  ])('%s → %s', (_name, header, ok) => {
    expect(readWebhookSignature(header, NOW).ok).toBe(ok)
  })
})
