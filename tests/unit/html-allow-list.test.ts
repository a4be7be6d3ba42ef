import { describe, expect, it } from 'vitest'
import { elementVerdict, keptAttributes, keptAttributeValue } from '../../shared/rules/html-allow-list'
import { closedBeforeStart } from '../../shared/rules/html-nesting'

// issue 19 §2: what stored HTML keeps.
describe('element verdicts', () => {
  it.each([
    ['p', 'keep'],
    ['H2', 'keep'],
    ['a', 'keep'],
    ['img', 'keep'],
    ['cite', 'keep'],
    ['td', 'keep'],
    ['script', 'drop'],
    ['SCRIPT', 'drop'],
    ['style', 'drop'],
    ['iframe', 'drop'],
    ['svg', 'drop'],
    ['math', 'drop'],
    ['noscript', 'drop'],
    ['template', 'drop'],
    ['object', 'drop'],
    ['embed', 'drop'],
    ['base', 'drop'],
    ['meta', 'drop'],
    ['form', 'drop'],
    ['textarea', 'drop'],
    ['xmp', 'drop'],
    ['plaintext', 'drop'],
    ['h1', 'unwrap'],
    ['font', 'unwrap'],
    ['custom-element', 'unwrap'],
    ['image', 'unwrap'],
    ['constructor', 'unwrap'],
    ['__proto__', 'unwrap'],
  ])('<%s> is %s', (tag, verdict) => {
    expect(elementVerdict(tag)).toBe(verdict)
  })
})

describe('attribute values', () => {
  it.each<[string, string, string, string | null]>([
    ['a', 'href', '/news', '/news'],
    ['a', 'href', ' https://example.com ', 'https://example.com'],
    ['a', 'href', 'javascript:alert(1)', null],
    ['a', 'HREF', 'java\tscript:alert(1)', null],
    ['a', 'title', '"><script>', '"><script>'],
    ['a', 'target', '_blank', '_blank'],
    ['a', 'target', '_BLANK', '_blank'],
    ['a', 'target', '_top', null],
    ['a', 'rel', 'opener', null],
    ['a', 'onclick', 'alert(1)', null],
    ['a', 'style', 'color:red', null],
    ['a', 'id', 'x', null],
    ['a', 'name', 'x', null],
    ['a', 'class', 'x', null],
    ['img', 'src', '/images/a.jpg', '/images/a.jpg'],
    ['img', 'src', 'data:image/png;base64,AAAA', null],
    ['img', 'srcset', 'a.jpg 1x', null],
    ['img', 'onerror', 'alert(1)', null],
    ['img', 'width', '800', '800'],
    ['img', 'width', '100%', null],
    ['img', 'loading', 'LAZY', 'lazy'],
    ['img', 'loading', 'soon', null],
    ['td', 'colspan', '2', '2'],
    ['td', 'colspan', '2;x', null],
    ['ol', 'start', '3', '3'],
    ['p', 'title', 'x', null],
    ['p', 'href', '/x', null],
    ['blockquote', 'cite', 'javascript:alert(1)', null],
    ['unknown', 'title', 'x', null],
    ['constructor', 'title', 'x', null],
  ])('<%s %s=%j> keeps %j', (tag, name, value, kept) => {
    expect(keptAttributeValue(tag, name, value)).toBe(kept)
  })

  it('keeps the first of a repeated attribute and adds rel beside target=_blank', () => {
    expect(
      keptAttributes('a', [
        ['href', '/first'],
        ['HREF', 'javascript:alert(1)'],
        ['rel', 'opener'],
        ['target', '_blank'],
      ]),
    ).toEqual([
      ['href', '/first'],
      ['target', '_blank'],
      ['rel', 'noopener noreferrer'],
    ])
  })
})

describe('elements closed without their end tag', () => {
  it.each<[string, string[], string[]]>([
    ['p', ['p'], ['p']],
    ['h2', ['div', 'p'], ['p']],
    ['ul', ['p', 'strong'], ['p']],
    ['strong', ['p'], []],
    ['p', ['table', 'tr', 'td'], []],
    ['p', ['p', 'table', 'tr', 'td'], []],
    ['li', ['ul', 'li', 'p'], ['p', 'li']],
    ['li', ['ul', 'li', 'ul'], []],
    ['h3', ['h2'], ['h2']],
    ['a', ['p', 'a', 'b'], ['a']],
    ['td', ['table', 'tr', 'td', 'p'], ['td']],
    ['tr', ['table', 'tbody', 'tr', 'td'], ['tr']],
    ['tbody', ['table', 'thead', 'tr'], ['thead']],
  ])('<%s> with %j open closes %j', (tag, open, closed) => {
    expect(closedBeforeStart(tag, open)).toEqual(closed)
  })
})
