import { describe, expect, it } from 'vitest'
import { type ConnectionHints, prefetchesPlayer } from '../../shared/rules/player-prefetch'
import type { PageKind } from '../../shared/types/page-payload'

// Issue 9 'Watch Now' / issue 22 §3: the player's code is fetched at idle only on the video pages, never when the
// supporter saves data or the connection is slow.
describe('prefetchesPlayer', () => {
  const fast: ConnectionHints = { effectiveType: '4g', saveData: false }
  it.each<[PageKind, ConnectionHints | undefined, boolean]>([
    ['videoFeed', fast, true],
    ['videoBrowse', fast, true],
    ['videoCollection', fast, true],
    ['videoEntry', fast, true],
    ['videoFeed', undefined, true], // a browser without the Network Information API
    ['videoFeed', {}, true],
    ['videoFeed', { effectiveType: '4g', saveData: true }, false],
    ['videoFeed', { saveData: true }, false],
    ['videoFeed', { effectiveType: '3g' }, false],
    ['videoFeed', { effectiveType: '2g' }, false],
    ['videoFeed', { effectiveType: 'slow-2g' }, false],
    ['home', fast, false],
    ['newsArticle', fast, false],
    ['matchCentre', fast, false],
    ['livePlayer', fast, false],
    ['videoSubscriptions', fast, false],
    ['error', fast, false],
  ])('%s on %j → %s', (kind, connection, expected) => {
    expect(prefetchesPlayer(kind, connection)).toBe(expected)
  })
})
