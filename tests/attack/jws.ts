/**
 * Hand-made JWS compact tokens for the token mutation suite: any header and
 * payload text (duplicate keys and non-objects included), signed by our key,
 * by an attacker's keys, by HMAC with a public key as the secret, or given a
 * literal signature. WebCrypto only, so it runs in workerd beside the worker.
 */
import { base64url, type JWK } from 'jose'

const utf8 = new TextEncoder()

export const b64 = (input: string | Uint8Array): string => base64url.encode(input)
export const unb64 = (input: string): Uint8Array => base64url.decode(input)

/** A JSON object is serialised; a string is taken as the exact JSON text (so it can be malformed). */
export type Part = string | Record<string, unknown> | unknown[]
const json = (part: Part) => (typeof part === 'string' ? part : JSON.stringify(part))

export type Signer = (signingInput: string) => Promise<Uint8Array>

export async function compact(header: Part, payload: Part, sign: Signer | string): Promise<string> {
  const input = `${b64(json(header))}.${b64(json(payload))}`
  return `${input}.${typeof sign === 'string' ? sign : b64(await sign(input))}`
}

export function hmacSigner(hash: 'SHA-256' | 'SHA-384' | 'SHA-512', secret: Uint8Array): Signer {
  const key = crypto.subtle.importKey('raw', secret.length ? new Uint8Array(secret) : new Uint8Array(1), { name: 'HMAC', hash }, false, [
    'sign',
  ])
  return async (input) => {
    // WebCrypto refuses an empty HMAC key; an empty secret is what a naive verifier would use for kid '/dev/null'.
    if (secret.length === 0) return emptyKeyHmac(hash, input)
    return new Uint8Array(await crypto.subtle.sign('HMAC', await key, utf8.encode(input)))
  }
}

/** HMAC with an all-zero block key equals HMAC with an empty key (RFC 2104 pads the key with zeros). */
async function emptyKeyHmac(hash: 'SHA-256' | 'SHA-384' | 'SHA-512', input: string): Promise<Uint8Array> {
  const block = hash === 'SHA-256' ? 64 : 128
  const key = await crypto.subtle.importKey('raw', new Uint8Array(block), { name: 'HMAC', hash }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8.encode(input)))
}

export interface KeySigner {
  alg: string
  sign: Signer
  publicJwk: JWK
}

async function keySigner(
  alg: string,
  algorithm: EcKeyGenParams | RsaHashedKeyGenParams | Algorithm,
  params: Algorithm | EcdsaParams | RsaPssParams,
) {
  const pair = (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair
  const publicJwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JWK
  const sign: Signer = async (input) => new Uint8Array(await crypto.subtle.sign(params, pair.privateKey, utf8.encode(input)))
  return { alg, sign, publicJwk: { ...publicJwk, alg, kid: `attacker-${alg}` } }
}

/** Keys the attacker owns: another ES256 key, and every other family an alg-confused verifier might take. */
export async function attackerKeys(): Promise<KeySigner[]> {
  const rsa = (name: string) => ({ name, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' })
  return Promise.all([
    keySigner('ES256', { name: 'ECDSA', namedCurve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' }),
    keySigner('ES384', { name: 'ECDSA', namedCurve: 'P-384' }, { name: 'ECDSA', hash: 'SHA-384' }),
    keySigner('ES512', { name: 'ECDSA', namedCurve: 'P-521' }, { name: 'ECDSA', hash: 'SHA-512' }),
    keySigner('RS256', rsa('RSASSA-PKCS1-v1_5'), { name: 'RSASSA-PKCS1-v1_5' }),
    keySigner('PS256', rsa('RSA-PSS'), { name: 'RSA-PSS', saltLength: 32 } as RsaPssParams),
    keySigner('EdDSA', { name: 'Ed25519' }, { name: 'Ed25519' }),
  ])
}

/** Our own signer, for mutations where exactly one property other than the signature is wrong. */
export async function ourSigner(privateJwk: JWK): Promise<Signer> {
  const { kty, crv, x, y, d } = privateJwk
  const key = await crypto.subtle.importKey('jwk', { kty, crv, x, y, d }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign'])
  return async (input) => new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, utf8.encode(input)))
}

/** Every way a confused verifier might hold our public key as bytes, to be tried as an HMAC secret. */
export async function publicKeyForms(publicJwk: JWK): Promise<Record<string, Uint8Array>> {
  const { kty, crv, x, y } = publicJwk
  const key = await crypto.subtle.importKey('jwk', { kty, crv, x, y }, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify'])
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', key))
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key))
  const body = btoa(String.fromCharCode(...spki))
  const pem = `-----BEGIN PUBLIC KEY-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`
  return {
    'JWK JSON': utf8.encode(JSON.stringify(publicJwk)),
    'JWK JSON (kty, crv, x, y)': utf8.encode(JSON.stringify({ kty, crv, x, y })),
    'JWK JSON (sorted, RFC 7638 order)': utf8.encode(JSON.stringify({ crv, kty, x, y })),
    PEM: utf8.encode(pem),
    'PEM with newline': utf8.encode(`${pem}\n`),
    'PEM with CRLF': utf8.encode(`${pem.replaceAll('\n', '\r\n')}\r\n`),
    'SPKI DER': spki,
    'SPKI base64': utf8.encode(body),
    'raw x||y': raw.slice(1),
    'raw 04||x||y': raw,
    'x alone': unb64(x!),
    'x as text': utf8.encode(x!),
  }
}
