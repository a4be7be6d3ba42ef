import { deferred } from '../deferred'
import { lazyPart } from '../lazy-part'
import type { CategoryCardBlock, PageBlock } from '../../../shared/types/page'
import { AggregatedFeedWidget } from './aggregated-feed-widget'
import { ButtonWidget } from './button-widget'
import { CategoryCardWidget } from './category-card-widget'
import { HeadingWidget } from './heading-widget'
import { RichTextWidget } from './rich-text-widget'

// Only pages that place the packages widget load its code (and the buy flow's).
// Issue 22 §3: a carousel is rendered by the server in full (its slides are links); its code loads once hydration
// has begun, and its arrows work from then (one pressed before is pressed again: early-clicks.ts).
const CarouselWidget = deferred(() => import('./carousel-widget').then((m) => m.CarouselWidget))
const PackagesWidget = lazyPart(() => import('../packages/packages-widget').then((m) => m.PackagesWidget))

type Run = { kind: 'cards'; key: string; cards: CategoryCardBlock[] } | { kind: 'block'; key: string; block: PageBlock }

/** Renders a page's validated blocks in order; neighbouring category cards share one grid. */
export function WidgetBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  const runs: Run[] = []
  blocks.forEach((block, index) => {
    const last = runs[runs.length - 1]
    if (block.type === 'category-card') {
      if (last?.kind === 'cards') last.cards.push(block)
      else runs.push({ kind: 'cards', key: `cards-${index}`, cards: [block] })
    } else runs.push({ kind: 'block', key: `${block.type}-${index}`, block })
  })
  return (
    <div className="widgets">
      {runs.map((run) =>
        run.kind === 'cards' ? (
          <div key={run.key} className="category-cards">
            {run.cards.map((card) => (
              <CategoryCardWidget key={card.url + card.title} block={card} />
            ))}
          </div>
        ) : (
          <Block key={run.key} block={run.block} />
        ),
      )}
    </div>
  )
}

function Block({ block }: { block: PageBlock }) {
  switch (block.type) {
    case 'button':
      return <ButtonWidget block={block} />
    case 'heading':
      return <HeadingWidget block={block} />
    case 'carousel':
      return <CarouselWidget block={block} />
    case 'category-card':
      return <CategoryCardWidget block={block} />
    case 'rich-text':
      return <RichTextWidget block={block} />
    case 'aggregated-feed':
      return <AggregatedFeedWidget block={block} />
    case 'packages':
      return <PackagesWidget settings={block.widget} initialSection={block.section} />
  }
}
