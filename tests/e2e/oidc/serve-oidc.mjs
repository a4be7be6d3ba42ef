// Issue 18 §10: a real, certified OpenID provider (panva's oidc-provider, on its
// defaults) and a second site configured for it (IDENTITY_PROVIDER=oidc), both
// on loopback, for tests/e2e/oidc-sign-in.spec.ts. Started by playwright.config.ts
// with OIDC_E2E (./settings.ts) in the environment; SIGTERM stops both.
//
// What differs from the provider's defaults, and why:
// - clients: the site's (client_secret_post, as the site authenticates) and
//   another application's, both registered with the site's redirect URI;
// - findAccount: any login at its development login page is an account, with an
//   address and names (the default has only `sub`);
// - claims: the standard `email` and `profile` scopes' claims (the default
//   knows only `openid`). conformIdTokenClaims stays on (the default): with the
//   code flow those claims are then served from UserInfo, not put in the ID token.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:http'
import Provider from 'oidc-provider'

const { sitePort, providerPort, stateDir, clients } = JSON.parse(process.env.OIDC_E2E ?? '{}')
if (!sitePort || !providerPort || !stateDir || !clients) throw new Error('OIDC_E2E is not set (playwright.config.ts sets it)')
const issuer = `http://127.0.0.1:${providerPort}`
const callback = `http://127.0.0.1:${sitePort}/api/auth/oidc/callback`
const [siteClient] = clients

/** UserInfo requests so far (oidc-provider serves UserInfo at /me): the spec asks. */
let userInfoRequests = 0

const provider = new Provider(issuer, {
  clients: clients.map(({ id, secret }) => ({
    client_id: id,
    client_secret: secret,
    redirect_uris: [callback],
    token_endpoint_auth_method: 'client_secret_post',
  })),
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name', 'name'],
  },
  conformIdTokenClaims: true,
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      async claims() {
        return {
          sub,
          email: `${sub}@example.org`,
          email_verified: true,
          given_name: 'Grace',
          family_name: 'Hopper',
          name: 'Grace Hopper',
        }
      },
    }
  },
})
// Its own warnings (development keys, development login pages) are expected here.
provider.on('server_error', (_ctx, err) => console.error(`oidc-provider: ${err.message}`))

const handle = provider.callback()
const server = createServer((req, res) => {
  // The spec's window on the provider: whether the site read UserInfo.
  if (req.url === '/e2e/userinfo-requests') {
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ count: userInfoRequests }))
    return
  }
  if (new URL(req.url ?? '/', issuer).pathname === new URL(provider.urlFor('userinfo')).pathname) userInfoRequests += 1
  handle(req, res)
})
await new Promise((resolve) => server.listen(providerPort, '127.0.0.1', resolve))
console.log(`OpenID provider at ${issuer}`)

// The site, from a fresh state every run as the main e2e site is, with the demo content but
// not its pictures and video (the spec shows none).
rmSync(stateDir, { recursive: true, force: true })
const vars = {
  IDENTITY_PROVIDER: 'oidc',
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: siteClient.id,
  OIDC_CLIENT_SECRET: siteClient.secret,
  PUBLIC_ORIGIN: `http://127.0.0.1:${sitePort}`,
}
const site = spawn(
  'node',
  [
    'worker/dev/start.mjs',
    '--persist-to',
    stateDir,
    '--no-devtools',
    '--no-media',
    ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
  ],
  { stdio: 'inherit', env: { ...process.env, PORT: String(sitePort) } },
)
const stop = () => {
  site.kill('SIGTERM')
  server.close()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
site.on('exit', (code) => {
  server.close()
  process.exit(code ?? 0)
})
