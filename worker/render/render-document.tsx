import { reactRenderer } from '@hono/react-renderer'
import { Hono } from 'hono'
import type { ReactNode } from 'react'
import { App, loadDeferredParts, needsEnglishRest, preparePage } from '../../client/app'
import { userFromClass } from '../../client/state/user-state'
import type { ClassUser } from '../../shared/rules/viewer-class'
import type { BootData, Chrome, PagePayload } from '../../shared/types/page-payload'
import { clientAssets } from '../generated/client-assets'
import { serializeForScript } from './serialize'

interface DocumentJob {
  boot: BootData
  nonce: string
  status: number
  /** Issue 22 §1: the viewer class the page is rendered for (anonymous when absent); never a name. */
  user: ClassUser | null
}

/** The whole document is the client's App (it hydrates <html> itself), so the layout adds nothing around it. */
const documentLayout = ({ children }: { children?: ReactNode }) => <>{children}</>

/**
 * Issue 13 §1: the document goes through @hono/react-renderer (reactRenderer
 * with stream: true) and c.render. The renderer's options are per document
 * (this response's CSP nonce, the boot data), so each document is rendered by
 * this small app with the job as its env: the request's own context is never
 * touched after its response has gone (the edge cache re-renders in the background).
 */
const documentRenderer = new Hono<{ Bindings: DocumentJob }>()

documentRenderer.use('*', (c, next) =>
  reactRenderer(documentLayout, {
    stream: {
      'Content-Type': 'text/html; charset=utf-8',
      // Pages depend on cookies (child-friendly mode, the cookie choice); only the edge cache shares them.
      'Cache-Control': 'private, no-cache',
    },
    readableStreamOptions: {
      nonce: c.env.nonce,
      bootstrapScriptContent: `self.__BOOT__=${serializeForScript(c.env.boot)}`,
      bootstrapModules: [clientAssets.entry],
      // Every Suspense boundary is complete before rendering starts (renderDocument awaits the page's
      // data and code), so each is written in place. React would otherwise move any boundary written
      // after the first 12,800 bytes into a hidden block at the end, shown by an inline script: the
      // deferred footer and the later fixture months (client/components/hydrate-later.tsx) would be
      // invisible without JavaScript, and appear late with it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  })(c, next),
)

documentRenderer.get('*', (c) => {
  // The loader data is already in hand, so the status is real before the first byte.
  c.status(c.env.status as 200)
  return c.render(<App boot={c.env.boot} user={c.env.user ? userFromClass(c.env.user) : undefined} />)
})

// A shell that cannot render is the caller's error (its error page), not a 500 of this inner app.
documentRenderer.onError((err) => {
  throw err
})

/**
 * Streams the server-rendered document. The boot script embeds the same data
 * for hydration (ARCHITECTURE "The way of a request").
 */
export async function renderDocument(
  payload: PagePayload,
  chrome: Chrome,
  nonce: string,
  user: ClassUser | null = null,
): Promise<Response> {
  const modules = new Set([
    ...clientAssets.preload,
    ...(clientAssets.pages[payload.page.kind] ?? []),
    ...(clientAssets.locales[payload.locale] ?? []),
    ...(needsEnglishRest(payload.page.kind) ? clientAssets.englishRest : []),
  ])
  const boot: BootData = {
    payload,
    chrome,
    assets: { css: clientAssets.css, modulePreload: [...modules], videoPlayer: clientAssets.videoPlayer },
  }
  // Everything the document shows, deferred parts too (client/components/deferred.tsx): the HTML is whole without JavaScript.
  await Promise.all([preparePage(payload), loadDeferredParts()])
  return documentRenderer.fetch(new Request('https://document.render/'), { boot, nonce, status: payload.status, user })
}
