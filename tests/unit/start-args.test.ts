import { describe, expect, it } from 'vitest'
import { servesWithWranglerDev, startArgs } from '../../worker/dev/start-args.mjs'

// Issue 18 §11: `npm start -- <wrangler arguments>` hands every argument to wrangler as given.
describe('npm start arguments', () => {
  it.each([
    [['--var', 'IDENTITY_PROVIDER:oidc'], ['--var', 'IDENTITY_PROVIDER:oidc'], null],
    [['--env', 'production'], ['--env', 'production'], null],
    [['--local-protocol', 'https', '--watch'], ['--local-protocol', 'https'], null],
    [['--persist-to', '.wrangler/e2e', '--var', 'A:1'], ['--var', 'A:1'], '.wrangler/e2e'],
    [['--var', 'A:1', '--persist-to', 'state', '--no-devtools'], ['--var', 'A:1'], 'state'],
    [[], [], null],
  ])('%j → wrangler gets %j', (args, wrangler, persistTo) => {
    const parsed = startArgs(args)
    expect(parsed.wranglerArgs).toEqual(wrangler)
    expect(parsed.persistTo).toBe(persistTo)
  })

  it('our own flags are read wherever they stand', () => {
    expect(startArgs(['--no-media', '--port', '9000', '--prepare-only'])).toMatchObject({
      noMedia: true,
      prepareOnly: true,
      watch: false,
      wranglerArgs: ['--port', '9000'],
    })
  })

  // Issue 22 §4: `npm start` holds under load (no inspector, no watcher); `npm run dev` keeps wrangler dev.
  it.each([
    [[], false],
    [['--no-devtools'], false],
    [['--var', 'STREAM_LIMIT_DEFAULT:3', '--define', 'X:1'], false],
    [['--persist-to', 'state', '--no-media'], false],
    [['--watch'], true],
    [['--devtools'], true],
    [['--env', 'production'], true],
    [['--var', 'A:1', '--local-protocol', 'https'], true],
  ] as const)('%j → served by wrangler dev: %s', (args, expected) => {
    expect(servesWithWranglerDev(startArgs([...args]))).toBe(expected)
  })
})
