import { startSite } from './site-server.mjs'
import { profileRenders, printProfile } from './render-profile.mjs'
const site = startSite({ port: 8791, stateDir: '.wrangler/bench-state' })
try {
  await site.waitUntilUp()
  const pages = [{ path: '/' }, { path: '/news/' }, { path: '/matches' }, { path: '/match/21' }, { path: '/videos' }]
  printProfile(await profileRenders(site.origin, { pages, rendersPerPage: Number(process.argv[2]), top: 25 }))
} catch (e) { console.log('ERR', e.message) } finally { await site.stop() }
process.exit(0)
