import { useCallback, useState } from 'react'
import { navigate } from '../../router/navigate'
import { useStore } from '../../state/store-context'
import { VideoForm } from './video-form'
import { VideoList } from './video-list'
import { VideoUploader } from './video-uploader'

/** Matches the entry ids the API answers (the route checks the same shape). */
const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Issue 20 §2: the back office's Videos section: /admin/videos uploads and
 * lists; /admin/videos/{entryId} describes one video.
 */
export function VideosPage({ itemID }: { itemID: string | null }) {
  if (itemID !== null && ENTRY_ID.test(itemID)) return <VideoForm key={itemID} entryId={itemID} />
  if (itemID !== null) {
    return (
      <div>
        <h1>Not found</h1>
        <p>
          There is no such video. <a href="/admin/videos">Go to the videos list</a>.
        </p>
      </div>
    )
  }
  return <VideosHome />
}

function VideosHome() {
  const store = useStore()
  const [refresh, setRefresh] = useState(0)
  const changed = useCallback(() => setRefresh((n) => n + 1), [])
  // The last file of a queue uploaded: its entry opens in its form.
  const finished = useCallback((entryId: string) => void navigate(store, new URL(`/admin/videos/${entryId}`, location.href)), [store])
  return (
    <div className="admin-videos">
      <div className="admin-heading-row">
        <h1>Videos</h1>
      </div>
      <VideoUploader onChanged={changed} onFinished={finished} />
      <VideoList refresh={refresh} />
    </div>
  )
}
