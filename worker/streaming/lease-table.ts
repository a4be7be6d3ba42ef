/**
 * The StreamSessions object's own SQLite table (ctx.storage.sql): one row per
 * device holding a live-stream lease on the account. Every function here is
 * synchronous, so a caller can read and write in one step that no other
 * request interleaves with (ARCHITECTURE "Streaming": the check and the lease
 * are one atomic step). Times are milliseconds since the epoch.
 */

export interface LeaseRow extends Record<string, SqlStorageValue> {
  /** The client's sessionID (SPEC §3, §7: the device). */
  device_id: number
  lease_id: string
  asset_id: string
  playback_id: string
  acquired_at: number
  last_ping_at: number
  /** When the device's newest playback token expires (the session check's, then each renewal's). */
  token_expires_at: number
}

const COLUMNS = 'device_id, lease_id, asset_id, playback_id, acquired_at, last_ping_at, token_expires_at'

export function createLeaseTable(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS leases (
    device_id INTEGER PRIMARY KEY,
    lease_id TEXT NOT NULL UNIQUE,
    asset_id TEXT NOT NULL,
    playback_id TEXT NOT NULL,
    acquired_at INTEGER NOT NULL,
    last_ping_at INTEGER NOT NULL,
    token_expires_at INTEGER NOT NULL
  )`)
}

export function leaseOfDevice(sql: SqlStorage, deviceId: number): LeaseRow | null {
  return sql.exec<LeaseRow>(`SELECT ${COLUMNS} FROM leases WHERE device_id = ?`, deviceId).toArray()[0] ?? null
}

export function leaseById(sql: SqlStorage, leaseId: string): LeaseRow | null {
  return sql.exec<LeaseRow>(`SELECT ${COLUMNS} FROM leases WHERE lease_id = ?`, leaseId).toArray()[0] ?? null
}

export function allLeases(sql: SqlStorage): LeaseRow[] {
  return sql.exec<LeaseRow>(`SELECT ${COLUMNS} FROM leases ORDER BY acquired_at, device_id`).toArray()
}

/** Leases whose device last pinged before this moment. */
export function leasesPingedBefore(sql: SqlStorage, moment: number): LeaseRow[] {
  return sql.exec<LeaseRow>(`SELECT ${COLUMNS} FROM leases WHERE last_ping_at < ?`, moment).toArray()
}

export function countLeases(sql: SqlStorage): number {
  return sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM leases').one().n
}

/** The oldest last ping among the leases, or null when there are none. */
export function oldestPing(sql: SqlStorage): number | null {
  return sql.exec<{ oldest: number | null }>('SELECT MIN(last_ping_at) AS oldest FROM leases').one().oldest
}

export function insertLease(sql: SqlStorage, row: LeaseRow): void {
  sql.exec(
    `INSERT INTO leases (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    row.device_id,
    row.lease_id,
    row.asset_id,
    row.playback_id,
    row.acquired_at,
    row.last_ping_at,
    row.token_expires_at,
  )
}

/** The same device checked again: same lease, perhaps another asset, a fresh ping and token. */
export function refreshLease(
  sql: SqlStorage,
  deviceId: number,
  change: { assetId: string; playbackId: string; now: number; tokenExpiresAt: number },
): void {
  sql.exec(
    'UPDATE leases SET asset_id = ?, playback_id = ?, last_ping_at = ?, token_expires_at = ? WHERE device_id = ?',
    change.assetId,
    change.playbackId,
    change.now,
    change.tokenExpiresAt,
    deviceId,
  )
}

export function recordPing(sql: SqlStorage, deviceId: number, now: number): void {
  sql.exec('UPDATE leases SET last_ping_at = ? WHERE device_id = ?', now, deviceId)
}

export function recordTokenExpiry(sql: SqlStorage, leaseId: string, expiresAt: number): void {
  sql.exec('UPDATE leases SET token_expires_at = ? WHERE lease_id = ?', expiresAt, leaseId)
}

/** Frees the device's lease; true when it had one. */
export function deleteLease(sql: SqlStorage, deviceId: number): boolean {
  return sql.exec('DELETE FROM leases WHERE device_id = ?', deviceId).rowsWritten > 0
}
