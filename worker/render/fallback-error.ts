/**
 * SPEC §2.2: when the error page itself fails, a plain page says so, gives
 * details (status and a short reason, never a stack) and links back home.
 */
export function fallbackErrorResponse(status: number, detail: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Error ${status}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.25rem;color:#0b1f3a;background:#f4f6fa}main{max-width:40rem;margin:0 auto}a{color:#0044a9}</style>
</head><body><main>
<h1>An error occurred while showing the error page</h1>
<p>Details: error status ${status}. ${escapeHtml(detail)}</p>
<p><a href="/">Back to the home page</a></p>
</main></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
