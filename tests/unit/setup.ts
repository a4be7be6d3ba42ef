import { afterEach, beforeEach, vi } from 'vitest'

// A test fails on an unexpected console.error (CONVENTIONS §7).
let errorSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error')
})
afterEach(() => {
  const calls = errorSpy.mock.calls
  errorSpy.mockRestore()
  if (calls.length > 0) throw new Error(`unexpected console.error: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`)
})
