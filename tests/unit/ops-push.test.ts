import { describe, expect, it } from 'vitest'
import { OPS_PUSH_MS, OPS_QUIET_MS, opsChangeTiming, readOpsFrame } from '../../shared/rules/ops-push'

// Issue 21 §7: when an isolate that recorded figures tells the operations view's object.
describe('opsChangeTiming', () => {
  const at = 1_000_000
  it.each([
    ['never told before', { lastToldAt: 0, quietUntil: 0, pending: false }, at, { tell: 'now' }],
    ['told a second ago or more', { lastToldAt: at - OPS_PUSH_MS, quietUntil: 0, pending: false }, at, { tell: 'now' }],
    [
      'told 300 ms ago: one trailing call',
      { lastToldAt: at - 300, quietUntil: 0, pending: false },
      at,
      { tell: 'later', waitMs: OPS_PUSH_MS - 300 },
    ],
    ['a trailing call already on its way', { lastToldAt: at - 300, quietUntil: 0, pending: true }, at, { tell: 'no' }],
    ['nobody watched when last asked', { lastToldAt: at - 2000, quietUntil: at + OPS_QUIET_MS - 2000, pending: false }, at, { tell: 'no' }],
    ['the quiet time is over', { lastToldAt: at - 9000, quietUntil: at, pending: false }, at, { tell: 'now' }],
  ])('%s', (_name, state, now, expected) => {
    expect(opsChangeTiming(state, now)).toEqual(expected)
  })
})

describe('readOpsFrame', () => {
  it.each([
    ['{"type":"ready"}', { type: 'ready' }],
    ['{"type":"changed"}', { type: 'changed' }],
    ['{"type":"changed","extra":1}', { type: 'changed' }],
    ['pong', null],
    ['{"type":"event"}', null],
    ['not json', null],
    [new ArrayBuffer(4), null],
    [`{"type":"changed","pad":"${'x'.repeat(100)}"}`, null],
  ])('%s', (raw, expected) => {
    expect(readOpsFrame(raw)).toEqual(expected)
  })
})
