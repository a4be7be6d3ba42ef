import { browsePath } from '../../../shared/rules/browse-filters'
import { videoCategoriesRead } from '../../db/video-collections'
import type { PageLoader } from '../page-context'

/** /videos/categories ('CATEGORIES'): a SPEC §2.10 category card per category, in orderPosition order (§3). */
export const loadVideoCategories: PageLoader = async ({ env, settings, read }) => {
  const { categories } = await read({ categories: videoCategoriesRead(env.DB) })
  const { pageTitlePrefix } = await settings()
  return {
    title: 'Categories',
    description: `Every video category on ${pageTitlePrefix.streamer}.`,
    page: {
      kind: 'videoCategories',
      categories: categories.map((c) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        imageKey: c.imageKey,
        // Each card opens browse filtered by its category.
        url: browsePath({ category: c.slug, team: null, season: null, duration: null }, categories),
        // No category hides its title today; the card honours 'hide' (SPEC §2.10) when one does.
        titleVisibility: 'show' as const,
      })),
    },
  }
}
