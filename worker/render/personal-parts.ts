/**
 * Issue 22 §1: the personal parts of a page, written per response as it
 * streams out (HTMLRewriter), never into the copy the edge cache keeps. The
 * copy was rendered for the viewer's class (shared/rules/viewer-class.ts:
 * lock badges, what may be bought, signed in or not); this adds who they are:
 * `self.__VIEWER__` for the client store (client/entry.tsx starts from it, so
 * hydration renders exactly this HTML) and the name on the header's profile
 * button (`data-personal="display-name"`). Also every served copy's CSP nonce.
 */
import { headerName } from '../../shared/rules/header-name'
import type { SessionUser } from '../../shared/types/account'
import { clientAssets } from '../generated/client-assets'
import { serializeForScript } from './serialize'

/** The marked element whose text is the viewer's name (client/components/header/profile-button.tsx). */
export const DISPLAY_NAME_SELECTOR = '[data-personal="display-name"]'

/** The viewer as the client store starts from it; null for nobody signed in. */
export type PersonalParts = SessionUser | null

export interface Personalise {
  /** This response's CSP nonce: the viewer's script carries it. */
  nonce: string
  /** Set it on every element that has one: a served copy carries the nonce of the response that stored it. */
  renonce: boolean
  viewer: PersonalParts
}

/** The inline script that hands the viewer to the client, before the entry module runs. */
export function viewerScript(viewer: SessionUser, nonce: string): string {
  return `<script nonce="${nonce}">self.__VIEWER__=${serializeForScript(viewer)}</script>`
}

/** The response as this viewer gets it; unchanged when there is nothing to write. */
export function personalised(response: Response, { nonce, renonce, viewer }: Personalise): Response {
  if (!renonce && !viewer) return response
  if (!response.headers.get('Content-Type')?.includes('text/html')) return response
  let rewriter = new HTMLRewriter()
  if (renonce) {
    rewriter = rewriter.on('[nonce]', {
      element: (el) => {
        el.setAttribute('nonce', nonce)
      },
    })
  }
  if (viewer) {
    let written = false
    const name = headerName(viewer.displayName)
    rewriter = rewriter
      // Inline, just before the entry module's element: it has run before the entry can (a script runs
      // only once its element is parsed), as the boot data's script has. Not React's: hydration ignores it.
      .on(`script[type="module"][src="${clientAssets.entry}"]`, {
        element: (el) => {
          if (written) return
          written = true
          el.before(viewerScript(viewer, nonce), { html: true })
        },
      })
    if (name) {
      rewriter = rewriter.on(DISPLAY_NAME_SELECTOR, {
        element: (el) => {
          el.setInnerContent(name)
        },
      })
    }
  }
  return rewriter.transform(response)
}
