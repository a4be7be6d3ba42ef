import { getSchema } from '@tiptap/core'
import { articleBodyExtensions } from '../../client/admin/news/article-body-extensions'

/**
 * A body as the back office's editor saves it: built through the editor's own
 * Tiptap schema (the same extensions, in node: getJSON needs no DOM, only the
 * schema), so ProseMirror fills in every attribute the way editor.getJSON() does
 * (heading level, orderedList start and type, the image's width and height, the
 * link's target, rel, class and title).
 */
export const tiptapSchema = getSchema(articleBodyExtensions)

export function tiptapJson(sketch: Record<string, unknown>): Record<string, unknown> {
  return tiptapSchema.nodeFromJSON(sketch).toJSON()
}

const link = (href: string, target?: string) => ({ type: 'link', attrs: target ? { href, target } : { href } })

/** A match report using every node and mark the body allows. */
export function matchReport(): Record<string, unknown> {
  return tiptapJson({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Town won 2-1 at home on Saturday.' }] },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'First half' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Smith ' },
          { type: 'text', text: 'scored', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' early', marks: [{ type: 'italic' }, { type: 'underline' }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'offside', marks: [{ type: 'strike' }] },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'VAR', marks: [{ type: 'code' }] },
          { type: 'text', text: ' — see ' },
          { type: 'text', text: 'the table', marks: [link('/matches/table')] },
          { type: 'text', text: ' and ' },
          { type: 'text', text: 'the league', marks: [link('https://league.example/', '_blank')] },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Line-up' }] },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Jones' }] }] },
          {
            type: 'listItem',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Brown' }] },
              {
                type: 'orderedList',
                content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'sub' }] }] }],
              },
            ],
          },
        ],
      },
      {
        type: 'orderedList',
        attrs: { start: 3 },
        content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Third' }] }] }],
      },
      { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A great day.' }] }] },
      { type: 'horizontalRule' },
      { type: 'image', attrs: { src: 'news/celebration.jpg', alt: 'The players celebrate', title: 'Full time' } },
      { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Next' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Write to ' },
          { type: 'text', text: 'us', marks: [link('mailto:press@club.example')] },
        ],
      },
      { type: 'paragraph' },
    ],
  })
}
