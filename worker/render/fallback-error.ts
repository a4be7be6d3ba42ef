import { translator } from '../../shared/i18n'

/**
 * SPEC §2.2: when the error page itself fails, a plain page says so, gives
 * details (status and a short reason, never a stack) and links back home.
 * Its texts come from the same catalogue as the page it stands in for.
 */
export function fallbackErrorResponse(status: number): Response {
  const t = translator('en')
  const detail = status === 404 ? `${t('error.notFound')}.` : t('error.tryAgain')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Error ${status}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.25rem;color:#0b1f3a;background:#f4f6fa}main{max-width:40rem;margin:0 auto}a{color:#0044a9}</style>
</head><body><main>
<h1>${escapeHtml(t('error.fallbackTitle'))}</h1>
<p>${escapeHtml(t('error.fallbackDetails', { status }))} ${escapeHtml(detail)}</p>
<p><a href="/">${escapeHtml(t('error.fallbackBackHome'))}</a></p>
</main></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
