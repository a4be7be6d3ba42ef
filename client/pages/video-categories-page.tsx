import type { VideoCategoriesPage as CategoriesData } from '../../shared/types/video-pages'
import { CategoryCardWidget } from '../components/widgets/category-card-widget'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { useT } from '../hooks/use-t'

/** /videos/categories ('CATEGORIES'): SPEC §2.10 category cards, 400x600 (§9.5), in orderPosition order. */
export function VideoCategoriesPage({ page }: { page: CategoriesData }) {
  const t = useT()
  return (
    <div className="video-hub">
      <VideoHubNav />
      <header className="video-hub__head">
        <div className="container">
          <h1 className="video-hub__title">{t('videoHub.categoriesTitle')}</h1>
        </div>
      </header>
      <div className="container video-hub__body">
        <ul className="video-categories">
          {page.categories.map((category) => (
            <li key={category.slug}>
              <CategoryCardWidget
                block={{
                  type: 'category-card',
                  title: category.name,
                  titleVisibility: category.titleVisibility,
                  imageKey: category.imageKey ?? '',
                  url: category.url,
                }}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
