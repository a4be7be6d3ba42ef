/**
 * The StreamSessions object's own SQLite table (ctx.storage.sql): one row per
 * device holding a live-stream lease on the account. A device is the client's
 * sessionID AND the sign-in session it checked from (the site session's
 * family id): the sessionID is only a number in localStorage, so copied into
 * other browsers it must not make them one device (issue 10 §4). Every
 * function here is synchronous, so a caller can read and write in one step
 * that no other request interleaves with (ARCHITECTURE "Streaming": the check
 * and the lease are one atomic step). Times are milliseconds since the epoch.
 */

export interface LeaseRow extends Record<string, SqlStorageValue> {
  /** The client's sessionID (SPEC §3, §7: the device). */
  device_id: number
  /** The sign-in session (site session family id) the device checked from. */
  sign_in: string
  lease_id: string
  asset_id: string
  playback_id: string
  acquired_at: number
  last_ping_at: number
  /** When the device's newest playback token expires (the session check's, then each renewal's). */
  token_expires_at: number
}

const COLUMNS = 'device_id, sign_in, lease_id, asset_id, playback_id, acquired_at, last_ping_at, token_expires_at'

export function createLeaseTable(sql: SqlStorage): void {
  // The first table was keyed on the sessionID alone. Its leases live a minute at most, and a
  // deploy restarts the object and drops every socket (each player reconnects and checks again),
  // so it is dropped rather than copied: a row without its sign-in could never be matched.
  sql.exec('DROP TABLE IF EXISTS leases')
  sql.exec(`CREATE TABLE IF NOT EXISTS device_leases (
    device_id INTEGER NOT NULL,
    sign_in TEXT NOT NULL,
    lease_id TEXT NOT NULL UNIQUE,
    asset_id TEXT NOT NULL,
    playback_id TEXT NOT NULL,
    acquired_at INTEGER NOT NULL,
    last_ping_at INTEGER NOT NULL,
    token_expires_at INTEGER NOT NULL,
    PRIMARY KEY (device_id, sign_in)
  )`)
}

/** A device: its sessionID from one sign-in session. */
export interface DeviceKey {
  deviceId: number
  signIn: string
}

export function leaseOfDevice(sql: SqlStorage, device: DeviceKey): LeaseRow | null {
  return (
    sql
      .exec<LeaseRow>(`SELECT ${COLUMNS} FROM device_leases WHERE device_id = ? AND sign_in = ?`, device.deviceId, device.signIn)
      .toArray()[0] ?? null
  )
}

export function leaseById(sql: SqlStorage, leaseId: string): LeaseRow | null {
  return sql.exec<LeaseRow>(`SELECT ${COLUMNS} FROM device_leases WHERE lease_id = ?`, leaseId).toArray()[0] ?? null
}

export function allLeases(sql: SqlStorage): LeaseRow[] {
  return sql.exec<LeaseRow>(`SELECT ${COLUMNS} FROM device_leases ORDER BY acquired_at, device_id`).toArray()
}

/** Leases whose device last pinged before this moment. */
export function leasesPingedBefore(sql: SqlStorage, moment: number): LeaseRow[] {
  return sql.exec<LeaseRow>(`SELECT ${COLUMNS} FROM device_leases WHERE last_ping_at < ?`, moment).toArray()
}

/** Every lease with this sessionID, whichever sign-in it came from ('Sign out other devices' ends them all). */
export function leasesOfDeviceId(sql: SqlStorage, deviceId: number): LeaseRow[] {
  return sql.exec<LeaseRow>(`SELECT ${COLUMNS} FROM device_leases WHERE device_id = ?`, deviceId).toArray()
}

/** Every lease taken from this sign-in session (it signed out). */
export function leasesOfSignIn(sql: SqlStorage, signIn: string): LeaseRow[] {
  return sql.exec<LeaseRow>(`SELECT ${COLUMNS} FROM device_leases WHERE sign_in = ?`, signIn).toArray()
}

export function countLeases(sql: SqlStorage): number {
  return sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM device_leases').one().n
}

/** The oldest last ping among the leases, or null when there are none. */
export function oldestPing(sql: SqlStorage): number | null {
  return sql.exec<{ oldest: number | null }>('SELECT MIN(last_ping_at) AS oldest FROM device_leases').one().oldest
}

export function insertLease(sql: SqlStorage, row: LeaseRow): void {
  sql.exec(
    `INSERT INTO device_leases (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    row.device_id,
    row.sign_in,
    row.lease_id,
    row.asset_id,
    row.playback_id,
    row.acquired_at,
    row.last_ping_at,
    row.token_expires_at,
  )
}

/** A new lease for a device that had none (the session check, a takeover): its id. */
export function grantNewLease(
  sql: SqlStorage,
  device: { deviceId: number; signIn: string; assetId: string; playbackId: string },
  now: number,
  tokenExpiresAt: number,
): string {
  const leaseId = crypto.randomUUID()
  insertLease(sql, {
    device_id: device.deviceId,
    sign_in: device.signIn,
    lease_id: leaseId,
    asset_id: device.assetId,
    playback_id: device.playbackId,
    acquired_at: now,
    last_ping_at: now,
    token_expires_at: tokenExpiresAt,
  })
  return leaseId
}

/** The same device checked again: same lease, perhaps another asset, a fresh ping and token. */
export function refreshLease(
  sql: SqlStorage,
  leaseId: string,
  change: { assetId: string; playbackId: string; now: number; tokenExpiresAt: number },
): void {
  sql.exec(
    'UPDATE device_leases SET asset_id = ?, playback_id = ?, last_ping_at = ?, token_expires_at = ? WHERE lease_id = ?',
    change.assetId,
    change.playbackId,
    change.now,
    change.tokenExpiresAt,
    leaseId,
  )
}

export function recordPing(sql: SqlStorage, leaseId: string, now: number): void {
  sql.exec('UPDATE device_leases SET last_ping_at = ? WHERE lease_id = ?', now, leaseId)
}

export function recordTokenExpiry(sql: SqlStorage, leaseId: string, expiresAt: number): void {
  sql.exec('UPDATE device_leases SET token_expires_at = ? WHERE lease_id = ?', expiresAt, leaseId)
}

/** Frees one lease; true when it was there. */
export function deleteLease(sql: SqlStorage, leaseId: string): boolean {
  return sql.exec('DELETE FROM device_leases WHERE lease_id = ?', leaseId).rowsWritten > 0
}
