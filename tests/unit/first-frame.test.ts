import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstFramePainted, nextFirstFrame } from '../../client/player/first-frame'

// Issue 9: the page behind the player waits for the video's first picture, at most a given time (open-video.ts).
describe('nextFirstFrame', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resolves when the first picture is painted, before its cap', async () => {
    vi.useFakeTimers()
    let resolved = false
    const waiting = nextFirstFrame(1_500).then(() => {
      resolved = true
    })
    await vi.advanceTimersByTimeAsync(200)
    expect(resolved).toBe(false)
    firstFramePainted()
    await waiting
    expect(resolved).toBe(true)
  })

  it('resolves at its cap when no picture comes (a refusal, a failure, a slow network)', async () => {
    vi.useFakeTimers()
    let resolved = false
    void nextFirstFrame(1_500).then(() => {
      resolved = true
    })
    await vi.advanceTimersByTimeAsync(1_499)
    expect(resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(resolved).toBe(true)
  })

  it('lets every waiter go at one picture, and a later wait waits for the next one', async () => {
    vi.useFakeTimers()
    const order: string[] = []
    const first = nextFirstFrame(1_500).then(() => order.push('first'))
    const second = nextFirstFrame(1_500).then(() => order.push('second'))
    firstFramePainted()
    await Promise.all([first, second])
    let later = false
    void nextFirstFrame(1_500).then(() => {
      later = true
    })
    await vi.advanceTimersByTimeAsync(100)
    expect(order).toEqual(['first', 'second'])
    expect(later).toBe(false)
  })
})
