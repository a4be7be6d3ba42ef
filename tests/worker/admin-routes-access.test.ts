import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { type ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'

// Issue 19 "Who" and "Tests that must exist": every /api/admin/* route refuses anonymous and supporter
// accounts, and the administrator's own routes refuse editors, before it reads a body or touches a row.

type Area = 'content' | 'administration'
const ROUTES: ReadonlyArray<readonly [method: string, path: string, area: Area]> = [
  ['GET', '/api/admin/dashboard', 'content'],
  ['GET', '/api/admin/news-categories', 'content'],
  ['GET', '/api/admin/articles', 'content'],
  ['POST', '/api/admin/articles', 'content'],
  ['GET', '/api/admin/articles/1', 'content'],
  ['PUT', '/api/admin/articles/1', 'content'],
  ['DELETE', '/api/admin/articles/1', 'content'],
  ['POST', '/api/admin/articles/1/publish', 'content'],
  ['POST', '/api/admin/articles/1/unpublish', 'content'],
  ['GET', '/api/admin/audit', 'content'],
  ['POST', '/api/admin/pictures', 'content'],
  ['POST', '/api/admin/matches/21/events', 'content'],
  ['GET', '/api/admin/matches/21/console', 'content'],
  ['POST', '/api/admin/matches/21/status', 'content'],
  ['PUT', '/api/admin/matches/21/events/1', 'content'],
  ['DELETE', '/api/admin/matches/21/events/1', 'content'],
  ['POST', '/api/admin/matches/21/streams/live-audio-commentary/status', 'content'],
  ['POST', '/api/admin/matches/21/replay', 'content'],
  ['POST', '/api/admin/imports/fixtures', 'content'],
  ['POST', '/api/admin/imports/table', 'content'],
  ['GET', '/api/admin/accounts?q=example', 'administration'],
  // Issue 21 §6: the club's notices during an incident.
  ['GET', '/api/admin/notices', 'administration'],
  ['POST', '/api/admin/notices', 'administration'],
  ['DELETE', '/api/admin/notices/1', 'administration'],
  ['GET', '/api/admin/accounts/demo-supporter', 'administration'],
  ['POST', '/api/admin/accounts/demo-supporter/block', 'administration'],
  ['POST', '/api/admin/accounts/demo-supporter/entitlements', 'administration'],
  ['DELETE', '/api/admin/accounts/demo-supporter/entitlements/1', 'administration'],
  ['POST', '/api/admin/accounts/demo-supporter/devices/end', 'administration'],
  ['PUT', '/api/admin/accounts/demo-supporter/stream-limit', 'administration'],
  ['GET', '/api/admin/settings', 'administration'],
  ['PUT', '/api/admin/settings', 'administration'],
  ['GET', '/api/admin/vouchers', 'administration'],
  ['POST', '/api/admin/vouchers', 'administration'],
  ['GET', '/api/admin/vouchers/1/redemptions', 'administration'],
  ['POST', '/api/admin/vouchers/1/withdraw', 'administration'],
  ['GET', '/api/admin/adverts/report', 'administration'],
  ['GET', '/api/admin/configuration', 'administration'],
  ['GET', '/api/admin/packages', 'administration'],
  ['POST', '/api/admin/packages', 'administration'],
  ['GET', '/api/admin/packages/match-pass', 'administration'],
  ['PUT', '/api/admin/packages/match-pass', 'administration'],
  ['POST', '/api/admin/packages/match-pass/withdraw', 'administration'],
  ['DELETE', '/api/admin/packages/match-pass', 'administration'],
  ['GET', '/api/admin/promos', 'administration'],
  ['POST', '/api/admin/promos', 'administration'],
  ['GET', '/api/admin/promos/1', 'administration'],
  ['PUT', '/api/admin/promos/1', 'administration'],
  ['DELETE', '/api/admin/promos/1', 'administration'],
  ['GET', '/api/admin/adverts', 'administration'],
  ['POST', '/api/admin/adverts', 'administration'],
  ['GET', '/api/admin/adverts/1', 'administration'],
  ['PUT', '/api/admin/adverts/1', 'administration'],
  ['DELETE', '/api/admin/adverts/1', 'administration'],
  ['GET', '/api/admin/slot-adverts', 'administration'],
  ['POST', '/api/admin/slot-adverts', 'administration'],
  ['GET', '/api/admin/slot-adverts/1', 'administration'],
  ['PUT', '/api/admin/slot-adverts/1', 'administration'],
  ['DELETE', '/api/admin/slot-adverts/1', 'administration'],
  ['GET', '/api/admin/sponsors', 'administration'],
  ['POST', '/api/admin/sponsors', 'administration'],
  ['GET', '/api/admin/sponsors/1', 'administration'],
  ['PUT', '/api/admin/sponsors/1', 'administration'],
  ['DELETE', '/api/admin/sponsors/1', 'administration'],
  ['GET', '/api/admin/sponsor-rows', 'administration'],
  ['POST', '/api/admin/sponsor-rows', 'administration'],
  ['GET', '/api/admin/sponsor-rows/1', 'administration'],
  ['PUT', '/api/admin/sponsor-rows/1', 'administration'],
  ['DELETE', '/api/admin/sponsor-rows/1', 'administration'],
  ['POST', '/api/admin/sponsor-rows/1/order', 'administration'],
  ['GET', '/api/admin/sponsor-slots', 'administration'],
  ['POST', '/api/admin/sponsor-slots', 'administration'],
  ['GET', '/api/admin/sponsor-slots/1', 'administration'],
  ['PUT', '/api/admin/sponsor-slots/1', 'administration'],
  ['DELETE', '/api/admin/sponsor-slots/1', 'administration'],
  ['GET', '/api/admin/football/players', 'content'],
  ['POST', '/api/admin/football/players', 'content'],
  ['GET', '/api/admin/football/players/1', 'content'],
  ['PUT', '/api/admin/football/players/1', 'content'],
  ['DELETE', '/api/admin/football/players/1', 'content'],
  ['GET', '/api/admin/football/fixtures', 'content'],
  ['POST', '/api/admin/football/fixtures', 'content'],
  ['GET', '/api/admin/football/fixtures/21', 'content'],
  ['PUT', '/api/admin/football/fixtures/21', 'content'],
  ['DELETE', '/api/admin/football/fixtures/21', 'content'],
  ['GET', '/api/admin/football/fixtures/21/lineup', 'content'],
  ['PUT', '/api/admin/football/fixtures/21/lineup', 'content'],
  ['GET', '/api/admin/football/teams', 'content'],
  ['POST', '/api/admin/football/teams', 'content'],
  ['GET', '/api/admin/football/teams/1', 'content'],
  ['PUT', '/api/admin/football/teams/1', 'content'],
  ['DELETE', '/api/admin/football/teams/1', 'content'],
  ['GET', '/api/admin/football/seasons', 'content'],
  ['POST', '/api/admin/football/seasons', 'content'],
  ['PUT', '/api/admin/football/seasons/2025', 'content'],
  ['DELETE', '/api/admin/football/seasons/2025', 'content'],
  ['GET', '/api/admin/football/competitions', 'content'],
  ['POST', '/api/admin/football/competitions', 'content'],
  ['PUT', '/api/admin/football/competitions/1', 'content'],
  ['DELETE', '/api/admin/football/competitions/1', 'content'],
  ['GET', '/api/admin/football/league-tables?seasonId=2025&competitionId=1', 'content'],
  ['PUT', '/api/admin/football/league-tables/1', 'content'],
  ['GET', '/api/admin/pages', 'content'],
  ['POST', '/api/admin/pages', 'content'],
  ['GET', '/api/admin/pages/1', 'content'],
  ['PUT', '/api/admin/pages/1', 'content'],
  ['DELETE', '/api/admin/pages/1', 'content'],
  ['POST', '/api/admin/pages/1/publish', 'content'],
  ['POST', '/api/admin/pages/1/unpublish', 'content'],
  ['POST', '/api/admin/pages/1/move', 'content'],
  ['GET', '/api/admin/menus', 'content'],
  ['GET', '/api/admin/menus/primary', 'content'],
  ['PUT', '/api/admin/menus/primary', 'content'],
  ['PUT', '/api/admin/videos/1_test/captions/en', 'content'],
  ['DELETE', '/api/admin/videos/1_test/captions/ar', 'content'],
  // Issue 20 §2: the back office's videos and the tus uploads (editors).
  ['GET', '/api/admin/videos', 'content'],
  ['GET', '/api/admin/videos/choices', 'content'],
  ['GET', '/api/admin/videos/1_abcdef0123', 'content'],
  ['PUT', '/api/admin/videos/1_abcdef0123', 'content'],
  ['DELETE', '/api/admin/videos/1_abcdef0123', 'content'],
  ['POST', '/api/admin/uploads', 'content'],
  // tus HEAD is answered by this GET route (OPTIONS: tests/worker/video-uploads.test.ts).
  ['GET', '/api/admin/uploads/0123456789abcdef0123456789abcdef', 'content'],
  ['PATCH', '/api/admin/uploads/0123456789abcdef0123456789abcdef', 'content'],
  ['DELETE', '/api/admin/uploads/0123456789abcdef0123456789abcdef', 'content'],
  // Issue 21 §7: the operations figures (administrators).
  ['GET', '/api/admin/ops', 'administration'],
  ['GET', '/api/admin/ops?minutes=0', 'administration'],
  ['GET', '/api/admin/ops/socket', 'administration'],
]

const send = (browser: Browser, method: string, path: string, headers: Record<string, string> = {}) =>
  browser.fetch(path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: method === 'GET' ? undefined : '{}' })

const codeOf = async (response: Response) => ((await response.json()) as ApiError).errors[0]?.code

beforeEach(() => seedDemo())

describe('every back-office route', () => {
  it.each(ROUTES)('%s %s: 401 signed out, 403 to a supporter', async (method, path) => {
    const anonymous = await send(new Browser(), method, path)
    expect(anonymous.status).toBe(401)
    expect(await codeOf(anonymous)).toBe('not_signed_in')
    const supporter = await send(await staff(null), method, path)
    expect(supporter.status).toBe(403)
    expect(await codeOf(supporter)).toBe('forbidden')
  })

  it.each(ROUTES.filter(([, , area]) => area === 'administration'))('%s %s: 403 to an editor', async (method, path) => {
    const response = await send(await staff('editor'), method, path)
    expect(response.status).toBe(403)
    expect(((await response.json()) as ApiError).errors[0]).toEqual({ code: 'forbidden', message: 'Administrators only' })
  })

  it.each(ROUTES.filter(([method]) => method !== 'GET'))('%s %s: refused from another site, whoever asks', async (method, path) => {
    const response = await send(await staff('admin'), method, path, { Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await codeOf(response)).toBe('cross_site_request')
  })
})
