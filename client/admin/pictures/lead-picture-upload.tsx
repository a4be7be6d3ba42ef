import { useState } from 'react'
import { chooseAndUploadPicture } from './upload-picture'

/** Issue 19 §8: 'Upload a picture' beside a picture field; says what happened in a status line. */
export function LeadPictureUpload({ onUploaded }: { onUploaded: (key: string) => void }) {
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const upload = async () => {
    setBusy(true)
    setStatus('')
    const uploaded = await chooseAndUploadPicture()
    setBusy(false)
    if (!uploaded) return
    if (!uploaded.ok) return setStatus(uploaded.message)
    onUploaded(uploaded.key)
    setStatus('Picture uploaded.')
  }
  return (
    <div className="admin-actions">
      <button type="button" className="admin-button admin-button--small" onClick={() => void upload()} disabled={busy}>
        {busy ? 'Uploading…' : 'Upload a picture'}
      </button>
      <span role="status" className="admin-status">
        {status}
      </span>
    </div>
  )
}
