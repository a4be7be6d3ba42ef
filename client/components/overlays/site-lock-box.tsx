import { type FormEvent, useState } from 'react'
import type { MessageKey } from '../../../shared/i18n'
import { imageUrl } from '../../../shared/images'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'

type LockStep =
  | { kind: 'entering' }
  | { kind: 'checking' }
  | { kind: 'wrong' }
  | { kind: 'tooMany' }
  | { kind: 'right'; password: string }
  | { kind: 'entering-site' }

async function post(path: string, password: string): Promise<number> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ password }),
  })
  return response.status
}

/** 429: the server's per-address attempt limit (worker/routes/site-lock.ts). */
const afterRefusal = (status: number): LockStep => (status === 429 ? { kind: 'tooMany' } : { kind: 'wrong' })

const STEP_MESSAGES: Partial<Record<LockStep['kind'], MessageKey>> = {
  wrong: 'siteLock.wrong',
  tooMany: 'siteLock.tooMany',
  right: 'siteLock.right',
}

/**
 * SPEC §2.10, §4.8, §5 site lock box: logo, description, password field and
 * button. The server checks the password (it never reaches the browser);
 * only a right one reveals the Access button, which sets allow_entry.
 */
export function SiteLockBox() {
  const { chrome } = useAppSnapshot()
  const t = useT()
  const [password, setPassword] = useState('')
  const [step, setStep] = useState<LockStep>({ kind: 'entering' })
  const { settings } = chrome
  const check = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) return
    setStep({ kind: 'checking' })
    const status = await post('/api/site-lock/check', password).catch(() => 0)
    setStep(status === 200 ? { kind: 'right', password } : afterRefusal(status))
  }
  const enter = async () => {
    if (step.kind !== 'right') return
    setStep({ kind: 'entering-site' })
    const status = await post('/api/site-lock/access', step.password).catch(() => 0)
    if (status === 200) location.reload()
    else setStep(afterRefusal(status))
  }
  return (
    <div className="site-lock">
      <div className="site-lock__box">
        <img className="site-lock__logo" src={imageUrl(settings.logoKey)} alt={`${settings.clubName} crest`} width={72} height={86} />
        <h1 className="site-lock__title">{t('siteLock.title')}</h1>
        <p className="site-lock__description">{t('siteLock.description')}</p>
        <form className="site-lock__form" onSubmit={check}>
          <label className="site-lock__label" htmlFor="site-lock-password">
            {t('siteLock.password')}
          </label>
          <input
            id="site-lock-password"
            className="site-lock__input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value)
              if (step.kind !== 'entering') setStep({ kind: 'entering' })
            }}
          />
          <button type="submit" className="chrome-button chrome-button--ghost" disabled={step.kind === 'checking' || !password}>
            {t('siteLock.check')}
          </button>
        </form>
        <p className="site-lock__message" role="status">
          {STEP_MESSAGES[step.kind] ? t(STEP_MESSAGES[step.kind]!) : ''}
        </p>
        {step.kind === 'right' || step.kind === 'entering-site' ? (
          <button
            type="button"
            className="chrome-button chrome-button--primary site-lock__access"
            onClick={enter}
            disabled={step.kind === 'entering-site'}
          >
            {t('siteLock.access')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
