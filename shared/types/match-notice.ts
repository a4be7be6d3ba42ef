/** Issue 21 §6: a notice of the club, as players and match centres show it. */
export interface MatchNotice {
  id: number
  matchId: number | null
  /** The stream it is about; null for the whole match. */
  streamId: string | null
  message: { en: string; ar: string }
  createdAt: string
}
