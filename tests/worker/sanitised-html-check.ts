/**
 * An independent check of sanitised HTML (issue 19 §2): the output is parsed
 * again, and every element, attribute and URL held against the allow-list,
 * with regular expressions as a second belt. It shares the policy (the
 * allow-list and the URL rule) with the sanitiser, not its code.
 */
import { decodeHtmlEntities } from '../../shared/rules/html-entities'
import { KEPT_ELEMENTS } from '../../shared/rules/html-allow-list'
import { isSafeUrl } from '../../shared/rules/safe-url'
import { attributesOf } from '../../worker/render/sanitise-html'

const URL_ATTRIBUTES: Record<string, 'link' | 'image'> = { href: 'link', src: 'image' }

/** What is wrong with `html` as sanitiser output; empty when nothing is. */
export async function sanitisedHtmlProblems(html: string): Promise<string[]> {
  const problems: string[] = []
  await new HTMLRewriter()
    .on('*', {
      element(element) {
        const tag = element.tagName.toLowerCase()
        const allowed = Object.hasOwn(KEPT_ELEMENTS, tag) ? KEPT_ELEMENTS[tag] : undefined
        if (!allowed) return void problems.push(`element <${tag}> is not allowed`)
        for (const [name, value] of attributesOf(element)) {
          if (/^on/i.test(name)) problems.push(`<${tag}> has an event handler ${name}`)
          else if (!allowed.includes(name)) problems.push(`<${tag}> has attribute ${name}`)
          const use = URL_ATTRIBUTES[name]
          if (use && !isSafeUrl(value, use)) problems.push(`<${tag} ${name}="${value}"> is not a safe URL`)
        }
        if (tag === 'a' && element.getAttribute('target') !== null && element.getAttribute('rel') !== 'noopener noreferrer') {
          problems.push('<a target> without rel="noopener noreferrer"')
        }
      },
    })
    .onDocument({
      comments: () => void problems.push('a comment'),
      doctype: () => void problems.push('a doctype'),
    })
    .transform(new Response(html))
    .arrayBuffer()

  // The belt: every '<' opens a tag of a kept element or closes one; outside its double-quoted values
  // (the sanitiser escapes '"' inside them) no tag carries a handler or a style, and no URL value starts with a script scheme.
  for (const match of html.matchAll(/<(\/?)([^\s>/]*)((?:[^>"]|"[^"]*")*)>?/g)) {
    const [tag, , name = '', rest = ''] = match
    const known = /^[a-z][a-z0-9]*$/.test(name) && Object.hasOwn(KEPT_ELEMENTS, name)
    if (!known || !tag.endsWith('>')) problems.push(`raw "${tag.slice(0, 40)}"`)
    if (/\son[a-z]*\s*=|\sstyle\s*=/i.test(rest.replace(/"[^"]*"/g, '""'))) problems.push(`tag carries script: ${tag}`)
    for (const [, url = ''] of rest.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser skips these in a URL
      const seen = decodeHtmlEntities(url).replace(/[\u0000-\u0020\u007f]/g, '')
      if (/^(?:java|vb)script:|^data:/i.test(seen)) problems.push(`URL with a script scheme: ${tag}`)
    }
  }
  if (/<\s*\/?\s*script/i.test(html)) problems.push('a script tag')
  return problems
}
