import type { AdminCompetition, AdminSeason, AdminTeam } from '../../../shared/types/admin-football'
import { useCallback, useEffect, useState } from 'react'
import { useAdminData } from '../use-admin-data'

type ListBody<T> = { data: { attributes: T }[] }

/** Issue 19 §4: the teams, seasons and competitions the football forms choose from. */
export function useFootballOptions() {
  const teams = useAdminData<ListBody<AdminTeam>>('/api/admin/football/teams').state
  const seasons = useAdminData<ListBody<AdminSeason>>('/api/admin/football/seasons').state
  const competitions = useAdminData<ListBody<AdminCompetition>>('/api/admin/football/competitions').state
  const list = <T>(state: typeof teams | typeof seasons | typeof competitions) =>
    state.status === 'ready' ? (state.data.data.map((d) => d.attributes) as T[]) : []
  return {
    teams: list<AdminTeam>(teams).map((t) => ({ value: t.id, label: t.fields.name })),
    seasons: list<AdminSeason>(seasons).map((s) => ({ value: s.id, label: s.fields.name })),
    competitions: list<AdminCompetition>(competitions).map((c) => ({ value: c.id, label: c.fields.name })),
  }
}

/**
 * Where an item opens: ?id=12, or ?id=new (the back office's path has room for
 * the sub-section only). Read after the first render (the server renders the
 * list), and changed in place by the list's links, which keep real addresses.
 */
export function useOpenItem(): [number | 'new' | null, (id: number | 'new' | null) => void] {
  const [open, setOpen] = useState<number | 'new' | null>(null)
  useEffect(() => {
    const read = () => {
      const id = new URLSearchParams(window.location.search).get('id')
      const n = Number(id)
      setOpen(id === 'new' ? 'new' : id !== null && Number.isInteger(n) && n > 0 ? n : null)
    }
    read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])
  const go = useCallback((id: number | 'new' | null) => {
    const url = new URL(window.location.href)
    if (id === null) url.searchParams.delete('id')
    else url.searchParams.set('id', String(id))
    window.history.pushState(null, '', url)
    setOpen(id)
  }, [])
  return [open, go]
}
