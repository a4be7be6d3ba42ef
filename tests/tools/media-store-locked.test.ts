import { describe, expect, it } from 'vitest'
import { whileLocked } from '../../worker/dev/media-store.mjs'

// media:package writes the database file the running site writes too (`npm start`, the e2e server); SQLite
// refuses the second writer at once (CI met `database is locked: SQLITE_BUSY` halfway through a package).
describe('media:package waits out a locked database', () => {
  const failingTimes = (times: number, message: string) => {
    let calls = 0
    const work = async () => {
      calls += 1
      if (calls <= times) throw new Error(message)
      return 'written'
    }
    return { work, calls: () => calls }
  }

  it.each([
    ['locked twice, then written', 2, 'D1_ERROR: database is locked: SQLITE_BUSY', 'written', 3],
    ['never locked', 0, '', 'written', 1],
  ])('%s', async (_name, times, message, result, calls) => {
    const attempt = failingTimes(times, message)
    await expect(whileLocked(attempt.work)).resolves.toBe(result)
    expect(attempt.calls()).toBe(calls)
  })

  it('any other failure is not tried again', async () => {
    const attempt = failingTimes(5, 'D1_ERROR: no such table: video_entries')
    await expect(whileLocked(attempt.work)).rejects.toThrow('no such table')
    expect(attempt.calls()).toBe(1)
  })

  it('a lock that never clears fails after its attempts', async () => {
    const attempt = failingTimes(10, 'SQLITE_BUSY')
    await expect(whileLocked(attempt.work, 3)).rejects.toThrow('SQLITE_BUSY')
    expect(attempt.calls()).toBe(3)
  })
})
