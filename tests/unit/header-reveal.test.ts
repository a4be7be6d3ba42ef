import { describe, expect, it } from 'vitest'
import { type HeaderRevealState, headerRevealState, streamerHeaderState } from '../../shared/rules/header-reveal'

describe('headerRevealState follows SPEC §2.4 (hide down, show up, sticky after 300 px, always shown above 90 px)', () => {
  it.each<[number, number, HeaderRevealState, HeaderRevealState]>([
    // [previousY, scrollY, current, next]
    [0, 0, 'top', 'top'],
    [0, 90, 'top', 'top'],
    [0, 91, 'top', 'released'],
    [100, 250, 'released', 'released'],
    [250, 299, 'released', 'released'],
    [250, 300, 'released', 'released'],
    [400, 800, 'released', 'released'],
    [400, 800, 'hidden', 'hidden'],
    [800, 700, 'released', 'revealed'],
    [800, 700, 'hidden', 'revealed'],
    [700, 650, 'revealed', 'revealed'],
    [650, 900, 'revealed', 'hidden'],
    // Scrolling up below the threshold: a sticky header stays with the visitor.
    [400, 200, 'revealed', 'revealed'],
    [400, 200, 'hidden', 'revealed'],
    // Not sticky yet: scrolling up between 90 and 300 px leaves it in the page.
    [250, 150, 'released', 'released'],
    // Above the header height it is always shown, whatever came before.
    [400, 60, 'revealed', 'top'],
    [400, 0, 'hidden', 'top'],
    [-20, -40, 'top', 'top'],
    // Jitter below the tolerance keeps the state.
    [800, 802, 'revealed', 'revealed'],
    [800, 798, 'hidden', 'hidden'],
    // Landing mid-page (reload, anchor) counts as scrolling down.
    [1000, 1000, 'top', 'released'],
    [200, 200, 'top', 'released'],
  ])('from %i to %i while %s → %s', (previousY, scrollY, current, next) => {
    expect(headerRevealState({ previousY, scrollY, current })).toBe(next)
  })
})

describe('streamerHeaderState', () => {
  it.each([
    [true, 'static'],
    [false, 'sticky'],
  ] as const)('trigger intersecting %s → %s', (intersecting, state) => {
    expect(streamerHeaderState(intersecting)).toBe(state)
  })
})
