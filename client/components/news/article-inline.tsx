import { Fragment, type ReactNode } from 'react'
import { checkArticleLink } from '../../../shared/rules/article-link'
import type { ArticleInline, ArticleLinkAttrs, ArticleMark } from '../../../shared/types/article-document'

/**
 * The text of one block of an article body (issue 19 §2) as React elements:
 * React escapes every string, so text that looks like markup stays text.
 */

type FormatMark = Exclude<ArticleMark, { type: 'link' }>['type']

// Fixed nesting, outermost first, whatever order the marks were stored in: one look for one text.
const FORMATS: readonly [FormatMark, 'strong' | 'em' | 'u' | 's' | 'code'][] = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strike', 's'],
  ['code', 'code'],
]

function linkOf(node: ArticleInline): ArticleLinkAttrs | null {
  const mark = node.marks?.find((m) => m.type === 'link')
  return mark?.type === 'link' ? mark.attrs : null
}

function sameLink(a: ArticleLinkAttrs | null, b: ArticleLinkAttrs | null): boolean {
  return a !== null && b !== null && a.href === b.href && a.target === b.target && (a.title ?? null) === (b.title ?? null)
}

function formatted(node: ArticleInline, key: string): ReactNode {
  if (node.type === 'hardBreak') return <br key={key} />
  const types = new Set(node.marks?.map((m) => m.type))
  let content: ReactNode = node.text
  for (const [mark, Tag] of [...FORMATS].reverse()) if (types.has(mark)) content = <Tag>{content}</Tag>
  return <Fragment key={key}>{content}</Fragment>
}

/**
 * The runs of a paragraph or heading. Neighbouring runs under one link (a bold
 * word inside it splits the run in the JSON) make one <a>, so a reader hears one link.
 */
export function renderInline(content: readonly ArticleInline[], newTabLabel: string): ReactNode[] {
  const out: ReactNode[] = []
  for (let i = 0; i < content.length; ) {
    const link = linkOf(content[i] as ArticleInline)
    let end = i + 1
    while (link && end < content.length && sameLink(link, linkOf(content[end] as ArticleInline))) end++
    const runs = content.slice(i, end).map((node, j) => formatted(node, String(i + j)))
    out.push(link ? <ArticleLink key={`a${i}`} attrs={link} runs={runs} newTabLabel={newTabLabel} /> : runs)
    i = end
  }
  return out.flat()
}

function ArticleLink({ attrs, runs, newTabLabel }: { attrs: ArticleLinkAttrs; runs: ReactNode[]; newTabLabel: string }) {
  const check = checkArticleLink(attrs.href)
  // Checked on save; checked again here so a body stored before the rule, or by hand, still cannot run script.
  if (check.kind === 'refused') return <>{runs}</>
  const newTab = attrs.target === '_blank'
  const rel = check.kind === 'external' ? 'noopener noreferrer' : newTab ? 'noopener' : undefined
  return (
    <a href={check.href} target={newTab ? '_blank' : undefined} rel={rel} title={attrs.title ?? undefined}>
      {runs}
      {newTab ? <span className="visually-hidden">{` ${newTabLabel}`}</span> : null}
    </a>
  )
}
