import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { get, seedDemo } from './helpers'

describe('images from R2 (SPEC §7 image URLs)', () => {
  it('serves a stored image with its type, under a sandboxing policy so an SVG can never run script as the site', async () => {
    await seedDemo({ images: true })
    const settings = JSON.parse(
      (await env.DB.prepare(`SELECT value FROM site_settings WHERE key = 'web'`).first<{ value: string }>())!.value,
    ) as { logoKey: string }
    for (const path of [`/images/${settings.logoKey}`, `/images/400x400/${settings.logoKey}`]) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain('sandbox')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect((await response.text()).startsWith('<svg')).toBe(true)
    }
  })

  it('an SVG carrying script is still served inert', async () => {
    await env.MEDIA.put('images/uploads/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', {
      httpMetadata: { contentType: 'image/svg+xml' },
    })
    const response = await get('/images/uploads/evil.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
  })

  it.each(['/images/a..b.svg', '/images/no-such.svg', '/images/400x400/', '/images/bad$name.svg'])('%s is a plain 404', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
  })
})
