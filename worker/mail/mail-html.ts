/**
 * The HTML part of a mail, made from its text: paragraphs at blank lines,
 * line breaks kept, addresses made into links. Mail clients that show HTML
 * get a clickable link and readable lines; everything is escaped.
 */
import type { Mail } from './mail'

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
}

function withLinks(line: string): string {
  let out = ''
  let last = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    const at = match.index ?? 0
    const url = escapeHtml(match[0])
    out += `${escapeHtml(line.slice(last, at))}<a href="${url}">${url}</a>`
    last = at + match[0].length
  }
  return out + escapeHtml(line.slice(last))
}

export function mailHtml(mail: Mail): string {
  const paragraphs = mail.bodyText
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(withLinks).join('<br>\n')}</p>`)
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a">
${paragraphs}
</body></html>
`
}
