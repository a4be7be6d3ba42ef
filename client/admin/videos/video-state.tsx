import { useState } from 'react'
import type { AdminVideoSummary } from '../../../shared/schemas/admin-videos'
import { uploadPercent } from '../../../shared/rules/video-upload-display'

type Video = Pick<AdminVideoSummary, 'state' | 'failureReason' | 'upload'>

/** A video's processing state in words (issue 20 §2): the word is the meaning, the colour only helps. */
export function videoStateLabel(video: Video): string {
  switch (video.state) {
    case 'uploading':
      return video.upload ? `Uploading ${uploadPercent(video.upload.received, video.upload.length)}%` : 'Uploading'
    case 'waiting_for_packaging':
      return 'Waiting for packaging'
    case 'processing':
      return 'Processing'
    case 'ready':
      return 'Ready'
    case 'failed':
      return 'Failed'
  }
}

export function VideoStateBadge({ video }: { video: Video }) {
  return (
    <span className="video-state">
      <span className={`admin-badge video-badge video-badge--${video.state}`}>{videoStateLabel(video)}</span>
      {video.state === 'failed' && video.failureReason ? <span className="video-state__reason">{video.failureReason}</span> : null}
    </span>
  )
}

/**
 * Issue 20 §3: an r2 upload waits for the packaging command, run by someone
 * with ffmpeg and the repository; the exact command, ready to copy.
 */
export function PackageCommand({ command }: { command: string }) {
  const [copied, setCopied] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command)
      setCopied('Command copied.')
    } catch {
      setCopied('Copying was refused by the browser: select the command and copy it.')
    }
  }
  return (
    <div className="video-package">
      <p className="admin-hint">Run this in a terminal at the root of the website's repository, on a computer with ffmpeg:</p>
      <div className="video-package__row">
        <code className="video-package__command">{command}</code>
        <button type="button" className="admin-button admin-button--small" onClick={() => void copy()}>
          Copy<span className="visually-hidden"> the packaging command</span>
        </button>
      </div>
      <span role="status" className="admin-status">
        {copied}
      </span>
    </div>
  )
}
