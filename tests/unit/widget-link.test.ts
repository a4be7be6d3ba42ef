import { describe, expect, it } from 'vitest'
import { widgetLinkKind } from '../../shared/rules/widget-link'

// SPEC §2.10: '/' links are internal, others external (web, or the mailto:/tel: contact schemes).
describe('widgetLinkKind', () => {
  it.each([
    ['/contact-us', 'internal'],
    ['/', 'internal'],
    ['https://tickets.itfc.example', 'web'],
    ['HTTP://example.com/x', 'web'],
    ['mailto:supporters@itfc.example', 'contact'],
    ['mailto:supporters@itfc.example?subject=Tickets', 'contact'],
    ['tel:+441473400500', 'contact'],
    ['tel:01473 400500', 'contact'],
    ['javascript:alert(1)', 'refused'],
    ['JavaScript:alert(1)', 'refused'],
    ['data:text/html,<script>alert(1)</script>', 'refused'],
    ['vbscript:msgbox', 'refused'],
    ['//evil.example', 'refused'],
    ['club', 'refused'],
    ['mailto:', 'refused'],
    ['tel:javascript', 'refused'],
    ['https://', 'refused'],
    ['', 'refused'],
  ] as const)('%j → %s', (link, expected) => {
    expect(widgetLinkKind(link)).toBe(expected)
  })
})
