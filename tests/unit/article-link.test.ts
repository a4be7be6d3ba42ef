import { describe, expect, it } from 'vitest'
import { type ArticleLinkCheck, checkArticleLink, MAX_ARTICLE_LINK_LENGTH } from '../../shared/rules/article-link'

// issue 19 §2: the links an article body may hold, as stored.
describe('an article link', () => {
  it.each<[string, string, ArticleLinkCheck['kind'], string?]>([
    ['a web page', 'https://www.example.com/tickets?x=1#a', 'external'],
    ['plain http', 'http://example.com', 'external'],
    ['an upper-case scheme', 'HTTPS://EXAMPLE.COM/', 'external'],
    ['a host with a port', 'https://example.com:8443/path', 'external'],
    ['a host in another script', 'https://مثال.com/', 'external'],
    ['a mail address', 'mailto:press@club.example', 'mail'],
    ['a mail address with a subject', 'mailto:press@club.example?subject=Hello', 'mail'],
    ['a site path', '/news/cup-draw', 'site'],
    ['the home page', '/', 'site'],
    ['a site path with a query and fragment', '/news?page=2#top', 'site'],
    ['empty', '', 'refused', 'empty'],
    ['javascript', 'javascript:alert(1)', 'refused', 'scheme'],
    ['javascript in capitals', 'JavaScript:alert(1)', 'refused', 'scheme'],
    ['javascript with a tab inside', 'java\tscript:alert(1)', 'refused', 'badCharacter'],
    ['javascript after a space', ' javascript:alert(1)', 'refused', 'badCharacter'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>', 'refused', 'scheme'],
    ['vbscript', 'vbscript:msgbox(1)', 'refused', 'scheme'],
    ['a blob URL', 'blob:https://example.com/1', 'refused', 'scheme'],
    ['ftp', 'ftp://example.com/file', 'refused', 'scheme'],
    ['tel', 'tel:+441234567890', 'refused', 'scheme'],
    ['protocol-relative: another host', '//evil.example/x', 'refused', 'malformed'],
    ['a backslash path: another host to a browser', '/\\evil.example', 'refused', 'badCharacter'],
    ['a relative path', 'news/cup-draw', 'refused', 'malformed'],
    ['a fragment only', '#top', 'refused', 'malformed'],
    ['http without a host', 'http://', 'refused', 'malformed'],
    ['http with user info', 'https://user@evil.example/', 'refused', 'malformed'],
    ['http with one slash', 'https:/example.com', 'refused', 'malformed'],
    ['a mail address without @', 'mailto:press', 'refused', 'malformed'],
    ['a newline inside', 'https://example.com/\nx', 'refused', 'badCharacter'],
    ['a line separator inside', 'https://example.com/\u2028x', 'refused', 'badCharacter'],
    ['too long', `https://example.com/${'a'.repeat(MAX_ARTICLE_LINK_LENGTH)}`, 'refused', 'tooLong'],
  ])('%s', (_name, href, kind, reason) => {
    const check = checkArticleLink(href)
    expect(check.kind).toBe(kind)
    if (check.kind === 'refused') expect(check.reason).toBe(reason)
    else expect(check.href).toBe(href)
  })

  it('a link exactly at the length limit is kept', () => {
    const href = `/${'a'.repeat(MAX_ARTICLE_LINK_LENGTH - 1)}`
    expect(checkArticleLink(href).kind).toBe('site')
  })
})
