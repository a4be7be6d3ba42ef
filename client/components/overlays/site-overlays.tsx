import { useLoginCheck } from '../../account/use-login-check'
import { useBodyLock } from '../../hooks/use-body-lock'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay } from '../../state/ui-state'
import { useTracking } from '../../tracking/use-tracking'
import { lazyPart } from '../lazy-part'
import { MediaPlayers } from '../player/media-players'
import { CookiePopup } from './cookie-popup'
import { LoadingBar } from './loading-bar'
import { AccountNotification, ErrorNotification } from './notices'
import { PromoOverlay } from './promo-overlay'
import { useQueryNotices } from './use-query-notices'

// Search, the login prompt and the account panel render nothing until opened, so their code loads on first use.
const AccountPanel = lazyPart(() => import('../header/account-panel').then((m) => m.AccountPanel), {
  close: (store) => closeOverlay(store.ui, 'accountHeader'),
})
const SearchOverlay = lazyPart(() => import('./search-overlay').then((m) => m.SearchOverlay), {
  close: (store) => closeOverlay(store.ui, 'search'),
})
const LoginPrompt = lazyPart(() => import('./login-prompt').then((m) => m.LoginPrompt), {
  close: (store) => closeOverlay(store.ui, 'loginPrompt'),
})
// SPEC §2.8–§2.10 buying overlays: their code (and the packages widget's) loads on first use too.
const UpgradePromo = lazyPart(() => import('./upgrade-promo').then((m) => m.UpgradePromo), {
  close: (store) => closeOverlay(store.ui, 'upgradePromo'),
})
const SubscribePackages = lazyPart(() => import('./subscribe-packages').then((m) => m.SubscribePackages), {
  close: (store) => closeOverlay(store.ui, 'packages'),
})
const VoucherOverlay = lazyPart(() => import('./voucher-overlay').then((m) => m.VoucherOverlay), {
  close: (store) => closeOverlay(store.ui, 'voucher'),
})

/**
 * The shell pieces of SPEC §2.4 and §2.10 that sit over every page of the
 * site and streamer layouts: loading bar, search, account panel, notices,
 * overlay promo and cookie popup.
 */
export function SiteOverlays() {
  return (
    <>
      <LoadingBar />
      <SearchWhenOpen />
      <LoginPromptWhenOpen />
      <BuyingOverlaysWhenOpen />
      <AccountPanelWhenOpen />
      <AccountNotification />
      <ErrorNotification />
      <PromoOverlay />
      <MediaPlayers />
      <CookiePopup />
    </>
  )
}

function SearchWhenOpen() {
  const { ui } = useAppSnapshot()
  if (!ui.searchOpen) return null
  return <SearchOverlay />
}

function AccountPanelWhenOpen() {
  const { ui } = useAppSnapshot()
  if (!ui.accountHeaderOpen) return null
  return <AccountPanel />
}

function LoginPromptWhenOpen() {
  const { ui } = useAppSnapshot()
  if (!ui.loginPromptOpen) return null
  return <LoginPrompt />
}

function BuyingOverlaysWhenOpen() {
  const { ui } = useAppSnapshot()
  if (!ui.upgradePromoOpen && !ui.showPackages && !ui.voucherOpen) return null
  return (
    <>
      {ui.upgradePromoOpen ? <UpgradePromo /> : null}
      {ui.showPackages ? <SubscribePackages /> : null}
      {ui.voucherOpen ? <VoucherOverlay /> : null}
    </>
  )
}

/** Effects every page shares: the §4.8 background lock, the §2.1 query notices, the §4.6 login check and §4.7 tracking. */
export function useShellEffects(): void {
  const store = useStore()
  const { chrome, payload, ui } = useAppSnapshot()
  // SPEC §4.8: the video player modal locks the page behind it too, whatever opens or closes over it.
  useBodyLock(ui.lockBackground || ui.mediaPlayer.modalOpen)
  useQueryNotices(store, payload.url)
  useLoginCheck(store, payload.url, chrome.siteLocked)
  useTracking(store, payload.url, ui.cookiesConsent)
}
