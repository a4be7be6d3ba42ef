import { useEffect, useState } from 'react'
import type { Package, PackagesResponse, PackageType } from '../../shared/types/payments'

export interface PackageSection {
  /** SPEC §4.10: a section is ready after its fetch succeeds or fails. */
  ready: boolean
  packages: Package[]
}

const NOT_READY: PackageSection = { ready: false, packages: [] }

/** SPEC §7 GET packages?filter.packageType=…, data.data. A failure is logged and reads as no packages (§8.3). */
async function loadPackages(type: PackageType, signal: AbortSignal): Promise<Package[]> {
  try {
    const response = await fetch(`/api/packages?filter.packageType=${type}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    })
    if (!response.ok) throw new Error(`packages answered ${response.status}`)
    return ((await response.json()) as PackagesResponse).data.data
  } catch (err) {
    if (!signal.aborted) console.warn('packages failed to load', type, err instanceof Error ? err.message : String(err))
    return []
  }
}

/**
 * Both sections of the packages widget (SPEC §2.8), fetched after mount: the
 * answer depends on the visitor's country (the server's region rule), so it
 * is never part of a cached page.
 */
export function usePackageSections(): Record<PackageType, PackageSection> {
  const [membership, setMembership] = useState<PackageSection>(NOT_READY)
  const [matchPass, setMatchPass] = useState<PackageSection>(NOT_READY)
  useEffect(() => {
    const controller = new AbortController()
    const settle = (type: PackageType, set: (s: PackageSection) => void) =>
      loadPackages(type, controller.signal).then((packages) => {
        if (!controller.signal.aborted) set({ ready: true, packages })
      })
    void settle('membership', setMembership)
    void settle('match-pass', setMatchPass)
    return () => controller.abort()
  }, [])
  return { membership, 'match-pass': matchPass }
}
