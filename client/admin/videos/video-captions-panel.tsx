import { useState } from 'react'
import type { AdminVideo } from '../../../shared/schemas/admin-videos'
import { errorText } from '../admin-api'

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'Arabic' },
] as const

type Answer = { ok: true; stored: AdminVideo | null } | { ok: false; message: string }

/** PUT (the raw WebVTT) or DELETE one language's captions; the server's message is shown as it says it. */
async function sendCaptions(entryId: string, lang: string, file: File | null): Promise<Answer> {
  const url = `/api/admin/videos/${encodeURIComponent(entryId)}/captions/${lang}`
  try {
    const response = await fetch(url, {
      method: file ? 'PUT' : 'DELETE',
      headers: file ? { Accept: 'application/json', 'Content-Type': 'text/vtt' } : { Accept: 'application/json' },
      body: file ?? undefined,
    })
    const body = (await response.json().catch(() => null)) as {
      data?: { attributes?: AdminVideo }
      errors?: { code: string; message: string }[]
    } | null
    if (response.ok) return { ok: true, stored: body?.data?.attributes ?? null }
    return { ok: false, message: body?.errors?.length ? errorText(body.errors) : `The server answered ${response.status}` }
  } catch {
    return { ok: false, message: 'The server could not be reached: check the connection and try again' }
  }
}

/**
 * Issue 20 §6: captions per language, as WebVTT files. The server refuses a
 * file with script or broken timing and says why; that sentence is shown.
 */
export function VideoCaptionsPanel({
  entryId,
  captions,
  onChanged,
}: {
  entryId: string
  captions: string[]
  onChanged: (stored: AdminVideo | null, languages: string[]) => void
}) {
  return (
    <section className="admin-panel video-captions" aria-labelledby="video-captions-heading">
      <h2 id="video-captions-heading">Captions</h2>
      <p className="admin-hint">WebVTT files (.vtt), one per language. Viewers turn them on in the player.</p>
      {LANGUAGES.map((language) => (
        <CaptionsLanguage
          key={language.code}
          entryId={entryId}
          code={language.code}
          name={language.name}
          present={captions.includes(language.code)}
          onChanged={(stored, present) =>
            onChanged(
              stored,
              stored ? stored.captions : present ? [...new Set([...captions, language.code])] : captions.filter((c) => c !== language.code),
            )
          }
        />
      ))}
    </section>
  )
}

function CaptionsLanguage(props: {
  entryId: string
  code: string
  name: string
  present: boolean
  onChanged: (stored: AdminVideo | null, present: boolean) => void
}) {
  const { entryId, code, name, present, onChanged } = props
  const [file, setFile] = useState<File | null>(null)
  // A new key empties the file input once its file is sent.
  const [round, setRound] = useState(0)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ text: string; error: boolean }>({ text: '', error: false })
  const id = `video-captions-${code}`

  const send = async (upload: File | null) => {
    setBusy(true)
    setSaid({ text: upload ? 'Uploading…' : 'Removing…', error: false })
    const answer = await sendCaptions(entryId, code, upload)
    setBusy(false)
    if (!answer.ok) return setSaid({ text: answer.message, error: true })
    onChanged(answer.stored, upload !== null)
    setFile(null)
    setRound((n) => n + 1)
    setSaid({ text: upload ? `${name} captions uploaded.` : `${name} captions removed.`, error: false })
  }

  return (
    <div className="video-captions__language">
      <h3>{name}</h3>
      <p>{present ? `${name} captions are uploaded.` : `No ${name} captions yet.`}</p>
      <div className={`admin-field${said.error ? ' admin-field--invalid' : ''}`}>
        <label htmlFor={id}>{name} captions file (.vtt)</label>
        <input
          key={round}
          id={id}
          type="file"
          accept=".vtt,text/vtt"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-describedby={said.error ? `${id}-error` : undefined}
          aria-invalid={said.error ? true : undefined}
        />
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button admin-button--small"
          disabled={busy || file === null}
          onClick={() => file && void send(file)}
        >
          Upload {name} captions
        </button>
        {present ? (
          <button
            type="button"
            className="admin-button admin-button--small admin-button--danger"
            disabled={busy}
            onClick={() => void send(null)}
          >
            Remove {name} captions
          </button>
        ) : null}
      </div>
      {said.error ? (
        <p className="admin-error" id={`${id}-error`} role="alert">
          {said.text}
        </p>
      ) : (
        <p className="admin-status" role="status">
          {said.text}
        </p>
      )}
    </div>
  )
}
