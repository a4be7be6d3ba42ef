import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { IMAGE_SIZES, imageKeyOfUrl, imageUrl } from '../../../shared/images'
import { checkArticleLink } from '../../../shared/rules/article-link'
import { checkImageKey } from '../../../shared/rules/image-request'

/**
 * The article body editor's document model (issue 19 §2): StarterKit cut down
 * to the nodes and marks shared/schemas/article-document.ts accepts, so what
 * the editor makes is what the save accepts. tests/unit/article-document-schema.test.ts
 * holds the two together. No React here: the unit tests build the same schema in node.
 */

/** The key of an image of our library from an <img src> (a copy inside the editor pastes '/images/1200x675/news/x.jpg'). */
export function imageKeyOfSrc(src: string | null): string | null {
  if (!src?.startsWith('/images/')) return null
  const key = imageKeyOfUrl(src)
  return checkImageKey(key).kind === 'ok' ? key : null
}

// The stored src is a key; the editor shows the picture through the image library
// at the size the article shows it. Pictures pasted from elsewhere are dropped, and
// the markdown input rule (![alt](url)) is off: a body image comes from our library only.
const BodyImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      src: {
        default: null,
        parseHTML: (element: HTMLElement) => imageKeyOfSrc(element.getAttribute('src')),
        renderHTML: (attrs: { src?: string | null }) => (attrs.src ? { src: imageUrl(attrs.src, IMAGE_SIZES.newsHero) } : {}),
      },
    }
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element: HTMLElement) => (imageKeyOfSrc(element.getAttribute('src')) ? null : false) }]
  },
  addInputRules() {
    return []
  },
}).configure({ inline: false, allowBase64: false })

export const articleBodyExtensions = [
  StarterKit.configure({
    codeBlock: false,
    // The page's h1 is the title.
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Tiptap's defaults would open every link in a new tab with rel and class baked into the data.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => checkArticleLink(url).kind !== 'refused',
      // A typed or pasted bare address ('www.example.com') is linked with https, as linkify will write it.
      shouldAutoLink: (text) => checkArticleLink(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`).kind !== 'refused',
    },
  }),
  BodyImage,
]
