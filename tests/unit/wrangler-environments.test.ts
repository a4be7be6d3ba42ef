import { experimental_readRawConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'

// Issue 18 §1: Wrangler inherits neither bindings nor vars into [env.production], so each must be
// written out again there; one left out would be missing in production only.
type Table = Record<string, unknown>
const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.toml' }) as { rawConfig: Table }
const production = (rawConfig.env as Record<string, Table>).production ?? {}

const namesOf = (list: unknown, key: string): string[] =>
  Array.isArray(list) ? list.map((item) => String((item as Table)[key])).sort() : []

/** Each kind of binding by the name the worker reads it under. */
function bindings(config: Table): Record<string, string[]> {
  const queues = (config.queues ?? {}) as Table
  const durableObjects = (config.durable_objects ?? {}) as Table
  return {
    d1_databases: namesOf(config.d1_databases, 'binding'),
    r2_buckets: namesOf(config.r2_buckets, 'binding'),
    images: config.images ? [String((config.images as Table).binding)] : [],
    ratelimits: namesOf(config.ratelimits, 'name'),
    durable_objects: namesOf(durableObjects.bindings, 'name'),
    migrations: namesOf(config.migrations, 'tag'),
    'queues.producers': namesOf(queues.producers, 'binding'),
    'queues.consumers': namesOf(queues.consumers, 'queue'),
    send_email: namesOf(config.send_email, 'name'),
    triggers: [JSON.stringify((config.triggers as Table | undefined)?.crons ?? [])],
    vars: Object.keys((config.vars ?? {}) as Table).sort(),
  }
}

describe('wrangler.toml environments', () => {
  it('[env.production] has every binding, trigger, migration and var of the top level', () => {
    const top = bindings(rawConfig)
    const prod = bindings(production)
    for (const [kind, names] of Object.entries(top)) {
      expect(prod[kind], `[env.production] ${kind}`).toEqual(expect.arrayContaining(names))
    }
  })

  it('production says it is production, serves no workers.dev address, and ships only placeholders to replace', () => {
    const vars = production.vars as Table
    expect(vars.ENVIRONMENT).toBe('production')
    expect(production.workers_dev).toBe(false)
    expect(String(vars.PUBLIC_ORIGIN)).toMatch(/^https:\/\/[^/]+\.invalid$/)
    expect(JSON.stringify(production.routes)).toContain('.invalid')
  })

  it('the top level stays the local development setup of npm start', () => {
    expect((rawConfig.vars as Table).ENVIRONMENT).toBe('development')
  })
})
