import { describe, expect, it } from 'vitest'
import { importUrl } from '../../client/admin/football/import-api'

// Issue 19 §4: the import page asks the API for exactly what the editor chose.

describe('importUrl', () => {
  it.each([
    [
      { kind: 'fixtures' as const, team: ' u21 ', season: '2025-26', competition: 'ignored' },
      true,
      '/api/admin/imports/fixtures?team=u21&season=2025-26&dryRun=1',
    ],
    [
      { kind: 'table' as const, team: 'women', season: '2025-26', competition: 'wsl-2' },
      false,
      '/api/admin/imports/table?team=women&season=2025-26&dryRun=0&competition=wsl-2',
    ],
    [
      { kind: 'fixtures' as const, team: '', season: '2024-25', competition: '' },
      true,
      '/api/admin/imports/fixtures?team=&season=2024-25&dryRun=1',
    ],
  ])('%o (dry run %s) → %s', (target, dryRun, url) => {
    expect(importUrl(target, dryRun)).toBe(url)
  })
})
