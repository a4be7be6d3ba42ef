import type { PageData } from '../../shared/types/page-payload'
import { useAppSnapshot } from '../state/store-context'
import { pageComponent } from './page-registry'

/** Renders the page component for the payload's kind (loaded beforehand, see page-registry.ts). */
export function PageView() {
  const { payload } = useAppSnapshot()
  const page = payload.page as PageData
  const Page = pageComponent(page.kind)
  return <Page page={page} />
}
