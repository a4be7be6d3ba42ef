import { useCallback, useEffect, useRef, useState } from 'react'
import { type LiveNotice, liveNotice, noSessionDataNotice } from '../../shared/rules/live-notice'
import { type StreamFailure, streamRecovery, withCurrentToken } from '../../shared/rules/stream-renewal'
import { isOffline, type StreamAssetAttributes } from '../../shared/types/stream'
import type { LeaseEndReason } from '../../shared/types/stream-socket'
import { useAppSnapshot } from '../state/store-context'
import { checkLiveSession, fetchStreamAsset } from './live-calls'
import { openStreamSocket } from './stream-socket'
import { takeOverLiveSession, type WatchHereOutcome } from './takeover-call'
import { type ConnectionState, useConnectionState } from './use-connection-state'

export type LiveSessionState =
  | { kind: 'loading' }
  /** SPEC §3: the asset is idle or disabled: the offline image shows. */
  | { kind: 'offline' }
  /** `attach` changes when the stream must (re)attach: the first grant, a renewal after a failure, a provider's new address. */
  | { kind: 'granted'; playbackUrl: string; bypassed: boolean; attach: number }
  | { kind: 'refused'; notice: LiveNotice }
  /** The lease ended without this device asking: the player stopped (issue 10 §4). */
  | { kind: 'ended'; reason: LeaseEndReason }

export interface LiveSession {
  asset: StreamAssetAttributes | null
  state: LiveSessionState
  /** A request's address with the newest playback token on it (hls-stream.ts requestUrl). */
  requestUrl: (url: string) => string
  /** The stream stopped: renew (stream-renewal rule) or show the problem. */
  streamFailed: (failure: StreamFailure, position: number) => void
  /** Ask again from the start (a new socket when the lease had ended). */
  retry: () => void
  /** Issue 21 §5 'Watch here instead': end that device's stream and play here. */
  watchHere: (endSessionID: number) => Promise<WatchHereOutcome>
  /** Issue 21 §4: what the player says about the network. */
  connection: ConnectionState
}

/** Our choice: a check or an asset read that got no answer is tried again this long after (§8.3: only logged). */
const RETRY_AFTER_MS = 5_000

/**
 * The SPEC §4.5 live flow for one stream asset: the asset is fetched; for a
 * signed-in supporter a socket opens (client/player/stream-socket.ts) and,
 * once it speaks for this device, the session check is made. The check is
 * made when the login check completes and again whenever the login status,
 * the account or its entitlements change, when a device of the account was
 * ended here, and when the socket speaks for the device again after a drop.
 * A refusal is read through shared/rules/live-notice.ts. Unmounting closes
 * the socket, which frees the device's lease at once. Issue 21 §4: when the
 * network goes, the stream's failures wait for it; when it is back, the
 * socket binds again, the check (same sessionID: the same device, no second
 * place) brings a new token, and the stream attaches again at the live edge.
 */
