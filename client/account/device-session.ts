/**
 * SPEC §3 user state sessionID: a random integer from 1 to 1,000,000 that
 * names this device in tracking events (§3 tracking event). It is kept in
 * localStorage so one device keeps one id across visits; where storage is
 * refused (private modes, blocked storage) it lasts for the page only.
 */
const KEY = 'club_session_id'
const MAX = 1_000_000

const randomId = () => 1 + Math.floor(Math.random() * MAX)

function isValid(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX
}

let fallback = 0

export function deviceSessionId(): number {
  try {
    const stored = Number(localStorage.getItem(KEY))
    if (isValid(stored)) return stored
    const id = randomId()
    localStorage.setItem(KEY, String(id))
    return id
  } catch {
    if (fallback === 0) fallback = randomId()
    return fallback
  }
}
