import { useState } from 'react'
import { imageUrl } from '../../../shared/images'
import { accountLinkFor } from '../../../shared/rules/sign-on-link'
import { logOut } from '../../account/logout'
import { ManageSubscriptions } from '../../payments/manage-subscriptions'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'

const AVATAR_SIZE = { width: 128, height: 128 }

/** Up to two initials of a display name ('Sid Subscriber' → 'SS'), for the avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters.map((word) => Array.from(word as string)[0]?.toLocaleUpperCase() ?? '').join('')
}

/**
 * SPEC §2.10 account summary of a signed-in supporter: profile image, welcome
 * line, display name, account id, Manage and Log out; §6 'Account
 * Restrictions Bypassed' for a bypassed account, and the §8.2 blocked message
 * with the support contact for a blocked one (it may still browse free content).
 */
export function AccountSummary() {
  const { chrome, user } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const [leaving, setLeaving] = useState(false)
  const name = user.userDisplayName
  const { links, supportEmail } = chrome.settings
  // Under OIDC the profile lives at the provider: a link into the embedded portal is not offered.
  const manageAccount = accountLinkFor(links.manageAccount, chrome.signOn)
  const logOutNow = async () => {
    if (leaving) return
    setLeaving(true)
    await logOut(store)
    setLeaving(false)
  }
  return (
    <div className="account-panel__body account-summary">
      <div className="account-summary__who">
        {user.profileImageKey ? (
          <img
            className="account-summary__avatar"
            src={imageUrl(user.profileImageKey, AVATAR_SIZE)}
            alt={t('account.avatar', { name })}
            width={64}
            height={64}
          />
        ) : (
          <span className="account-summary__avatar account-summary__avatar--initials" role="img" aria-label={t('account.avatar', { name })}>
            {initialsOf(name)}
          </span>
        )}
        <div className="account-summary__names">
          <p className="account-summary__welcome">{t('account.welcome')}</p>
          <p className="account-summary__name">{name}</p>
        </div>
      </div>
      <dl className="account-summary__details">
        <dt>{t('account.id')}</dt>
        <dd className="account-summary__id">{user.ssoID}</dd>
      </dl>
      {user.bypassed ? <p className="account-summary__flag">{t('account.bypassed')}</p> : null}
      {user.blocked ? (
        <div className="account-summary__blocked" role="note">
          <p className="account-summary__blocked-title">{t('account.blocked')}</p>
          <WithEmailLink text={t('account.blockedContact')} email={supportEmail} />
        </div>
      ) : (
        <p className="account-panel__promo">{t('account.promoLoggedIn', { club: chrome.settings.clubName })}</p>
      )}
      <div className="account-panel__actions">
        {manageAccount ? (
          <a className="chrome-button chrome-button--primary" href={manageAccount}>
            {t('account.manage')}
          </a>
        ) : null}
        {/* Issue 11 §6: the customer portal, between the account's own Manage and Log out (last, as everywhere). */}
        <ManageSubscriptions />
        <button type="button" className="chrome-button chrome-button--ghost" onClick={logOutNow} aria-disabled={leaving || undefined}>
          {t('account.logOut')}
        </button>
      </div>
    </div>
  )
}

/** A catalogue text with an {email} placeholder, the address as a mailto link (the sentence order stays the translation's). */
function WithEmailLink({ text, email }: { text: string; email: string }) {
  const [before = '', after = ''] = text.split('{email}')
  return (
    <p>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </p>
  )
}
