import { describe, expect, it } from 'vitest'
import { auditSubjectsFor, isStaff, parseAccountRole, staffAccess } from '../../shared/rules/staff-access'

describe('who may work in which part of the back office (issue 19 "Who")', () => {
  it.each([
    [null, 'content', 'signIn'],
    [null, 'administration', 'signIn'],
    ['supporter', 'content', 'forbidden'],
    ['supporter', 'administration', 'forbidden'],
    ['editor', 'content', 'allowed'],
    ['editor', 'administration', 'forbidden'],
    ['admin', 'content', 'allowed'],
    ['admin', 'administration', 'allowed'],
  ] as const)('%s in %s: %s', (role, area, expected) => {
    expect(staffAccess(role, area)).toBe(expected)
  })

  it.each([
    [null, false],
    ['supporter', false],
    ['editor', true],
    ['admin', true],
  ] as const)('%s opens the back office: %s', (role, expected) => {
    expect(isStaff(role)).toBe(expected)
  })

  it.each([
    ['admin', 'admin'],
    ['editor', 'editor'],
    ['supporter', 'supporter'],
    ['Admin', 'supporter'],
    ['administrator', 'supporter'],
    [undefined, 'supporter'],
    [1, 'supporter'],
  ] as const)('a claimed role %s is read as %s', (value, expected) => {
    expect(parseAccountRole(value)).toBe(expected)
  })
})

describe('which audit entries a role reads (issue 19 §9)', () => {
  it('an administrator reads every entry', () => {
    expect(auditSubjectsFor('admin')).toBe('all')
  })
  it("an editor reads the content's entries, never accounts, vouchers or settings", () => {
    const subjects = auditSubjectsFor('editor')
    expect(subjects).toEqual(expect.arrayContaining(['article', 'page', 'matchEvent', 'player', 'leagueTable']))
    for (const commerce of ['package', 'advert', 'promo', 'sponsor']) expect(subjects).not.toContain(commerce)
    expect(subjects).not.toContain('account')
    expect(subjects).not.toContain('voucher')
    expect(subjects).not.toContain('settings')
  })
  it('a supporter reads none', () => {
    expect(auditSubjectsFor('supporter')).toEqual([])
  })
})
