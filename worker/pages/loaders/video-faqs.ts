import { faqGroupsRead } from '../../db/faqs'
import { sanitiseFields } from '../../render/sanitise-html'
import type { PageLoader } from '../page-context'

/** /videos/faqs: the five FAQ groups of SPEC §2.10 in the streamer layout. */
export const loadVideoFaqs: PageLoader = async ({ env, settings, read }) => {
  const { groups: stored } = await read({ groups: faqGroupsRead(env.DB) })
  // issue 19 §2: the answers are stored HTML, sanitised on their way to the page.
  const groups = await Promise.all(
    stored.map(async (group) => ({
      ...group,
      entries: await Promise.all(group.entries.map((entry) => sanitiseFields(entry, ['answerHtml']))),
    })),
  )
  const { pageTitlePrefix } = await settings()
  return {
    title: 'FAQs',
    description: `Answers about subscriptions, live streaming and commentary, your account and troubleshooting on ${pageTitlePrefix.streamer}.`,
    page: { kind: 'videoFaqs', groups },
  }
}
