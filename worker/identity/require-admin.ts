import { createMiddleware } from 'hono/factory'
import { type StaffArea, staffAccess } from '../../shared/rules/staff-access'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { loadViewerAccount } from './viewer'

const REFUSAL: Record<StaffArea, string> = {
  content: 'Editors and administrators only',
  administration: 'Administrators only',
}

/**
 * Issue 19 "Who", SPEC §6: the back office's APIs answer 401 signed out and
 * 403 to a role without the area (shared/rules/staff-access.ts). The role is
 * read from the account now, not only from the token, so a demoted editor
 * loses it at once. Answers are never cached.
 */
export function requireStaff(area: StaffArea) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.header('Cache-Control', 'no-store')
    const viewer = await loadViewerAccount(c)
    const access = staffAccess(viewer?.account.role ?? null, area)
    if (access === 'signIn') return c.json(apiErrorBody('not_signed_in', 'Please log in'), 401)
    if (access === 'forbidden') return c.json(apiErrorBody('forbidden', REFUSAL[area]), 403)
    await next()
  })
}

/** Commerce, accounts and settings: administrators only. */
export const requireAdmin = requireStaff('administration')

/** Content, football data, the match-day console and media: editors and administrators. */
export const requireEditor = requireStaff('content')
