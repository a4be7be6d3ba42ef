import { useEffect, useState } from 'react'

/**
 * A list filter's "Search titles" box (issue 19 §2, issue 20 §2): what is typed
 * is asked for 300 ms after the last key, so a word typed is one request.
 */
export function TitleSearchField({ id, value, onChange }: { id: string; value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value)
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onChange(text), 300)
    return () => clearTimeout(timer)
  }, [text, value, onChange])

  return (
    <div className="admin-field admin-field--grow">
      <label htmlFor={id}>Search titles</label>
      <input id={id} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
    </div>
  )
}
