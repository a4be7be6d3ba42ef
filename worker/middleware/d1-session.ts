import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { carriesD1Bookmark, D1_BOOKMARK_COOKIE, D1_BOOKMARK_MAX_AGE_SECONDS, readD1Bookmark } from '../../shared/rules/d1-bookmark'
import { sameConfigAs } from '../config'
import type { AppEnv } from '../env'

/**
 * Issue 13 §3: every request reads and writes through one D1 session
 * (withSession): without a bookmark any replica may answer; with the
 * browser's bookmark, one at least as new as its last write. Writes hand the
 * new bookmark back in an httpOnly cookie, and so does a read that saw a
 * write made for this browser by another request (handBackD1Bookmark: the
 * webhook's grant of a purchase). The request's env gets the session
 * in place of the database, so every query of the request goes through it.
 */
export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const bookmark = readD1Bookmark(getCookie(c, D1_BOOKMARK_COOKIE))
  const session = c.env.DB.withSession(bookmark ?? 'first-unconstrained')
  // A session answers prepare and batch like the database; nothing in a request uses exec or dump.
  const bindings = c.env
  c.env = { ...bindings, DB: session as unknown as D1Database }
  sameConfigAs(bindings, c.env)
  await next()
  const latest = session.getBookmark()
  // A refused request changed nothing (the house rule for bad input), so it has nothing to hand back.
  const handsBack = carriesD1Bookmark(c.req.method) || c.get('handBackD1Bookmark') === true
  if (!handsBack || c.res.status >= 400 || !latest || latest === bookmark) return
  setCookie(c, D1_BOOKMARK_COOKIE, latest, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: D1_BOOKMARK_MAX_AGE_SECONDS,
  })
})
