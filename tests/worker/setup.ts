import { reset } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach } from 'vitest'
import { forgetPageGenerations } from '../../worker/render/page-cache-purge'
import { armConsoleGuard, disarmConsoleGuard } from './console-guard'
import { migrateEmptyDatabase } from './migrate'

// Storage is not isolated between tests in this pool version (TOOLCHAIN):
// every test starts from an empty, migrated database.
beforeEach(async () => {
  await reset()
  // The edge cache is emptied with the rest: the isolate's short memory of its purge generations goes too.
  forgetPageGenerations()
  if (!env.TEST_MIGRATIONS) throw new Error('vitest.config.ts provides TEST_MIGRATIONS')
  await migrateEmptyDatabase(env.DB, env.TEST_MIGRATIONS)
})

// A test fails on an unexpected console.error (CONVENTIONS §7).
beforeEach(armConsoleGuard)
afterEach(disarmConsoleGuard)
