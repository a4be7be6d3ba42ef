import { describe, expect, it } from 'vitest'
import { outboundLinkProblem } from '../../shared/rules/outbound-link'

// Issue 19 §6: promos, adverts and sponsor logos link only to a path of ours or an https address.
describe('an outbound link of a promo, an advert or a sponsor', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['/videos/subscriptions', null],
    ['/news?tag=cup#top', null],
    ['https://shop.example.com/kits', null],
    ['javascript:alert(1)', 'notOursOrHttps'],
    ['JAVASCRIPT:alert(1)', 'notOursOrHttps'],
    [' javascript:alert(1)', 'notOursOrHttps'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'notOursOrHttps'],
    ['vbscript:msgbox', 'notOursOrHttps'],
    ['http://example.com/', 'notOursOrHttps'],
    ['HTTPS://example.com/', 'notOursOrHttps'],
    ['//evil.example', 'notOursOrHttps'],
    ['/\\evil.example', 'notOursOrHttps'],
    ['/videos/../admin', 'notOursOrHttps'],
    ['https://user:pass@evil.example/', 'notOursOrHttps'],
    ['https://evil.example/a b', 'notOursOrHttps'],
    ['https:evil.example', 'notOursOrHttps'],
    ['videos', 'notOursOrHttps'],
    [`/${'a'.repeat(2000)}`, 'tooLong'],
    ['/videos/subscriptions', null],
    ['https://partner.example.com/offer?src=footer', null],
    ['HTTPS://partner.example.com', 'notOursOrHttps'],
    ['mailto:club@example.com', 'notOursOrHttps'],
    ['shop.example.com', 'notOursOrHttps'],
    ['/path\u200bhidden', 'notOursOrHttps'],
    ['https://shop.example.com/kits\u202e', 'notOursOrHttps'],
    ['https://', 'notOursOrHttps'],
    ['https://user@evil.example.com', 'notOursOrHttps'],
  ])('%j → %s', (url, problem) => {
    expect(outboundLinkProblem(url)).toBe(problem)
  })
})
