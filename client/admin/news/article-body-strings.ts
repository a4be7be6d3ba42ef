/**
 * The article body editor's words (issue 19 §1: the back office's own UI may
 * be English only). Kept in the back office's chunk rather than the site's
 * shared catalogues, which every public page downloads.
 */
export const EDITOR_STRINGS = {
  toolbar: 'Text formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading2: 'H2 heading',
  heading3: 'H3 subheading',
  bulletList: 'Bulleted list',
  orderedList: '1. Numbered list',
  quote: 'Quote',
  link: 'Link',
  linkPrompt: 'Link address: https://…, mailto:… or a page of this site such as /news. Leave empty to remove the link.',
  linkInvalid: 'That link was not added: links start with https://, http://, mailto: or / (a page of this site).',
  image: 'Picture',
  imageInvalid: 'That picture was not added: it must come from the image library and have a text alternative.',
  imageFailed: 'The picture could not be added. Please try again.',
  undo: 'Undo',
  redo: 'Redo',
} as const
