import { IMAGE_SIZES } from '../../../shared/images'
import type { CategoryCardBlock } from '../../../shared/types/page'
import { Image } from '../image'

// widgets.css .category-cards: four columns from 760 px in the 1240 px container, two below.
const CATEGORY_CARD_SIZES = '(min-width: 1240px) 283px, (min-width: 760px) calc(25vw - 27px), calc(50vw - 22px)'

/** SPEC §2.10 category card: a 400x600 image (SPEC §9.5) and a title unless its visibility is 'hide'. */
export function CategoryCardWidget({ block }: { block: CategoryCardBlock }) {
  const hidden = block.titleVisibility === 'hide'
  return (
    <a href={block.url} className="category-card" aria-label={hidden ? block.title : undefined}>
      <Image
        imageKey={block.imageKey}
        alt=""
        size={IMAGE_SIZES.categoryCard}
        sizes={CATEGORY_CARD_SIZES}
        className="category-card__image"
      />
      {hidden ? null : <span className="category-card__title">{block.title}</span>}
    </a>
  )
}
