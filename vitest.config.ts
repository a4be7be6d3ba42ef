import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { newSigningKey } from './worker/dev/signing-key.mjs'

// Pure rules in node, and the worker in workerd with real
// D1, R2 and Durable Objects (TOOLCHAIN "Tests inside workerd").
const migrations = await readD1Migrations('./migrations')
// The worker tests sign sessions with a key of their own, made for this run.
const AUTH_SIGNING_KEY = await newSigningKey()

// The match data feed's purge is seen only with the cache on.
const PAGE_CACHE_TESTS = [
  'tests/worker/page-cache.test.ts',
  'tests/worker/page-cache-generations.test.ts',
  'tests/worker/page-cache-signed-in.test.ts',
  'tests/worker/page-cache-signed-in-changes.test.ts',
  'tests/worker/page-cache-signed-in.attack.test.ts',
  'tests/worker/match-events-purge.test.ts',
  'tests/worker/match-console-purge.test.ts',
  'tests/worker/admin-commerce-purge.test.ts',
  'tests/worker/admin-sponsors-purge.test.ts',
  'tests/worker/admin-football-purge.test.ts',
  'tests/worker/admin-pages-cms-purge.test.ts',
  'tests/worker/match-replays-purge.test.ts',
]

// Issue 18: the production environment's own configuration ([env.production] vars and bindings), with fake
// secrets and the origin an operator sets in place of the shipped placeholder.
const PRODUCTION_TESTS = ['tests/worker/**/*.production.test.ts']
const PRODUCTION_SECRETS = { AUTH_SIGNING_KEY, PUBLIC_ORIGIN: 'https://www.town-tv.example' }

function productionPool() {
  return cloudflareTest({
    main: './worker/index.ts',
    wrangler: { configPath: './wrangler.toml', environment: 'production' },
    miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...PRODUCTION_SECRETS } },
  })
}

// Issue 21 §1: the match push spread over several shards, for its own test (elsewhere one shard, as locally).
const SHARDED_TESTS = ['tests/worker/match-push-shards.test.ts']

function workerPool(pageCache: 'on' | 'off', extra: Record<string, string> = {}) {
  return cloudflareTest({
    main: './worker/index.ts',
    wrangler: { configPath: './wrangler.toml' },
    miniflare: {
      bindings: {
        TEST_MIGRATIONS: migrations,
        ENVIRONMENT: 'test',
        IMAGES_BINDING: 'local',
        AUTH_SIGNING_KEY,
        ATTACK: process.env.ATTACK ?? '',
        PAGE_CACHE: pageCache,
        ...extra,
      },
    },
  })
}

// The suite's time is mostly each worker test file's own runtime starting and loading the worker's modules one by one
// from Vite (~3 s a file, ~150 files): the packages of hundreds of files (stripe, zod, jose, hono) are pre-bundled
// into one module each, and two files run at once (Vitest's default on 2 cores is one; a file's runtime spends much
// of its start waiting on those module requests, so the second core was mostly idle). 24 -> 15 minutes here.
const WORKER_DEPS = {
  optimizer: {
    ssr: {
      enabled: true,
      include: ['stripe', 'zod', 'jose', 'hono', 'hono/cookie', 'hono/factory', 'hono/http-exception', 'oauth4webapi'],
    },
  },
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      // Node tests that run a whole command (ffmpeg, wrangler's local state): seconds each, not milliseconds.
      // No console.error check: workerd under getPlatformProxy warns there about the Durable Objects it does not run.
      {
        test: {
          name: 'tools',
          environment: 'node',
          include: ['tests/tools/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        plugins: [workerPool('off')],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          exclude: [...PAGE_CACHE_TESTS, ...PRODUCTION_TESTS, ...SHARDED_TESTS],
          setupFiles: ['tests/worker/setup.ts'],
          deps: WORKER_DEPS,
        },
      },
      // The edge cache for HTML on (issue 13 §2), for its own tests only: elsewhere tests
      // change content and read the page again, which in production goes with a purge.
      {
        plugins: [workerPool('on')],
        test: {
          name: 'worker-cache',
          include: PAGE_CACHE_TESTS,
          setupFiles: ['tests/worker/setup.ts'],
          deps: WORKER_DEPS,
        },
      },
      {
        plugins: [workerPool('off', { MATCH_ROOM_SHARDS: '3' })],
        test: {
          name: 'worker-shards',
          include: SHARDED_TESTS,
          setupFiles: ['tests/worker/setup.ts'],
          deps: WORKER_DEPS,
        },
      },
      {
        plugins: [productionPool()],
        test: {
          name: 'worker-production',
          include: PRODUCTION_TESTS,
          setupFiles: ['tests/worker/setup.ts'],
          deps: WORKER_DEPS,
        },
      },
    ],
  },
})
