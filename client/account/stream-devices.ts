/**
 * Issue 10 §4: the account's devices streaming live now, and ending one
 * (GET /api/streamline/devices?sessionID=, POST /api/streamline/devices/{id}/end;
 * worker/routes/stream-devices.ts). The account comes from the session
 * cookie; this device's sessionID only marks it in the list.
 */
import type { StreamDevice } from '../../shared/types/stream-devices'
import { callApi } from './api'

export type DevicesAnswer = { kind: 'listed'; devices: StreamDevice[] } | { kind: 'failed' }

export async function listStreamDevices(sessionID: number): Promise<DevicesAnswer> {
  const query = sessionID > 0 ? `?sessionID=${sessionID}` : ''
  const { answer, body } = await callApi<{ data?: { attributes?: { devices?: StreamDevice[] } } }>('GET', `/api/streamline/devices${query}`)
  const devices = body?.data?.attributes?.devices
  if (answer === 'networkError' || answer.status !== 200 || !Array.isArray(devices)) return { kind: 'failed' }
  return { kind: 'listed', devices }
}

/** True when the device's lease is gone (ended now, or already ended: a 404 means it no longer streams). */
export async function endStreamDevice(deviceId: number): Promise<boolean> {
  const { answer } = await callApi('POST', `/api/streamline/devices/${deviceId}/end`)
  return answer !== 'networkError' && (answer.status === 200 || answer.status === 404)
}
