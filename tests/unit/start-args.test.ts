import { describe, expect, it } from 'vitest'
import { startArgs } from '../../worker/dev/start-args.mjs'

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
})
