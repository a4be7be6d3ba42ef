import type { MouseEvent } from 'react'
import { isPlainClick, openVideo } from '../../player/open-video'
import { useAppSnapshot, useStore } from '../../state/store-context'

/**
 * The click of a link to /videos/{entryId}: a plain click opens the video from this page
 * (the page is its entry point, SPEC §2.5, §2.6); new tabs and windows stay the browser's.
 */
export function useOpenVideoClick(video: { entryId: string; title: string }, section: string | null) {
  const store = useStore()
  const { payload } = useAppSnapshot()
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return
    event.preventDefault()
    openVideo(store, { entryId: video.entryId, title: video.title, section, entryPoint: payload.url })
  }
}
