import { lazy, Suspense } from 'react'
import { useLoginCheck } from '../../account/use-login-check'
import { useBodyLock } from '../../hooks/use-body-lock'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { useTracking } from '../../tracking/use-tracking'
import { MediaPlayers } from '../player/media-players'
import { CookiePopup } from './cookie-popup'
import { LoadingBar } from './loading-bar'
import { AccountNotification, ErrorNotification } from './notices'
import { PromoOverlay } from './promo-overlay'
import { useQueryNotices } from './use-query-notices'

// Search, the login prompt and the account panel render nothing until opened, so their code loads on first use.
const AccountPanel = lazy(() => import('../header/account-panel').then((m) => ({ default: m.AccountPanel })))
const SearchOverlay = lazy(() => import('./search-overlay').then((m) => ({ default: m.SearchOverlay })))
const LoginPrompt = lazy(() => import('./login-prompt').then((m) => ({ default: m.LoginPrompt })))
// SPEC §2.8–§2.10 buying overlays: their code (and the packages widget's) loads on first use too.
const UpgradePromo = lazy(() => import('./upgrade-promo').then((m) => ({ default: m.UpgradePromo })))
const SubscribePackages = lazy(() => import('./subscribe-packages').then((m) => ({ default: m.SubscribePackages })))
const VoucherOverlay = lazy(() => import('./voucher-overlay').then((m) => ({ default: m.VoucherOverlay })))

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
  return (
    <Suspense fallback={null}>
      <SearchOverlay />
    </Suspense>
  )
}

function AccountPanelWhenOpen() {
  const { ui } = useAppSnapshot()
  if (!ui.accountHeaderOpen) return null
  return (
    <Suspense fallback={null}>
      <AccountPanel />
    </Suspense>
  )
}

function LoginPromptWhenOpen() {
  const { ui } = useAppSnapshot()
  if (!ui.loginPromptOpen) return null
  return (
    <Suspense fallback={null}>
      <LoginPrompt />
    </Suspense>
  )
}

function BuyingOverlaysWhenOpen() {
  const { ui } = useAppSnapshot()
  if (!ui.upgradePromoOpen && !ui.showPackages && !ui.voucherOpen) return null
  return (
    <Suspense fallback={null}>
      {ui.upgradePromoOpen ? <UpgradePromo /> : null}
      {ui.showPackages ? <SubscribePackages /> : null}
      {ui.voucherOpen ? <VoucherOverlay /> : null}
    </Suspense>
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
