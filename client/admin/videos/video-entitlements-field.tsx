import { useFormContext } from 'react-hook-form'
import type { VideoFormValues } from './video-form-values'
import type { VideoChoices } from './video-text-fields'

/**
 * SPEC §4.3: who may watch. '?' opens the video to everyone; '*' to anyone
 * signed in; otherwise a subscriber holding one of the ticked tiers.
 */
export function VideoEntitlementsField({ tiers }: { tiers: VideoChoices['tiers'] | null }) {
  const { watch, setValue, formState } = useFormContext<VideoFormValues>()
  const chosen = watch('entitlements')
  const error = formState.errors.entitlements?.message ?? formState.errors.entitlements?.root?.message
  const toggle = (code: string, on: boolean) =>
    setValue('entitlements', on ? [...chosen, code] : chosen.filter((other) => other !== code), { shouldDirty: true, shouldValidate: true })
  const options = [
    { code: '?', label: 'Anyone (?)' },
    { code: '*', label: 'Any signed-in supporter (*)' },
    ...(tiers ?? []).map((tier) => ({ code: tier.code, label: `${tier.name} (${tier.code})` })),
  ]
  // A stored code that is no tier (any more) stays visible, so it can be unticked.
  for (const code of chosen) {
    if (tiers !== null && !options.some((option) => option.code === code)) options.push({ code, label: `${code} (not a tier)` })
  }

  return (
    <fieldset
      className="admin-fieldset"
      aria-describedby={['video-entitlements-hint', error ? 'video-entitlements-error' : ''].join(' ').trim()}
      aria-invalid={error ? true : undefined}
    >
      <legend>Who may watch</legend>
      <p className="admin-hint" id="video-entitlements-hint">
        Anyone (?) opens it to every visitor, signed in or not. Any signed-in supporter (*) opens it to every account. Otherwise only
        subscribers holding one of the ticked tiers may watch; nothing ticked follows the site's setting for videos without a list.
      </p>
      <div className="admin-checks">
        {options.map((option) => (
          <label key={option.code} className="admin-check">
            <input type="checkbox" checked={chosen.includes(option.code)} onChange={(event) => toggle(option.code, event.target.checked)} />{' '}
            {option.label}
          </label>
        ))}
      </div>
      {tiers === null ? <p>Loading the tiers…</p> : null}
      {error ? (
        <p className="admin-error" id="video-entitlements-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
