import type { RichTextBlock } from '../../../shared/types/page'

/** Editor-written HTML from the club's CMS, sanitised by the worker's allow-list before it is served (issue 19 §2). */
export function RichTextWidget({ block }: { block: RichTextBlock }) {
  return <div className="prose widget-rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
}
