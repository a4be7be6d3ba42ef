import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, PlaylistLoaderConstructor, PlaylistLoaderContext } from 'hls.js'
import type { HlsClass } from './hls-loader'

type PlaylistLoader = new (config: HlsConfig) => Loader<PlaylistLoaderContext>

/**
 * hls.js's playlist loader, except that the master playlist the player has
 * already read (master-playlist.ts) is handed over instead of fetched again
 * (issue 9 "Watch Now" budget: one round trip less before the first frame).
 * Only the first master load is served so: a reload (error recovery) fetches.
 */
export function playlistLoaderWithMaster(Hls: HlsClass, master: string): PlaylistLoaderConstructor {
  const Base = Hls.DefaultConfig.loader as unknown as PlaylistLoader
  let served = false
  return class MasterReadAlready extends Base {
    load(context: PlaylistLoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<PlaylistLoaderContext>): void {
      if (served || context.type !== 'manifest') {
        super.load(context, config, callbacks)
        return
      }
      served = true
      this.context = context
      const { stats } = this
      stats.loading.start = stats.loading.first = stats.loading.end = performance.now()
      stats.loaded = stats.total = master.length
      // Asynchronously, as a request answers: hls.js registers the loader before it hears back.
      queueMicrotask(() => {
        if (this.stats && !this.stats.aborted) callbacks.onSuccess({ url: context.url, data: master }, this.stats, context, null)
      })
    }
  }
}
