// `COUNTRY=JP npm start` (issue 10 §1, ARCHITECTURE "The edge"): the site as a
// supporter in that country sees it. wrangler dev is offline here, so it would
// fall back to a placeholder Request.cf (Austin, US); instead we hand it a cf
// object for the chosen country through CLOUDFLARE_CF_FETCH_PATH, miniflare's
// own means (TOOLCHAIN "Country in local dev"). The worker only ever reads
// request.cf.country: there is no override in our code. Default: GB, the
// club's home, since most supporters watch from there.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// A few places supporters write from; any other code gets London's colo.
const PLACES = {
  GB: { colo: 'LHR', continent: 'EU', timezone: 'Europe/London', city: 'Ipswich' },
  IE: { colo: 'DUB', continent: 'EU', timezone: 'Europe/Dublin', city: 'Dublin' },
  JP: { colo: 'NRT', continent: 'AS', timezone: 'Asia/Tokyo', city: 'Tokyo' },
  US: { colo: 'EWR', continent: 'NA', timezone: 'America/New_York', city: 'New York' },
  AU: { colo: 'SYD', continent: 'OC', timezone: 'Australia/Sydney', city: 'Sydney' },
  DE: { colo: 'FRA', continent: 'EU', timezone: 'Europe/Berlin', city: 'Frankfurt' },
  AE: { colo: 'DXB', continent: 'AS', timezone: 'Asia/Dubai', city: 'Dubai' },
}

/** The country code from COUNTRY (ISO 3166 alpha-2, or XX unknown, T1 Tor); exits on anything else. */
export function edgeCountry(value = process.env.COUNTRY ?? 'GB') {
  const country = value.trim().toUpperCase()
  if (!/^([A-Z]{2}|T1)$/.test(country)) {
    console.error(`✗ COUNTRY must be a two-letter country code (e.g. GB, JP, US), XX or T1; got '${value}'`)
    process.exit(1)
  }
  return country
}

/** Writes the cf object for `country` under .wrangler/cf and returns its path for CLOUDFLARE_CF_FETCH_PATH. */
export function writeCfObject(country) {
  const place = PLACES[country] ?? { colo: 'LHR', continent: 'EU', timezone: 'Europe/London', city: '' }
  const dir = join('.wrangler', 'cf')
  mkdirSync(dir, { recursive: true })
  const path = join(dir, `${country}.json`)
  // Rewritten every start: miniflare ignores a cf file older than 30 days.
  writeFileSync(path, JSON.stringify({ country, ...place, asn: 0, clientAcceptEncoding: 'gzip, deflate, br', httpProtocol: 'HTTP/1.1' }))
  return path
}
