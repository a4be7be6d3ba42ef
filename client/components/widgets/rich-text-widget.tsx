import type { RichTextBlock } from '../../../shared/types/page'

/** Editor-written HTML from the club's CMS (trusted, as article bodies are). */
export function RichTextWidget({ block }: { block: RichTextBlock }) {
  return <div className="prose widget-rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
}
