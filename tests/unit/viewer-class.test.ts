import { describe, expect, it } from 'vitest'
import { HEADER_NAME_MAX, headerName } from '../../shared/rules/header-name'
import { ANONYMOUS_CLASS_KEY, type ViewerClassInput, viewerClassOf } from '../../shared/rules/viewer-class'

const subscriber: ViewerClassInput = {
  role: 'supporter',
  entitlements: ['SUB', 'AUDIO'],
  ownedEntitlements: ['SUB', 'AUDIO'],
  blocked: false,
  bypassed: false,
}

function keyOf(viewer: ViewerClassInput | null): string | null {
  const found = viewerClassOf(viewer)
  return found.shared ? found.key : null
}

describe('the viewer class (issue 22 §1)', () => {
  it('anonymous is its own class, rendered as nobody signed in', () => {
    expect(viewerClassOf(null)).toEqual({
      shared: true,
      key: ANONYMOUS_CLASS_KEY,
      user: { loggedIn: false, entitlements: [], ownedEntitlements: [], blocked: false, bypassed: false, role: 'supporter' },
    })
  })

  it.each([
    ['a supporter', 'supporter', true],
    ['an editor (the header shows staff status)', 'editor', false],
    ['an administrator', 'admin', false],
  ] as const)('%s: shared copy %s', (_name, role, shared) => {
    expect(viewerClassOf({ ...subscriber, role }).shared).toBe(shared)
  })

  it.each<[string, Partial<ViewerClassInput>]>([
    ['fewer codes held', { entitlements: ['SUB'], ownedEntitlements: ['SUB'] }],
    ['no codes (freemium)', { entitlements: [], ownedEntitlements: [] }],
    ['held through a voucher, not owned', { ownedEntitlements: [] }],
    ['blocked', { blocked: true }],
    ['restrictions bypassed', { bypassed: true }],
  ])('%s is another class than the subscriber', (_name, change) => {
    const key = keyOf({ ...subscriber, ...change })
    expect(key).not.toBeNull()
    expect(key).not.toBe(keyOf(subscriber))
    expect(key).not.toBe(ANONYMOUS_CLASS_KEY)
  })

  it('the same codes in another order, or repeated, are the same class', () => {
    expect(keyOf({ ...subscriber, entitlements: ['AUDIO', 'SUB', 'SUB'], ownedEntitlements: ['AUDIO', 'SUB'] })).toBe(keyOf(subscriber))
  })

  it('codes moved between held and owned are not mistaken for each other', () => {
    const a = keyOf({ ...subscriber, entitlements: ['A'], ownedEntitlements: [] })
    const b = keyOf({ ...subscriber, entitlements: [], ownedEntitlements: ['A'] })
    expect(a).not.toBe(b)
  })

  it('the key is short, safe in a URL path and names no code', () => {
    const key = keyOf({ ...subscriber, entitlements: ['SEASON_PASS_2025'], ownedEntitlements: ['SEASON_PASS_2025'] })
    expect(key).toMatch(/^u[0-9a-f]{16}$/)
    expect(key).not.toContain('SEASON')
  })

  it('is stable: the same class gives the same key on every call', () => {
    expect(keyOf(subscriber)).toBe(keyOf({ ...subscriber }))
  })

  it('the class user carries sorted codes and nothing that names the viewer', () => {
    const found = viewerClassOf({ ...subscriber, entitlements: ['SUB', 'AUDIO'] })
    expect(found.user).toEqual({
      loggedIn: true,
      entitlements: ['AUDIO', 'SUB'],
      ownedEntitlements: ['AUDIO', 'SUB'],
      blocked: false,
      bypassed: false,
      role: 'supporter',
    })
  })
})

describe("the header's name (issue 22 §1)", () => {
  it.each([
    ['Sid Subscriber', 'Sid'],
    ['  Fran  Freemium ', 'Fran'],
    ['supporter@example.com', 'supporter@e…'],
    ['', ''],
    ['Maximilianus Augustus', `${'Maximilianus'.slice(0, HEADER_NAME_MAX)}`],
    ['Bartholomew-Alexander Smith', 'Bartholomew…'],
    ['محمد صلاح', 'محمد'],
  ])('%s → %s', (displayName, expected) => {
    expect(headerName(displayName)).toBe(expected)
  })
})
