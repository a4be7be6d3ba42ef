import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { ArticleDocument } from '../../../shared/types/article-document'
import { type PickedImage, toolbarButtons } from './article-body-commands'
import { articleBodyExtensions } from './article-body-extensions'
import { EDITOR_STRINGS } from './article-body-strings'
import { ArticleBodyToolbar, type ToolbarButton } from './article-body-toolbar'

export type { PickedImage } from './article-body-commands'

interface Props {
  /** The body to start from; later values replace the content only when they differ from what the editor last sent. */
  value: ArticleDocument
  onChange: (doc: ArticleDocument) => void
  label: string
  /** Arabic bodies are written right to left. */
  dir: 'ltr' | 'rtl'
  /** The id of the editable area, for a form's error summary to link to. */
  id: string
  /** Asks the editor for a picture (the upload or library dialog); null when they cancel. Without it there is no picture button. */
  onPickImage?: () => Promise<PickedImage | null>
  /** The id of a hint or error shown with the field. */
  describedBy?: string
  invalid?: boolean
}

/**
 * The back office's article body editor (issue 19 §2): Tiptap over the
 * nodes and marks the body schema allows. Back office only (client/admin is a
 * lazy chunk): a public page must never import it.
 */
export function ArticleBodyEditor({ value, onChange, label, dir, id, onPickImage, describedBy, invalid }: Props) {
  const labelId = useId()
  const [message, setMessage] = useState('')
  const sent = useRef<ArticleDocument>(value)
  // The editor keeps the handlers it was made with; this ref hands it the latest onChange.
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  // Options are handed to the editor again on each render (useEditor compares them), so the object is kept stable.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        dir,
        // The page's body styles, so the editor shows the text as the article will.
        class: 'article-body-editor__content news-article__body',
      },
    }),
    [id, labelId, describedBy, invalid, dir],
  )

  const editor = useEditor({
    extensions: articleBodyExtensions,
    content: value,
    // Never rendered on the server: the editor mounts in the browser.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      // The editor's schema is the body schema's subset (article-body-extensions.ts); links still carry
      // Tiptap's rel: null and class: null, which the save's ArticleDocumentSchema drops. Not parsed here:
      // zod stays out of the browser bundle (tests/unit/client-bundle.test.ts), the server validates.
      const doc = current.getJSON() as ArticleDocument
      sent.current = doc
      onChangeRef.current(doc)
    },
  })

  useEffect(() => {
    if (!editor || value === sent.current) return
    sent.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  // useEditorState's store was made before the editor existed (immediatelyRender: false) and keeps a null
  // snapshot until the first transaction: until then the toolbar reads the editor directly.
  const selected = useEditorState({ editor, selector: ({ editor: current }) => current && activeOf(current) })
  const state = selected ?? (editor ? activeOf(editor) : null)

  const buttons: ToolbarButton[] = editor && state ? toolbarButtons(editor, state, setMessage, onPickImage) : []

  return (
    <div className="article-body-editor" dir={dir}>
      <div id={labelId} className="article-body-editor__label">
        {label}
      </div>
      {buttons.length > 0 ? <ArticleBodyToolbar label={EDITOR_STRINGS.toolbar} dir={dir} buttons={buttons} controls={id} /> : null}
      <EditorContent editor={editor} />
      <p className="article-body-editor__message" role="status">
        {message}
      </p>
    </div>
  )
}

/** What the toolbar shows as on or available. */
function activeOf(current: Editor) {
  return {
    bold: current.isActive('bold'),
    italic: current.isActive('italic'),
    heading2: current.isActive('heading', { level: 2 }),
    heading3: current.isActive('heading', { level: 3 }),
    bulletList: current.isActive('bulletList'),
    orderedList: current.isActive('orderedList'),
    quote: current.isActive('blockquote'),
    link: current.isActive('link'),
    canUndo: current.can().undo(),
    canRedo: current.can().redo(),
  }
}
