/**
 * Issue 21 §5 'Watch here instead', inside the account's StreamSessions
 * object: the named device's lease ends and the asking device's begins in
 * one synchronous step over the object's own SQLite (no await between the
 * read and the writes, inside transactionSync), so parallel presses are
 * decided one after the other against the leases as each left them. The
 * decision itself is shared/rules/device-takeover.ts.
 */
import { takeoverDecision, type TakeoverTarget } from '../../shared/rules/device-takeover'
import * as leases from './lease-table'
import { PLAYBACK_TOKEN_MS } from './renewed-token'
import type { ActiveDevice, TakeoverRequest, TakeoverResult } from './stream-sessions-api'

export interface TakeoverStep {
  result: TakeoverResult
  /** The leases ended for this device: their sockets are told why and closed by the caller. */
  ended: leases.LeaseRow[]
}

/**
 * Call with lapsed leases already dropped, inside transactionSync. `devices` lists the account's
 * devices for a refusal (the object's listDevices).
 */
export function takeOverLease(sql: SqlStorage, request: TakeoverRequest, now: number, devices: () => ActiveDevice[]): TakeoverStep {
  const asking = { deviceId: request.deviceId, signIn: request.signIn }
  const held = leases.leaseOfDevice(sql, asking)
  const named = leases.leasesOfDeviceId(sql, request.endDeviceId)
  // Copied into another browser, the asking sessionID is another device there: only the asking sign-in's is "this device".
  const others = named.filter((row) => !(row.device_id === asking.deviceId && row.sign_in === asking.signIn))
  const target: TakeoverTarget =
    request.endDeviceId === asking.deviceId && others.length === 0 ? 'thisDevice' : others.length > 0 ? 'streaming' : 'notStreaming'
  const decision = takeoverDecision({
    target,
    askingHasLease: held !== null,
    activeLeases: leases.countLeases(sql),
    targetLeases: others.length,
    limit: request.limit,
    bypass: request.bypass,
  })
  const tokenExpiresAt = now + PLAYBACK_TOKEN_MS
  switch (decision) {
    case 'ownDevice':
      return { result: { outcome: 'ownDevice' }, ended: [] }
    case 'deviceNotStreaming':
      return { result: { outcome: 'deviceNotStreaming' }, ended: [] }
    case 'limitReached':
      return { result: { outcome: 'limitReached', activeDevices: devices() }, ended: [] }
    case 'alreadyAdmitted': {
      const lease = held as leases.LeaseRow
      leases.refreshLease(sql, lease.lease_id, { assetId: request.assetId, playbackId: request.playbackId, now, tokenExpiresAt })
      return { result: { outcome: 'granted', leaseId: lease.lease_id, endedDevice: false }, ended: [] }
    }
    case 'takeOver': {
      const ended = others.filter((row) => leases.deleteLease(sql, row.lease_id))
      const leaseId = leases.grantNewLease(sql, request, now, tokenExpiresAt)
      return { result: { outcome: 'granted', leaseId, endedDevice: ended.length > 0 }, ended }
    }
  }
}
