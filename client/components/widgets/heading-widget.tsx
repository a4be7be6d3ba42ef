import type { HeadingBlock } from '../../../shared/types/page'

/** SPEC §2.10 heading: the tag (h1–h6 or span) is the document outline, the size only the look. */
export function HeadingWidget({ block }: { block: HeadingBlock }) {
  const Tag = block.tag
  return <Tag className={`widget-heading widget-heading--${block.size}`}>{block.text}</Tag>
}
