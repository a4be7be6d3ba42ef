import { vi } from 'vitest'

/**
 * A test fails on an unexpected console.error (CONVENTIONS §7). The setup
 * file arms the guard around every test; a test that expects the server to
 * log takes those lines with takeConsoleErrors() and asserts on them.
 */
let spy: ReturnType<typeof vi.spyOn> | null = null

export function armConsoleGuard(): void {
  spy = vi.spyOn(console, 'error')
}

/** The console.error lines so far (first argument of each), cleared. */
export function takeConsoleErrors(): string[] {
  const lines = spy?.mock.calls.map((call: unknown[]) => String(call[0])) ?? []
  spy?.mockClear()
  return lines
}

export function disarmConsoleGuard(): void {
  const calls = spy?.mock.calls ?? []
  spy?.mockRestore()
  spy = null
  if (calls.length > 0) throw new Error(`unexpected console.error: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`)
}
