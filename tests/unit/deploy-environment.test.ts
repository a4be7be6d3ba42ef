import { describe, expect, it } from 'vitest'
import { developmentFeatures, linkOrigin } from '../../shared/rules/deploy-environment'

describe('development-only features (issue 18 §3)', () => {
  it.each([
    ['development', 'on'],
    ['test', 'on'],
    ['production', 'off'],
  ] as const)('in %s they are %s', (environment, expected) => {
    expect(developmentFeatures(environment)).toBe(expected)
  })
})

describe('the origin of links handed out (issue 18 §6)', () => {
  it.each([
    ['production', 'https://www.club.example', 'https://evil.example', 'https://www.club.example'],
    ['production', 'https://www.club.example', 'https://www.club.example', 'https://www.club.example'],
    ['production', 'https://www.club.example', 'http://club-site.workers.dev', 'https://www.club.example'],
    ['development', 'http://localhost:8787', 'http://127.0.0.1:8788', 'http://127.0.0.1:8788'],
    ['test', 'http://localhost:8787', 'http://localhost', 'http://localhost'],
  ] as const)('in %s with PUBLIC_ORIGIN %s and a request to %s: %s', (environment, publicOrigin, requestOrigin, expected) => {
    expect(linkOrigin(environment, publicOrigin, requestOrigin)).toBe(expected)
  })
})
