// Issue 20 §4 in the browser needs a match that has been played for a while
// when the test presses full time: the replay is cut from the live window
// between the console's kick-off and full time, and its chapters sit at the
// minutes of the match's events. One such match per project (the desktop and
// phone runs each press full time once), written into the local D1 before the
// server starts, as the account copies are (a second writer under the running
// server met SQLITE_BUSY). They are U21 matches carrying a live video asset of
// their own over the demo's live loop, kicking off (on paper) in 2099, so the
// first team's live match stays the one every other page and test sees.
import { execFileSync } from 'node:child_process'

/** Match ids by project (tests/e2e/video-upload.spec.ts). */
export const REPLAY_MATCHES = { desktop: 990, phone: 991 }
export const REPLAY_SCORER = 'Sam Striker'
const ASSET = 'e2e-replay-video'

export function replayMatchesSql(now = Date.now()) {
  const kickedOff = new Date(now - 95 * 60_000).toISOString()
  const statements = [
    `INSERT INTO stream_assets (id, title, description, media_type, content_kind, playback_id, status, created_at)
       VALUES ('${ASSET}', 'U21 live video', '', 'live-stream', 'video', 'live-video', 'active', '${kickedOff}')`,
  ]
  for (const id of Object.values(REPLAY_MATCHES)) {
    statements.push(
      `INSERT INTO matches (id, team_id, season_id, competition_id, round_label, kickoff, venue, is_home, opponent_name,
          opponent_short_name, home_score, away_score, status, minute, video_asset_id, kicked_off_at)
        SELECT ${id}, (SELECT id FROM teams WHERE slug = 'u21'), season_id, competition_id, '', '2099-01-0${id - 989}T15:00:00.000Z',
          venue, 1, 'Replay Rovers U21', 'Rovers', 1, 0, 'live', 90, '${ASSET}', '${kickedOff}'
        FROM matches WHERE id = 21`,
      `INSERT INTO match_events (match_id, minute, event_type, side, player_name) VALUES
        (${id}, 41, 'goal', 'home', '${REPLAY_SCORER}'), (${id}, 63, 'yellow-card', 'away', 'Rico Rover')`,
    )
  }
  return statements.join(';\n')
}

if (process.argv[1]?.endsWith('replay-matches.mjs')) {
  const [stateDir] = process.argv.slice(2)
  if (!stateDir) throw new Error('usage: node tests/e2e/replay-matches.mjs <state dir>')
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
  execFileSync(npx, ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--command', replayMatchesSql()], {
    stdio: 'pipe',
  })
  console.log(`› replay matches ${Object.values(REPLAY_MATCHES).join(', ')} kicked off 95 minutes ago`)
}
