import type { PageData } from '../../shared/types/page-payload'
import { useAppSnapshot } from '../state/store-context'
import { ErrorPage } from './error-page'
import { FaqsPage } from './faqs-page'
import { HomePage } from './home-page'
import { NewsArticlePage } from './news-article-page'
import { NewsListingPage } from './news-listing-page'

/** Picks the page component for the payload's kind. */
export function PageView() {
  const { payload } = useAppSnapshot()
  const page = payload.page as PageData
  switch (page.kind) {
    case 'home':
      return <HomePage page={page} />
    case 'newsListing':
      return <NewsListingPage page={page} />
    case 'newsArticle':
      return <NewsArticlePage page={page} />
    case 'videoFaqs':
      return <FaqsPage page={page} />
    case 'error':
      return <ErrorPage page={page} />
  }
}
