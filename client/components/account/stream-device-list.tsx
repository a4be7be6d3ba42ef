import { useEffect, useState } from 'react'
import { kickoffTime } from '../../../shared/rules/match-dates'
import type { StreamDevice } from '../../../shared/types/stream-devices'
import { endStreamDevice, listStreamDevices } from '../../account/stream-devices'
import { useLiveT } from '../../hooks/use-live-t'
import type { WatchHereOutcome } from '../../player/takeover-call'
import { useAppSnapshot, useStore } from '../../state/store-context'

type Listing = { kind: 'loading' } | { kind: 'failed' } | { kind: 'listed'; devices: StreamDevice[] }

const timeOf = (ms: number) => kickoffTime(new Date(ms).toISOString())

/** Issue 21 §5: what the press says once answered ('refused' and 'playing' change the player itself). */
const PRESS_STATUS = { playing: 'devices.moved', gone: 'devices.gone', failed: 'devices.takeoverFailed', refused: null } as const

/**
 * Issue 10 §4: the account's devices streaming live now, what each plays,
 * this device marked, and ending one or all the others ('Sign out other
 * devices'), which frees their places at once. In the account panel, and in
 * place in the concurrency refusal (SPEC §8.1 ERR_54648_1), whose player asks
 * again once a device is ended here (ui.streamDevicesEnded). SPEC §6: the
 * limit's number is never shown.
 */
export function StreamDeviceList({
  variant,
  onWatchHere,
}: {
  variant: 'light' | 'dark'
  /** Issue 21 §5: in a refused player, each other device offers 'Watch here instead' (ends it, plays here). */
  onWatchHere?: (deviceId: number) => Promise<WatchHereOutcome>
}) {
  const t = useLiveT()
  const store = useStore()
  const { user } = useAppSnapshot()
  const [listing, setListing] = useState<Listing>({ kind: 'loading' })
  const [reads, setReads] = useState(0)
  const [ending, setEnding] = useState(false)
  const [status, setStatus] = useState('')

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads is the re-read trigger.
  useEffect(() => {
    let current = true
    listStreamDevices(user.sessionID).then((answer) => {
      if (current) setListing(answer.kind === 'listed' ? answer : { kind: 'failed' })
    })
    return () => {
      current = false
    }
  }, [user.sessionID, reads])

  const end = async (devices: StreamDevice[]) => {
    if (ending) return
    setEnding(true)
    const results = await Promise.all(devices.map((device) => endStreamDevice(device.deviceId)))
    setEnding(false)
    setStatus(results.some(Boolean) ? t('devices.ended') : t('devices.failed'))
    store.ui.streamDevicesEnded += 1
    setReads((n) => n + 1)
  }

  const watchHere = async (device: StreamDevice) => {
    if (ending || !onWatchHere) return
    setEnding(true)
    setStatus(t('devices.moving'))
    const outcome = await onWatchHere(device.deviceId)
    setEnding(false)
    const said = PRESS_STATUS[outcome]
    setStatus(said ? t(said) : '')
    if (outcome === 'gone') setReads((n) => n + 1)
  }

  const nameOf = (device: StreamDevice) =>
    device.browser === 'unknown' && device.system === 'unknown'
      ? t('devices.otherDevice')
      : t('devices.device', { browser: t(`devices.browser.${device.browser}`), system: t(`devices.system.${device.system}`) })

  const others = listing.kind === 'listed' ? listing.devices.filter((device) => !device.thisDevice) : []
  return (
    <section className={`device-list device-list--${variant}`} aria-labelledby="device-list-title">
      <h3 id="device-list-title" className="device-list__title">
        {t('devices.title')}
      </h3>
      {listing.kind === 'loading' ? <p className="device-list__note">{t('devices.loading')}</p> : null}
      {listing.kind === 'failed' ? <p className="device-list__note">{t('devices.failed')}</p> : null}
      {listing.kind === 'listed' && listing.devices.length === 0 ? <p className="device-list__note">{t('devices.empty')}</p> : null}
      {listing.kind === 'listed' && listing.devices.length > 0 ? (
        <ul className="device-list__items">
          {listing.devices.map((device) => {
            const stream = device.assetTitle ?? t('devices.unknownStream')
            const since = timeOf(device.since)
            const name = nameOf(device)
            return (
              <li
                key={`${device.deviceId}-${device.since}`}
                className={device.thisDevice ? 'device-list__item device-list__item--this' : 'device-list__item'}
              >
                <span className="device-list__what">
                  <span className="device-list__device">{device.thisDevice ? t('devices.thisDevice') : name}</span>
                  <span className="device-list__stream">{stream}</span>
                  <span className="device-list__since">{t('devices.since', { time: since })}</span>
                </span>
                {device.thisDevice ? null : onWatchHere ? (
                  <button
                    type="button"
                    className="chrome-button chrome-button--primary device-list__watch-here"
                    aria-label={t('devices.watchHereLabel', { device: name, stream, time: since })}
                    aria-disabled={ending || undefined}
                    onClick={() => void watchHere(device)}
                  >
                    {t('devices.watchHere')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="chrome-button chrome-button--ghost device-list__end"
                    aria-label={t('devices.endLabel', { stream, time: since })}
                    aria-disabled={ending || undefined}
                    onClick={() => void end([device])}
                  >
                    {t('devices.end')}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <button
          type="button"
          className="chrome-button chrome-button--ghost device-list__all"
          aria-disabled={ending || undefined}
          onClick={() => void end(others)}
        >
          {t('devices.signOutOthers')}
        </button>
      ) : null}
      <p className="device-list__status" role="status">
        {status}
      </p>
    </section>
  )
}
