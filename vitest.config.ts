import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { newSigningKey } from './worker/dev/signing-key.mjs'

// Two projects: pure rules in node, and the worker in workerd with real
// D1, R2 and Durable Objects (TOOLCHAIN "Tests inside workerd").
const migrations = await readD1Migrations('./migrations')
// The worker tests sign sessions with a key of their own, made for this run.
const AUTH_SIGNING_KEY = await newSigningKey()

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: 'test', AUTH_SIGNING_KEY, ATTACK: process.env.ATTACK ?? '' },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['tests/worker/setup.ts'],
        },
      },
    ],
  },
})
