import { applyD1Migrations, reset } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, vi } from 'vitest'

// Storage is not isolated between tests in this pool version (TOOLCHAIN):
// every test starts from an empty, migrated database.
beforeEach(async () => {
  await reset()
  if (!env.TEST_MIGRATIONS) throw new Error('vitest.config.ts provides TEST_MIGRATIONS')
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
})

// A test fails on an unexpected console.error (CONVENTIONS §7).
let errorSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error')
})
afterEach(() => {
  const calls = errorSpy.mock.calls
  errorSpy.mockRestore()
  if (calls.length > 0) throw new Error(`unexpected console.error: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`)
})
