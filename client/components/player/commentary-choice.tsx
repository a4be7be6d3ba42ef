import { useId } from 'react'
import { COMMENTARY_NAMES, type CommentaryLanguage } from '../../../shared/rules/commentary-audio'
import { commentaryMenuOrder } from '../../../shared/rules/commentary-choice'
import { useLiveT } from '../../hooks/use-live-t'

interface Props {
  available: CommentaryLanguage[]
  selected: CommentaryLanguage | null
  locale: 'en' | 'ar'
  onChoose: (language: CommentaryLanguage) => void
  /** 'video': over the picture's lower corner; 'audio': a row under the audio bar. */
  variant: 'video' | 'audio'
}

/**
 * Issue 21 §3: the commentary language, as a radio group (a fieldset with its
 * legend): native radios are keyboard reachable (Tab to the group, arrows
 * between languages), their focus is outlined, and each language is named in
 * its own language (lang set, so a screen reader speaks it rightly). Shown
 * only when the stream carries more than one language.
 */
export function CommentaryChoice({ available, selected, locale, onChoose, variant }: Props) {
  const t = useLiveT()
  const name = useId()
  if (available.length < 2) return null
  return (
    <fieldset className={`commentary-choice commentary-choice--${variant}`}>
      <legend className="commentary-choice__legend">{t('commentary.legend')}</legend>
      {commentaryMenuOrder(available, locale).map((language) => (
        <label key={language} className="commentary-choice__option" lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
          <input
            type="radio"
            className="commentary-choice__radio"
            name={name}
            value={language}
            checked={selected === language}
            onChange={() => onChoose(language)}
          />
          {COMMENTARY_NAMES[language]}
        </label>
      ))}
    </fieldset>
  )
}
