import { describe, expect, it } from 'vitest'
import { decodeHtmlEntities } from '../../shared/rules/html-entities'
import { isSafeUrl, type UrlUse } from '../../shared/rules/safe-url'

// issue 19 §2: URL attributes of stored HTML keep only schemes that cannot run script.
describe('safe URLs', () => {
  it.each<[string, UrlUse, boolean]>([
    // Links an editor writes.
    ['https://www.town.example/news', 'link', true],
    ['http://example.com/a?b=1&amp;c=2', 'link', true],
    ['HTTPS://EXAMPLE.COM', 'link', true],
    ['mailto:support@town.example', 'link', true],
    ['tel:+441234567890', 'link', true],
    ['/terms-and-conditions', 'link', true],
    ['news/2026/01/02/a', 'link', true],
    ['../up', 'link', true],
    ['?page=2', 'link', true],
    ['#section', 'link', true],
    ['', 'link', true],
    ['  /padded  ', 'link', true],
    ['/a:b', 'link', true],
    ['/search?q=a:b#c:d', 'link', true],
    // Script schemes, as written and disguised.
    ['javascript:alert(1)', 'link', false],
    ['JaVaScRiPt:alert(1)', 'link', false],
    [' javascript:alert(1)', 'link', false],
    ['\u0001javascript:alert(1)', 'link', false],
    ['java\tscript:alert(1)', 'link', false],
    ['java\nscript:alert(1)', 'link', false],
    ['java\u0000script:alert(1)', 'link', false],
    ['java\u200bscript:alert(1)', 'link', false],
    ['jav&#x09;ascript:alert(1)', 'link', false],
    ['jav&#9;ascript:alert(1)', 'link', false],
    ['&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)', 'link', false],
    ['&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)', 'link', false],
    ['&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)', 'link', false],
    ['javascript&colon;alert(1)', 'link', false],
    ['java&Tab;script:alert(1)', 'link', false],
    ['java&NewLine;script:alert(1)', 'link', false],
    ['vbscript:msgbox(1)', 'link', false],
    ['livescript:alert(1)', 'link', false],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'link', false],
    ['about:blank', 'link', false],
    ['file:///etc/passwd', 'link', false],
    ['java script:alert(1)', 'link', false],
    // Protocol-relative: refused.
    ['//evil.example', 'link', false],
    ['\\\\evil.example', 'link', false],
    ['/\\evil.example', 'link', false],
    // Images: http(s) and relative only.
    ['/images/400x400/news/a.jpg', 'image', true],
    ['https://cdn.example/a.png', 'image', true],
    ['http://cdn.example/a.png', 'image', true],
    ['x', 'image', true],
    ['mailto:a@b.example', 'image', false],
    ['data:image/png;base64,iVBORw0KGgo=', 'image', false],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'image', false],
    ['javascript:alert(1)', 'image', false],
  ])('%j as %s: %s', (value, use, safe) => {
    expect(isSafeUrl(value, use)).toBe(safe)
  })
})

describe('attribute character references', () => {
  it.each([
    ['a&amp;b', 'a&b'],
    ['&#106;&#x6a;&#X6A;', 'jjj'],
    ['&#106x', 'jx'],
    ['&colon;&Tab;', ':\t'],
    ['&amp=1', '&amp=1'],
    ['&ampb', '&ampb'],
    ['&amp b', '& b'],
    ['&unknown;', '&unknown;'],
    ['&#0;', '\ufffd'],
    ['&#xD800;', '\ufffd'],
    ['&#x110000;', '\ufffd'],
    ['&#99999999999;', '\ufffd'],
  ])('%j decodes to %j', (raw, decoded) => {
    expect(decodeHtmlEntities(raw)).toBe(decoded)
  })
})
