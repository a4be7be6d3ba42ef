import { IMAGE_SIZES } from '../../../shared/images'
import type { CategoryCardBlock } from '../../../shared/types/page'
import { Image } from '../image'

/** SPEC §2.10 category card: a 400x600 image (SPEC §9.5) and a title unless its visibility is 'hide'. */
export function CategoryCardWidget({ block }: { block: CategoryCardBlock }) {
  const hidden = block.titleVisibility === 'hide'
  return (
    <a href={block.url} className="category-card" aria-label={hidden ? block.title : undefined}>
      <Image imageKey={block.imageKey} alt="" size={IMAGE_SIZES.categoryCard} className="category-card__image" />
      {hidden ? null : <span className="category-card__title">{block.title}</span>}
    </a>
  )
}