export function useLiveSession(assetId: string): LiveSession {
  const { user, ui } = useAppSnapshot()
  const [asset, setAsset] = useState<StreamAssetAttributes | null>(null)
  const [state, setState] = useState<LiveSessionState>({ kind: 'loading' })
  const [assetReads, setAssetReads] = useState(0)
  const [sockets, setSockets] = useState(0)
  const [bound, setBound] = useState(0)
  const [asks, setAsks] = useState(0)
  const token = useRef<string | null>(null)
  const reattach = useRef(false)
  const lastRenewalAt = useRef<number | null>(null)
  const ended = useRef(false)
  const connection = useConnectionState()

  // biome-ignore lint/correctness/useExhaustiveDependencies: assetReads is the read-again trigger.
  useEffect(() => {
    const controller = new AbortController()
    let timer = 0
    fetchStreamAsset(assetId, controller.signal)
      .then((answer) => {
        if (answer.kind === 'failed') {
          console.warn('live stream: the stream asset could not be read', assetId)
          timer = window.setTimeout(() => setAssetReads((n) => n + 1), RETRY_AFTER_MS)
          return
        }
        if (answer.kind === 'missing') return setState({ kind: 'refused', notice: liveNotice({ code: 'ERR_3684853_2' }) })
        setAsset(answer.asset)
        if (isOffline(answer.asset.assetData.status)) setState({ kind: 'offline' })
      })
      .catch(() => undefined) // aborted: another asset, or the player closed
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [assetId, assetReads])

  const online = asset !== null && !isOffline(asset.assetData.status)
  const ready = online && user.loginCheckCompleted
  const { loggedIn, ssoID, sessionID } = user

  // biome-ignore lint/correctness/useExhaustiveDependencies: another account needs its own socket; sockets is the open-again trigger.
  useEffect(() => {
    if (!ready || !loggedIn || sessionID === 0) return
    ended.current = false
    const socket = openStreamSocket({
      sessionID,
      assetId,
      events: {
        onBound: () => setBound((n) => n + 1),
        onToken: (renewed, _expiresAt, playbackUrl) => {
          token.current = renewed
          // A live provider signs a new address with each token: the stream attaches to it.
          if (playbackUrl) setState((s) => (s.kind === 'granted' ? { ...s, playbackUrl, attach: s.attach + 1 } : s))
        },
        onLeaseEnded: (reason) => {
          ended.current = true
          setState({ kind: 'ended', reason })
        },
      },
    })
    return () => socket.close()
  }, [ready, loggedIn, ssoID, sessionID, assetId, sockets])

  // Compared by value: the store hands out a new array whenever entitlements are set, even the same ones.
  const viewerKey = `${loggedIn}|${ssoID}|${[...user.entitlements].sort().join(',')}`
  const mediaType = asset?.mediaType ?? 'live-stream'

  // biome-ignore lint/correctness/useExhaustiveDependencies: viewerKey, bound, asks and the ended-devices count are the re-check triggers.
  useEffect(() => {
    if (!ready || ended.current) return
    if (loggedIn && sessionID === 0) return setState({ kind: 'refused', notice: noSessionDataNotice() })
    // A lease is only asked for once the socket that will keep it alive speaks for this device.
    if (loggedIn && bound === 0) return
    const controller = new AbortController()
    let timer = 0
    checkLiveSession({ assetId, mediaType }, sessionID, controller.signal)
      .then((answer) => {
        if (answer.kind === 'failed') {
          console.warn('live stream: the session check got no answer', assetId)
          timer = window.setTimeout(() => setAsks((n) => n + 1), RETRY_AFTER_MS)
          return
        }
        if (answer.kind === 'noSessionData') return setState({ kind: 'refused', notice: noSessionDataNotice() })
        if (answer.kind === 'refused') return setState({ kind: 'refused', notice: liveNotice(answer.refusal) })
        token.current = answer.token
        const again = reattach.current
        reattach.current = false
        connection.rejoined()
        // Granted again while playing (a login change, a reconnection): the new token is enough, the stream carries on.
        setState((s) =>
          s.kind === 'granted' && !again
            ? { ...s, bypassed: answer.bypassed }
            : {
                kind: 'granted',
                playbackUrl: answer.playbackUrl,
                bypassed: answer.bypassed,
                attach: s.kind === 'granted' ? s.attach + 1 : 1,
              },
        )
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [ready, assetId, mediaType, viewerKey, sessionID, bound, asks, ui.streamDevicesEnded])

  // Whatever the stream did while the network was gone, it starts again at the live edge once back.
  useEffect(() => {
    if (connection.state === 'offline') reattach.current = true
  }, [connection.state])

  const streamFailed = useCallback(
    (failure: StreamFailure, position: number) => {
      // The network's doing: the socket's return asks again and the stream attaches afresh (issue 21 §4).
      if (connection.down.current) {
        reattach.current = true
        return
      }
      if (streamRecovery({ failure, position, lastRenewalAt: lastRenewalAt.current }) === 'renew') {
        lastRenewalAt.current = position
        reattach.current = true
        setAsks((n) => n + 1)
        return
      }
      setState({ kind: 'refused', notice: liveNotice({ code: `playback-${failure}` }) })
    },
    [connection.down],
  )

  const retry = useCallback(() => {
    lastRenewalAt.current = null
    setState({ kind: 'loading' })
    if (ended.current) {
      // The old socket closed itself with the lease: a new one binds the device, and its 'bound' asks again.
      ended.current = false
      setBound(0)
      setSockets((n) => n + 1)
    } else setAsks((n) => n + 1)
  }, [])

  const watchHere = useCallback(
    async (endSessionID: number): Promise<WatchHereOutcome> => {
      const answer = await takeOverLiveSession({ assetId, mediaType }, sessionID, endSessionID)
      switch (answer.kind) {
        case 'granted':
          token.current = answer.token
          lastRenewalAt.current = null
          setState((s) => ({
            kind: 'granted',
            playbackUrl: answer.playbackUrl,
            bypassed: answer.bypassed,
            attach: s.kind === 'granted' ? s.attach + 1 : 1,
          }))
          return 'playing'
        case 'refused':
          setState({ kind: 'refused', notice: liveNotice(answer.refusal) })
          return 'refused'
        case 'noSessionData':
          setState({ kind: 'refused', notice: noSessionDataNotice() })
          return 'refused'
        case 'deviceGone':
          // Another press or the lease's lapse got there first: a fresh check may find a place, else a fresh list.
          setAsks((n) => n + 1)
          return 'gone'
        case 'failed':
          return 'failed'
      }
    },
    [assetId, mediaType, sessionID],
  )

  const requestUrl = useCallback((url: string) => (token.current ? withCurrentToken(url, token.current, location.origin) : url), [])
  return { asset, state, requestUrl, streamFailed, retry, watchHere, connection: connection.state }
}
