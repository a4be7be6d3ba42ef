import { describe, expect, it } from 'vitest'
import { serializeForScript } from '../../worker/render/serialize'

describe('boot data in an inline script', () => {
  it('cannot close the script element, whatever an editor writes', () => {
    const out = serializeForScript({ body: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script')
    expect(JSON.parse(out)).toEqual({ body: '</script><script>alert(1)</script>' })
  })

  it('keeps line separators from breaking the script', () => {
    const out = serializeForScript({ text: 'a\u2028b\u2029c' })
    expect(out).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(out)).toEqual({ text: 'a\u2028b\u2029c' })
  })
})
