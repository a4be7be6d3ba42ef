import { describe, expect, it } from 'vitest'
import { configOf, sameConfigAs } from '../../worker/config'
import { newSigningKey } from '../../worker/dev/signing-key.mjs'

const bindings = { ENVIRONMENT: 'development', PUBLIC_ORIGIN: 'http://localhost:8787', AUTH_SIGNING_KEY: await newSigningKey(), DB: 'db' }

// Issue 21 (the soak): the settings are read once per isolate, also for a request's env with its D1 swapped for a session.
describe('one configuration per set of bindings', () => {
  it('a request env derived from the bindings shares their configuration instead of reading it again', () => {
    const derived = { ...bindings, DB: 'session' }
    sameConfigAs(bindings, derived)
    expect(configOf(derived)).toBe(configOf(bindings))
  })

  it('an env not derived so is read for itself', () => {
    const other = { ...bindings, PUBLIC_ORIGIN: 'http://127.0.0.1:8791' }
    expect(configOf(other)).not.toBe(configOf(bindings))
    expect(configOf(other).site.PUBLIC_ORIGIN).toBe('http://127.0.0.1:8791')
  })
})
