import { describe, expect, it } from 'vitest'
import { menuLinkVerdict } from '../../shared/rules/menu-link'

describe('a menu entry address (issue 19 §3, SPEC §2.3)', () => {
  it.each([
    ['/news', false, 'internal'],
    ['/videos/browse?category=Full-Match-Replay', false, 'internal'],
    ['/', false, 'internal'],
    ['', false, 'empty'],
    ['', true, 'empty'],
    ['news', false, 'notAPath'],
    ['//evil.example/news', false, 'notAPath'],
    ['/\\evil.example', false, 'notAPath'],
    ['/news page', false, 'notAPath'],
    ['https://tickets.itfc.example', false, 'notAPath'],
    ['javascript:alert(1)', false, 'notAPath'],
    ['https://tickets.itfc.example', true, 'external'],
    ['https://shop.itfc.example/kits?size=m#home', true, 'external'],
    ['https://shop.itfc.example:8443/', true, 'external'],
    // One rule for every editor's link (outbound-link.ts): the scheme exactly as browsers print it.
    ['HTTPS://SHOP.ITFC.EXAMPLE', true, 'notHttps'],
    ['https://SHOP.ITFC.EXAMPLE/Kits', true, 'external'],
    ['/news/../admin', false, 'notAPath'],
    ['http://shop.itfc.example', true, 'notHttps'],
    ['javascript:alert(1)', true, 'notHttps'],
    ['JaVaScRiPt:alert(1)', true, 'notHttps'],
    ['java\tscript:alert(1)', true, 'notHttps'],
    ['data:text/html,<script>alert(1)</script>', true, 'notHttps'],
    ['https://evil.example@shop.itfc.example', true, 'notHttps'],
    ['https://', true, 'notHttps'],
    ['/news', true, 'notHttps'],
    ['https://shop.itfc.example/\u0000', true, 'notHttps'],
  ])('%j (external %s) → %s', (slug, external, verdict) => {
    expect(menuLinkVerdict(slug, external)).toBe(verdict)
  })
})
