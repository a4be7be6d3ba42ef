import { describe, expect, it } from 'vitest'
import { makeAccount } from './account-factory'
import { staff } from './admin-articles-helpers'
import { Browser } from './auth-helpers'

// Issue 19 §7: administrators look accounts up by email or id and see what each holds and where it is signed in.

describe('looking an account up', () => {
  it('by part of its email or its exact id; its entitlements and sign-ins', async () => {
    const target = await makeAccount({ grants: ['subscriber'] })
    const signedIn = new Browser()
    await signedIn.signIn(target.email, target.password)
    const admin = await staff('admin')
    const byEmail = await admin.fetch(`/api/admin/accounts?q=${encodeURIComponent(target.email.slice(0, 14).toUpperCase())}`)
    expect(byEmail.status).toBe(200)
    const found = ((await byEmail.json()) as { data: Array<{ id: string }> }).data.map((a) => a.id)
    expect(found).toContain(target.ssoId)
    const byId = ((await (await admin.fetch(`/api/admin/accounts?q=${target.ssoId}`)).json()) as { data: Array<{ id: string }> }).data
    expect(byId.map((a) => a.id)).toEqual([target.ssoId])

    const detail = await admin.fetch(`/api/admin/accounts/${target.ssoId}`)
    const account = (
      (await detail.json()) as {
        data: { attributes: { email: string; entitlements: Array<{ code: string }>; signIns: Array<{ ended: boolean }> } }
      }
    ).data.attributes
    expect(account.email).toBe(target.email)
    expect(account.entitlements.map((e) => e.code)).toContain('subscriber')
    expect(account.signIns).toHaveLength(1)
    expect(account.signIns[0]?.ended).toBe(false)
  })

  it('a whole address longer than D1 allows a LIKE pattern (50 bytes) is found', async () => {
    const email = `a-supporter-with-a-rather-long-address-${crypto.randomUUID().slice(0, 8)}@example.com`
    const target = await makeAccount({ email })
    const response = await (await staff('admin')).fetch(`/api/admin/accounts?q=${encodeURIComponent(email.toUpperCase())}`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: Array<{ id: string }> }).data.map((a) => a.id)).toEqual([target.ssoId])
  })

  it('a search of one character is refused with the reason; % and _ match only themselves', async () => {
    const admin = await staff('admin')
    const short = await admin.fetch('/api/admin/accounts?q=a')
    expect(short.status).toBe(400)
    const wildcard = await admin.fetch('/api/admin/accounts?q=%25%25')
    expect(((await wildcard.json()) as { data: unknown[] }).data).toEqual([])
  })

  it('an editor may not look accounts up', async () => {
    expect((await (await staff('editor')).fetch('/api/admin/accounts?q=example')).status).toBe(403)
  })
})
