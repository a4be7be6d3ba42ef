import { renderToReadableStream } from 'react-dom/server'
import { App, preparePage } from '../../client/app'
import type { BootData, Chrome, PagePayload } from '../../shared/types/page-payload'
import { clientAssets } from '../generated/client-assets'
import { serializeForScript } from './serialize'

/**
 * Streams the server-rendered document. The loader data is already in hand,
 * so the status code is real; the boot script embeds the same data for
 * hydration (ARCHITECTURE "The way of a request").
 */
export async function renderDocument(payload: PagePayload, chrome: Chrome, nonce: string): Promise<Response> {
  const modules = new Set([
    ...clientAssets.preload,
    ...(clientAssets.pages[payload.page.kind] ?? []),
    ...(clientAssets.locales[payload.locale] ?? []),
  ])
  const boot: BootData = { payload, chrome, assets: { css: clientAssets.css, modulePreload: [...modules] } }
  await preparePage(payload)
  let renderError: unknown = null
  const stream = await renderToReadableStream(<App boot={boot} />, {
    nonce,
    bootstrapScriptContent: `self.__BOOT__=${serializeForScript(boot)}`,
    bootstrapModules: [clientAssets.entry],
    onError(error) {
      renderError = error
    },
  })
  if (renderError) throw renderError
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    // Pages depend on cookies (child-friendly mode, later the viewer).
    'Cache-Control': 'private, no-cache',
  })
  return new Response(stream, { status: payload.status, headers })
}
