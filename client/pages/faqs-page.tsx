import type { PageData } from '../../shared/types/page-payload'
import { useT } from '../hooks/use-t'

type FaqData = Extract<PageData, { kind: 'videoFaqs' }>

/**
 * SPEC §2.10 FAQ page: five groups, each question a native disclosure, so
 * it opens with the keyboard and reads without JavaScript.
 */
export function FaqsPage({ page }: { page: FaqData }) {
  const t = useT()
  return (
    <div className="container container--narrow faqs">
      <h1 className="page-title">{t('faq.heading')}</h1>
      <nav aria-label={t('faq.title')} className="faqs__index">
        <ul>
          {page.groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {page.groups.map((group) => (
        <section key={group.id} id={group.id} className="faqs__group" aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`}>{group.title}</h2>
          {group.entries.map((entry) => (
            <details key={entry.heading} className="faqs__entry">
              <summary>{entry.heading}</summary>
              <div className="faqs__answer" dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
            </details>
          ))}
        </section>
      ))}
    </div>
  )
}
