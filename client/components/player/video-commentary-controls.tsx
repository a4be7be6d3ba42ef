import type { VideoAudio } from '../../player/use-video-audio'
import { AudioOnlyNotice } from './audio-only-notice'
import { CommentaryChoice } from './commentary-choice'

/** Issue 21 §3, §4: the commentary languages over the picture and the audio-only offer, the same in both video stages. */
export function VideoCommentaryControls({ audio }: { audio: VideoAudio }) {
  const { commentary, offer, audioLanguage } = audio
  return (
    <>
      <CommentaryChoice
        available={commentary.available}
        selected={offer.audioOnly ? audioLanguage : commentary.selected}
        locale={commentary.locale}
        onChoose={commentary.choose}
        variant="video"
      />
      <AudioOnlyNotice offer={offer} />
    </>
  )
}
