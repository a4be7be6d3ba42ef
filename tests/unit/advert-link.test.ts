import { describe, expect, it } from 'vitest'
import { type AdvertLinkState, advertLinkState } from '../../shared/rules/advert-link'

describe('advertLinkState (issue 19 §6)', () => {
  const cases: Array<[string, AdvertLinkState]> = [
    ['/videos/subscriptions', 'internal'],
    ['/news?tag=shop#top', 'internal'],
    ['https://shop.example.com/kits', 'https'],
    ['HTTPS://partner.example.com', 'https'],
    ['', 'empty'],
    ['http://partner.example.com', 'refused'],
    ['javascript:alert(1)', 'refused'],
    ['JavaScript:alert(1)', 'refused'],
    [' javascript:alert(1)', 'refused'],
    ['data:text/html,<script>alert(1)</script>', 'refused'],
    ['//evil.example.com', 'refused'],
    ['/\\evil.example.com', 'refused'],
    ['https://user@evil.example.com', 'refused'],
    ['https://', 'refused'],
    ['https://ok.example.com/a b', 'refused'],
    ['/path\u200bhidden', 'refused'],
    ['mailto:club@example.com', 'refused'],
    ['shop.example.com', 'refused'],
  ]
  it.each(cases)('%j is %s', (link, state) => {
    expect(advertLinkState(link)).toBe(state)
  })
})
