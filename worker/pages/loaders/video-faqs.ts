import { faqGroupsRead } from '../../db/faqs'
import type { PageLoader } from '../page-context'

/** /videos/faqs: the five FAQ groups of SPEC §2.10 in the streamer layout. */
export const loadVideoFaqs: PageLoader = async ({ env, settings, read }) => {
  const { groups } = await read({ groups: faqGroupsRead(env.DB) })
  const { pageTitlePrefix } = await settings()
  return {
    title: 'FAQs',
    description: `Answers about subscriptions, live streaming and commentary, your account and troubleshooting on ${pageTitlePrefix.streamer}.`,
    page: { kind: 'videoFaqs', groups },
  }
}
