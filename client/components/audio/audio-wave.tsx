/**
 * SPEC §2.7 animated playing state: five bars that rise and fall while the
 * commentary plays and rest when it does not. Decoration only (the status
 * line says 'Playing'); still under prefers-reduced-motion (audio-panel.css).
 */
export function AudioWave({ playing }: { playing: boolean }) {
  return (
    <span className={playing ? 'audio-wave audio-wave--playing' : 'audio-wave'} aria-hidden="true">
      <span />
      <span />
      <span />
      <span />
      <span />
    </span>
  )
}
