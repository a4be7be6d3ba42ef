import type { Editor } from '@tiptap/react'
import { checkArticleLink } from '../../../shared/rules/article-link'
import { checkImageKey } from '../../../shared/rules/image-request'
import { EDITOR_STRINGS } from './article-body-strings'
import type { ToolbarButton } from './article-body-toolbar'

/** A picture chosen for the body: a key of the image library and its text alternative. */
export interface PickedImage {
  key: string
  alt: string
  title?: string
}

type PickImage = () => Promise<PickedImage | null>

/** What the toolbar shows as on (aria-pressed) or available. */
export type Active = Record<
  'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'quote' | 'link' | 'canUndo' | 'canRedo',
  boolean
>

/** The toolbar's buttons (issue 19 §2): formatting toggles, link, picture, undo and redo. */
export function toolbarButtons(
  editor: Editor,
  active: Active,
  say: (message: string) => void,
  onPickImage: PickImage | undefined,
): ToolbarButton[] {
  const chain = () => editor.chain().focus()
  const buttons: ToolbarButton[] = [
    { id: 'bold', label: EDITOR_STRINGS.bold, glyph: 'B', pressed: active.bold, run: () => chain().toggleBold().run() },
    { id: 'italic', label: EDITOR_STRINGS.italic, glyph: 'I', pressed: active.italic, run: () => chain().toggleItalic().run() },
    {
      id: 'h2',
      label: EDITOR_STRINGS.heading2,
      glyph: 'H2',
      pressed: active.heading2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      id: 'h3',
      label: EDITOR_STRINGS.heading3,
      glyph: 'H3',
      pressed: active.heading3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { id: 'ul', label: EDITOR_STRINGS.bulletList, glyph: '•', pressed: active.bulletList, run: () => chain().toggleBulletList().run() },
    { id: 'ol', label: EDITOR_STRINGS.orderedList, glyph: '1.', pressed: active.orderedList, run: () => chain().toggleOrderedList().run() },
    { id: 'quote', label: EDITOR_STRINGS.quote, glyph: '❝', pressed: active.quote, run: () => chain().toggleBlockquote().run() },
    { id: 'link', label: EDITOR_STRINGS.link, glyph: '🔗', pressed: active.link, run: () => editLink(editor, say) },
  ]
  if (onPickImage) {
    buttons.push({
      id: 'image',
      label: EDITOR_STRINGS.image,
      glyph: '🖼',
      run: () => {
        // The picker reports its own failures; a rejection still gets a message rather than nothing.
        pickImage(editor, onPickImage, say).catch(() => say(EDITOR_STRINGS.imageFailed))
      },
    })
  }
  buttons.push(
    { id: 'undo', label: EDITOR_STRINGS.undo, glyph: '↶', disabled: !active.canUndo, run: () => chain().undo().run() },
    { id: 'redo', label: EDITOR_STRINGS.redo, glyph: '↷', disabled: !active.canRedo, run: () => chain().redo().run() },
  )
  return buttons
}

/** Asks for the address, checked by the same rule as the body schema (shared/rules/article-link.ts). */
function editLink(editor: Editor, say: (message: string) => void): void {
  const current = (editor.getAttributes('link').href as string | undefined) ?? ''
  const typed = window.prompt(EDITOR_STRINGS.linkPrompt, current)
  if (typed === null) return
  const href = typed.trim()
  say('')
  if (href === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    return
  }
  if (checkArticleLink(href).kind === 'refused') {
    say(EDITOR_STRINGS.linkInvalid)
    return
  }
  // With nothing selected outside a link, the address itself becomes the linked text.
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run()
    return
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
}

async function pickImage(editor: Editor, onPickImage: PickImage, say: (message: string) => void): Promise<void> {
  const picked = await onPickImage()
  if (!picked) return
  if (checkImageKey(picked.key).kind !== 'ok' || !/\S/.test(picked.alt)) {
    say(EDITOR_STRINGS.imageInvalid)
    return
  }
  say('')
  editor.chain().focus().setImage({ src: picked.key, alt: picked.alt, title: picked.title }).run()
}
