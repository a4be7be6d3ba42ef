// A fresh ES256 private JWK for AUTH_SIGNING_KEY (worker/identity/signing-keys.ts).
// `npm start` writes one into .dev.vars on first run; `npm run keygen` prints one
// for `wrangler secret put AUTH_SIGNING_KEY`; the worker tests make their own.
import { webcrypto } from 'node:crypto'

export async function newSigningKey() {
  const { privateKey } = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
  const jwk = await webcrypto.subtle.exportKey('jwk', privateKey)
  const { kty, crv, x, y, d } = jwk
  return JSON.stringify({ kty, crv, x, y, d, kid: `club-${Date.now().toString(36)}` })
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await newSigningKey())
