import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { requireEditor } from '../identity/require-admin'
import { adminFootballCompetitions, adminFootballSeasons, adminFootballTeams } from './admin-football-basics'
import { adminFootballFixtures } from './admin-football-fixtures'
import { adminFootballLineups } from './admin-football-lineups'
import { adminFootballPlayers } from './admin-football-players'
import { adminFootballTables } from './admin-football-tables'

/**
 * /api/admin/football/* (issue 19 §4): football data edited one by one in
 * the back office, an editor's work. Writes are POST/PUT/DELETE (cross-site
 * ones refused by sameOriginWrites), each audited (§9) and version-checked (§10).
 */
export const adminFootball = new Hono<AppEnv>()

adminFootball.use('*', requireEditor)
adminFootball.route('/players', adminFootballPlayers)
adminFootball.route('/fixtures', adminFootballFixtures)
adminFootball.route('/fixtures', adminFootballLineups)
adminFootball.route('/teams', adminFootballTeams)
adminFootball.route('/seasons', adminFootballSeasons)
adminFootball.route('/competitions', adminFootballCompetitions)
adminFootball.route('/league-tables', adminFootballTables)
