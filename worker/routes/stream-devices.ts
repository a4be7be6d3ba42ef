import { Hono } from 'hono'
import { deviceLabel } from '../../shared/rules/device-label'
import { SocketDeviceIdSchema } from '../../shared/schemas/stream-socket'
import type { StreamDevice } from '../../shared/types/stream-devices'
import { signInUserAgents } from '../db/sign-in-agents'
import { findStreamAsset } from '../db/stream-assets'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { loadViewerAccount } from '../identity/viewer'
import { streamSessionsOf } from '../streaming/session-check'

/**
 * Issue 10 §4 "The account panel lists the account's active devices and can
 * end one": GET /api/streamline/devices?sessionID= lists the signed-in
 * account's devices holding a live lease now (from its StreamSessions object),
 * marking the asking device; POST /api/streamline/devices/{deviceId}/end
 * frees that device's lease at once and stops its player over its socket.
 * The account comes from the session cookie only; the same-origin writes
 * middleware guards the POST. SPEC §6: the limit's number is not shown, so
 * it is not sent either.
 */
export const streamDevices = new Hono<AppEnv>()

const NOT_SIGNED_IN = 'Please Log In to manage your devices'

streamDevices.get('/', async (c) => {
  c.header('Cache-Control', 'private, no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', NOT_SIGNED_IN), 401)
  const rawDevice = c.req.query('sessionID')
  const asking = rawDevice === undefined ? null : SocketDeviceIdSchema.safeParse(rawDevice)
  if (asking && !asking.success) return c.json(apiErrorBody('bad_request', 'sessionID must be a number from 1 to 1,000,000'), 400)
  const active = await streamSessionsOf(c.env, viewer.account.ssoId).listDevices({
    deviceId: asking?.success === true ? asking.data : null,
    signIn: viewer.sessionId,
  })
  // A device list names what each device plays: one lookup per distinct asset (there are a handful at most),
  // and (issue 21 §5) the browser and system of the sign-in it streams from.
  const titles = new Map<string, string>()
  const [agents] = await Promise.all([
    signInUserAgents(
      c.env.DB,
      viewer.account.ssoId,
      active.map((device) => device.signIn),
    ),
    ...[...new Set(active.map((device) => device.assetId))].map(async (assetId) => {
      const asset = await findStreamAsset(c.env.DB, assetId)
      if (asset) titles.set(assetId, asset.title)
    }),
  ])
  const devices: StreamDevice[] = active.map((device) => ({
    deviceId: device.deviceId,
    assetId: device.assetId,
    assetTitle: titles.get(device.assetId) ?? null,
    since: device.since,
    lastSeen: device.lastSeen,
    thisDevice: device.thisDevice,
    ...deviceLabel(agents.get(device.signIn)),
  }))
  return c.json({ data: { type: 'streamDevices', attributes: { devices } } })
})

streamDevices.post('/:deviceId/end', async (c) => {
  c.header('Cache-Control', 'no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', NOT_SIGNED_IN), 401)
  const device = SocketDeviceIdSchema.safeParse(c.req.param('deviceId'))
  if (!device.success) return c.json(apiErrorBody('bad_request', 'The device must be a number from 1 to 1,000,000'), 400)
  const ended = await streamSessionsOf(c.env, viewer.account.ssoId).endDevice(device.data)
  if (!ended) return c.json(apiErrorBody('not_found', 'That device is not streaming on this account'), 404)
  return c.json({ data: { type: 'streamDeviceEnded', id: String(device.data), attributes: { ended: true } } })
})
