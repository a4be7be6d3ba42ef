import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchPlayback } from '../../client/player/playback-reports'
import { announceFailure } from '../../client/player/stream-failure-event'

// Issue 21 §7: what a player reports: the time from play to the first frame, stalls over 2 s, failures.
afterEach(() => vi.useRealTimers())

function media() {
  const element = new EventTarget() as unknown as HTMLMediaElement
  const reports: [string, number][] = []
  const stop = watchPlayback(element, (kind, ms) => reports.push([kind, Math.round(ms)]))
  let now = 0
  // The fake clock moves forward to `ms` (performance.now follows advanceTimersByTime).
  const to = (ms: number) => {
    vi.advanceTimersByTime(ms - now)
    now = ms
  }
  const at = (ms: number, event: string) => {
    to(ms)
    element.dispatchEvent(new Event(event))
  }
  return { element, reports, stop, at, to }
}

describe('watchPlayback', () => {
  it.each<[string, [number, string][], [string, number][]]>([
    [
      'the first frame 1.2 s after play',
      [
        [0, 'play'],
        [1200, 'playing'],
      ],
      [['firstFrame', 1200]],
    ],
    [
      'a stall of 2.5 s is reported',
      [
        [0, 'play'],
        [100, 'playing'],
        [5000, 'waiting'],
        [7500, 'playing'],
      ],
      [
        ['firstFrame', 100],
        ['stall', 2500],
      ],
    ],
    [
      'a stall of exactly 2 s is not',
      [
        [0, 'play'],
        [100, 'playing'],
        [5000, 'waiting'],
        [7000, 'playing'],
      ],
      [['firstFrame', 100]],
    ],
    [
      'buffering before the first frame is not a stall',
      [
        [0, 'play'],
        [10, 'waiting'],
        [4000, 'playing'],
      ],
      [['firstFrame', 4000]],
    ],
    [
      'the first frame is counted once',
      [
        [0, 'play'],
        [300, 'playing'],
        [900, 'pause'],
        [1000, 'play'],
        [1100, 'playing'],
      ],
      [['firstFrame', 300]],
    ],
    [
      'a new source counts again',
      [
        [0, 'play'],
        [300, 'playing'],
        [1000, 'emptied'],
        [2000, 'play'],
        [2600, 'playing'],
      ],
      [
        ['firstFrame', 300],
        ['firstFrame', 600],
      ],
    ],
    [
      'a stall that ends in a pause is reported',
      [
        [0, 'play'],
        [100, 'playing'],
        [200, 'waiting'],
        [3300, 'pause'],
      ],
      [
        ['firstFrame', 100],
        ['stall', 3100],
      ],
    ],
  ])('%s', (_name, events, expected) => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const { reports, at } = media()
    for (const [ms, event] of events) at(ms, event)
    expect(reports).toEqual(expected)
  })

  it('a failure announced by attachStream is reported; an expired token is not (it is renewed)', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const { element, reports, stop } = media()
    announceFailure(element, 'expired')
    announceFailure(element, 'network')
    expect(reports).toEqual([['playbackFailure', 0]])
    stop()
    announceFailure(element, 'media')
    expect(reports).toHaveLength(1)
  })

  it('a stall still going when the player closes is reported', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const { reports, stop, at, to } = media()
    at(0, 'play')
    at(50, 'playing')
    at(100, 'waiting')
    to(9100)
    stop()
    expect(reports).toEqual([
      ['firstFrame', 50],
      ['stall', 9000],
    ])
  })
})
