import type { AdminAccountDetail } from '../../../shared/types/admin-accounts'
import { londonDateTime } from '../admin-dates'
import { AccountExtras } from './account-extras'

type Action = 'block' | 'unblock' | 'bypass' | 'unbypass'

/** One account as an administrator sees it: its state and buttons, entitlements, purchases, sign-ins (issue 19 §7). */
export function AccountDetail({
  account,
  onAction,
  onWithdraw,
  onDone,
}: {
  account: AdminAccountDetail
  onAction: (action: Action) => void
  /** Issue 19 §7: only a complimentary (source 'admin') entitlement is withdrawn here. */
  onWithdraw: (entitlement: AdminAccountDetail['entitlements'][number]) => void
  onDone: (message: string) => void
}) {
  return (
    <section className="admin-panel" aria-labelledby="account-title">
      <h2 id="account-title">{account.email}</h2>
      <p className="admin-meta">
        {account.displayName} · {account.ssoId} · {account.role}
      </p>
      <p>
        {account.blocked ? 'Blocked: free content only.' : 'Not blocked.'} {account.bypassed ? "'Account Restrictions Bypassed'." : ''}
      </p>
      <div className="admin-actions">
        <button
          type="button"
          className={`admin-button ${account.blocked ? '' : 'admin-button--danger'}`}
          onClick={() => onAction(account.blocked ? 'unblock' : 'block')}
        >
          {account.blocked ? 'Unblock' : 'Block'}
        </button>
        <button type="button" className="admin-button" onClick={() => onAction(account.bypassed ? 'unbypass' : 'bypass')}>
          {account.bypassed ? 'Remove the bypass' : 'Bypass restrictions'}
        </button>
      </div>
      <h3>Entitlements</h3>
      {account.entitlements.length === 0 ? (
        <p className="admin-empty">None.</p>
      ) : (
        <ul className="admin-list">
          {account.entitlements.map((e) => (
            <li key={e.id}>
              {e.code}{' '}
              <span className="admin-meta">
                ({e.source === 'admin' ? 'complimentary' : e.source}) from {londonDateTime(e.startsAt)}{' '}
                {e.endsAt ? `to ${londonDateTime(e.endsAt)}` : 'with no end'}
              </span>
              {e.source === 'admin' ? (
                <>
                  {' '}
                  <button type="button" className="admin-link-button" onClick={() => onWithdraw(e)}>
                    Withdraw {e.code}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AccountExtras key={account.ssoId} account={account} onDone={onDone} />
      <h3>Purchases</h3>
      {account.purchases.length === 0 ? (
        <p className="admin-empty">None.</p>
      ) : (
        <ul className="admin-list">
          {account.purchases.map((p) => (
            <li key={p.id}>
              {p.packageId} · {p.status} · {(p.amountPence / 100).toFixed(2)} {p.currency}{' '}
              <span className="admin-meta">{londonDateTime(p.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3>Sign-ins</h3>
      {account.signIns.length === 0 ? (
        <p className="admin-empty">None.</p>
      ) : (
        <ul className="admin-list">
          {account.signIns.map((s) => (
            <li key={s.startedAt}>
              {s.userAgent || 'Unknown browser'}{' '}
              <span className="admin-meta">
                since {londonDateTime(s.startedAt)}, last {londonDateTime(s.lastUsedAt)}
                {s.ended ? ', ended' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
