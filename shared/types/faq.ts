/** SPEC §2.10 FAQ page: groups of entries with heading and answer HTML. */
export interface FaqEntry {
  heading: string
  answerHtml: string
}

export interface FaqGroup {
  id: string
  title: string
  entries: FaqEntry[]
}
