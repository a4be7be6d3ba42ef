import type { DeviceBrowser, DeviceSystem } from '../rules/device-label'

/**
 * Issue 10 §4: a device streaming live on the account, as
 * GET /api/streamline/devices lists it for the account panel and the
 * concurrency refusal. Times are milliseconds since the epoch.
 */
export interface StreamDevice {
  /** The device's sessionID (SPEC §3, §7). */
  deviceId: number
  assetId: string
  /** The stream's title, or null when the asset is gone. */
  assetTitle: string | null
  /** When its lease was first granted. */
  since: number
  /** Its last check or ping. */
  lastSeen: number
  /** The device that asked (its sessionID was in the query). */
  thisDevice: boolean
  /** Issue 21 §5: the browser and system it signed in on (shared/rules/device-label.ts). */
  browser: DeviceBrowser
  system: DeviceSystem
}
