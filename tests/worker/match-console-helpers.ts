/** Helpers of the match-day console's worker tests (issue 19 §5). */
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { MatchEvent, MatchLiveState } from '../../shared/types/football'
import type { MatchConsoleState } from '../../shared/types/match-console'
import { makeAccount } from './account-factory'
import { type ApiError, Browser } from './auth-helpers'

export const LIVE = 21

export async function signedIn(role?: 'editor' | 'admin'): Promise<Browser> {
  const account = await makeAccount({ role })
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return browser
}

export function send(browser: Browser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return browser.fetch(path, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

export async function consoleOf(browser: Browser, id: number): Promise<MatchConsoleState> {
  const response = await browser.fetch(`/api/admin/matches/${id}/console`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { attributes: MatchConsoleState } }).data.attributes
}

export async function live(id: number): Promise<MatchLiveState> {
  const response = await new Browser().fetch(`/api/matches/${id}/live`)
  return ((await response.json()) as { data: { attributes: MatchLiveState } }).data.attributes
}

export const codeOf = async (response: Response) => ((await response.json()) as ApiError).errors[0]?.code

/** What a refused request must leave as it was: the match row, its events, the streams and the audit log. */
export async function snapshot(id: number) {
  const match = await env.DB.prepare('SELECT * FROM matches WHERE id = ?').bind(id).first()
  const events = await env.DB.prepare('SELECT * FROM match_events WHERE match_id = ? ORDER BY id').bind(id).all()
  const streams = await env.DB.prepare('SELECT id, status FROM stream_assets ORDER BY id').all()
  const audit = await env.DB.prepare('SELECT count(*) AS n FROM audit_log').first<{ n: number }>()
  return { match, events: events.results, streams: streams.results, audit: audit?.n }
}

export async function lastAudit() {
  return env.DB.prepare(
    'SELECT action, subject_type, subject_id, actor_email, before_json, after_json FROM audit_log ORDER BY id DESC LIMIT 1',
  ).first<{
    action: string
    subject_type: string
    subject_id: string
    actor_email: string
    before_json: string | null
    after_json: string | null
  }>()
}

export async function upcomingMatch(): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM matches WHERE status = 'upcoming' ORDER BY kickoff LIMIT 1").first<{ id: number }>()
  if (!row) throw new Error('the seed has no upcoming match')
  return row.id
}

export async function addEvent(browser: Browser, id: number, attributes: Record<string, unknown>): Promise<MatchEvent> {
  const response = await browser.post(`/api/admin/matches/${id}/events`, { data: { type: 'matchEvent', attributes } })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { attributes: MatchEvent } }).data.attributes
}
