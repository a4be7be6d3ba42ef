import { useState } from 'react'
import type { ApiResult } from './admin-api'

export type Refusal = Extract<ApiResult<unknown>, { ok: false }>

/** The stored copy a refusal carries when someone else saved first (409 version_conflict); undefined for any other refusal. */
export function conflictOf<T>(result: Refusal): { stored: T | null } | undefined {
  if (result.status !== 409 || result.errors[0]?.code !== 'version_conflict') return undefined
  return { stored: (result.body as { data?: { attributes?: T } } | null)?.data?.attributes ?? null }
}

/**
 * Issue 19 §10 (issue 20 §2 for videos): what every back office edit form
 * does around its API calls: one piece of work at a time (busy, "Working…"),
 * a status line, and the stored copy when someone else saved first, until the
 * editor keeps theirs or takes the stored one. The form's own loading, field
 * errors and saving stay in its hook.
 */
export function useEditingWork<T extends { version: number }>(noun: string, firstStatus: () => string = () => '') {
  const [status, setStatus] = useState(firstStatus)
  const [conflict, setConflict] = useState<T | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async <R>(work: () => Promise<R>): Promise<R> => {
    setBusy(true)
    setStatus('Working…')
    try {
      return await work()
    } finally {
      setBusy(false)
    }
  }

  /** A version conflict becomes the notice and the status line (true); any other refusal is the caller's (false). */
  const conflicted = (result: Refusal, what: string): boolean => {
    const found = conflictOf<T>(result)
    if (!found) return false
    if (found.stored) setConflict(found.stored)
    setStatus(`${what}: someone else saved this ${noun} meanwhile.`)
    return true
  }

  /** "Take theirs": `show` puts the stored copy in the form; the editor's changes are dropped by their choice. */
  const takeTheirs = (show: (stored: T) => void) => {
    if (!conflict) return
    show(conflict)
    setConflict(null)
    setStatus(`Showing the stored copy (version ${conflict.version})`)
  }

  return { status, setStatus, conflict, setConflict, busy, run, conflicted, takeTheirs }
}
