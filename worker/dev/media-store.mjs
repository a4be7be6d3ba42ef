// Where packaging writes (issue 20 §3): the local R2 and D1 that `npm start`
// uses, through wrangler's getPlatformProxy on the same persisted state
// (--persist-to as in seed-local.mjs), or with --remote the production bucket
// and database through the wrangler CLI (`--env production`).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { inlineSql } from './entry-sql.mjs'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The site (`npm start`, or the e2e server) writes the same database file while this runs; SQLite refuses a
 * second writer with SQLITE_BUSY at once rather than waiting. Such a refusal is tried again after a short
 * pause (jittered, growing to a second, about 20 s in all); anything else fails at once.
 */
export async function whileLocked(work, attempts = 25) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work()
    } catch (error) {
      const locked = /SQLITE_BUSY|database is locked/.test(String(error?.message ?? error))
      if (!locked || attempt >= attempts) throw error
      await new Promise((done) => setTimeout(done, Math.min(1000, 50 * 2 ** attempt) * (0.5 + Math.random() / 2)))
    }
  }
}

export const contentHash = (path) => createHash('sha256').update(readFileSync(path)).digest('hex')

/**
 * The local state. Objects carry their content hash as customMetadata.build,
 * as the demo media do (make-media.mjs putMissingMedia): one already there
 * with the same hash is not sent again, so a second run resumes.
 */
export async function localStore(persistTo) {
  const { getPlatformProxy } = await import('wrangler')
  // wrangler keeps its state under <dir>/v3; getPlatformProxy wants that inner directory.
  const persist = persistTo ? { path: join(resolve(persistTo), 'v3') } : true
  const proxy = await getPlatformProxy({ configPath: join(ROOT, 'wrangler.toml'), persist })
  const bucket = proxy.env.MEDIA
  const db = proxy.env.DB
  return {
    where: persistTo ? `local state in ${persistTo}` : 'local state (.wrangler/state)',
    async fetchObject(key, file) {
      const object = await whileLocked(() => bucket.get(key))
      if (!object) return false
      await pipeline(Readable.fromWeb(object.body), createWriteStream(file))
      return true
    },
    async putFiles(files, onDone) {
      let put = 0
      let done = 0
      const queue = [...files]
      const worker = async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          const hash = contentHash(file.path)
          const head = await whileLocked(() => bucket.head(file.key))
          if (head?.customMetadata?.build !== hash) {
            const body = readFileSync(file.path)
            // An ArrayBuffer of its own: the platform proxy cannot send a view into Node's pooled Buffer memory.
            const bytes = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength)
            await whileLocked(() =>
              bucket.put(file.key, bytes, { httpMetadata: { contentType: file.contentType }, customMetadata: { build: hash } }),
            )
            put += 1
          }
          onDone?.(++done)
        }
      }
      await Promise.all(Array.from({ length: 4 }, worker))
      return put
    },
    first: (statement) =>
      whileLocked(() =>
        db
          .prepare(statement.sql)
          .bind(...statement.params)
          .first(),
      ),
    batch: (statements) => whileLocked(() => db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)))),
    dispose: () => proxy.dispose(),
  }
}

function wrangler(args) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', fail)
    child.on('exit', (code) => done({ code, stdout, stderr }))
  })
}

/** The production MEDIA bucket's name from wrangler.toml's [[env.production.r2_buckets]]. */
export function productionBucket(toml) {
  for (const block of toml.split(/^\[\[env\.production\.r2_buckets\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\[/m)[0]
    if (/^binding\s*=\s*"MEDIA"/m.test(body)) return /^bucket_name\s*=\s*"([^"]+)"/m.exec(body)?.[1] ?? null
  }
  return null
}

/**
 * Production through the wrangler CLI. `wrangler r2 object put` sets no custom
 * metadata, so what was sent is remembered in the work folder
 * (remote-uploaded.json: key → content hash) and a second run resumes from it.
 */
export function remoteStore(work) {
  const bucket = productionBucket(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))
  if (!bucket) throw new Error('wrangler.toml has no [[env.production.r2_buckets]] binding MEDIA')
  const manifestPath = join(work, 'remote-uploaded.json')
  const env = ['--env', 'production', '--remote']
  const d1 = async (sql) => {
    const result = await wrangler(['d1', 'execute', 'DB', ...env, '--json', '--command', sql])
    if (result.code !== 0) throw new Error(`wrangler d1 execute failed: ${(result.stderr || result.stdout).trim().slice(-800)}`)
    return JSON.parse(result.stdout)
  }
  return {
    where: `production (bucket ${bucket}, database DB)`,
    async fetchObject(key, file) {
      const result = await wrangler(['r2', 'object', 'get', `${bucket}/${key}`, '--file', file, ...env])
      return result.code === 0 && existsSync(file)
    },
    async putFiles(files, onDone) {
      const sent = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {}
      let put = 0
      let done = 0
      for (const file of files) {
        const hash = contentHash(file.path)
        if (sent[file.key] !== hash) {
          const result = await wrangler([
            'r2',
            'object',
            'put',
            `${bucket}/${file.key}`,
            '--file',
            file.path,
            '--content-type',
            file.contentType,
            ...env,
          ])
          if (result.code !== 0) throw new Error(`wrangler r2 object put ${file.key} failed: ${result.stderr.trim().slice(-500)}`)
          sent[file.key] = hash
          writeFileSync(manifestPath, JSON.stringify(sent, null, 1))
          put += 1
        }
        onDone?.(++done)
      }
      return put
    },
    async first(statement) {
      const [answer] = await d1(inlineSql(statement))
      return answer?.results?.[0] ?? null
    },
    // One --command: D1 runs the statements of one request together.
    batch: (statements) => d1(statements.map(inlineSql).join(';\n')),
    dispose: async () => {},
  }
}
