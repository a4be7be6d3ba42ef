import { type DragEvent, useRef, useState } from 'react'
import { moveAnnouncement, moveItem } from '../../../shared/rules/list-order'

/**
 * Issue 19 §3: blocks and menu entries are put in order by drag (HTML5 drag and drop, from a handle,
 * so text in the fields stays selectable) and by keyboard (Move up / Move down). Both go through the
 * one move rule, and each move is announced to screen readers in a polite live region.
 */
export function useReorder(labelOf: (index: number) => string, count: number, onMove: (from: number, to: number) => void) {
  const [armed, setArmed] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const dragging = useRef<number | null>(null)

  const move = (from: number, to: number) => {
    const { outcome } = moveItem(
      Array.from({ length: count }, (_, i) => i),
      from,
      to,
    )
    if (outcome === 'unchanged') return
    const target = Math.max(0, Math.min(count - 1, to))
    onMove(from, target)
    setAnnouncement(moveAnnouncement(labelOf(from), target + 1, count))
  }

  const end = () => {
    dragging.current = null
    setArmed(null)
    setOver(null)
  }

  /** Props for the item that can be dragged (it becomes draggable while its handle is held). */
  const itemProps = (index: number) => ({
    draggable: armed === index,
    onDragStart: (event: DragEvent) => {
      dragging.current = index
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData('text/plain', String(index))
    },
    onDragOver: (event: DragEvent) => {
      if (dragging.current === null) return
      event.preventDefault()
      setOver(index)
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      if (dragging.current !== null) move(dragging.current, index)
      end()
    },
    onDragEnd: end,
    'data-drop-target': over === index && dragging.current !== index ? 'true' : undefined,
  })

  /** The handle a mouse or finger holds to drag; keyboard users have the Move buttons instead. */
  const handleProps = (index: number) => ({
    onPointerDown: () => setArmed(index),
    onPointerUp: () => setArmed(null),
  })

  return { move, itemProps, handleProps, announcement }
}

/**
 * Move up / Move down for one item, named by its label for screen readers. At an end the button says
 * so with aria-disabled rather than disabled, so the focus stays on it after the item arrives there.
 */
export function MoveButtons({
  index,
  count,
  label,
  onMove,
}: {
  index: number
  count: number
  label: string
  onMove: (from: number, to: number) => void
}) {
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button--small"
        aria-disabled={index === 0 || undefined}
        onClick={() => onMove(index, index - 1)}
      >
        Move up<span className="visually-hidden"> {label}</span>
      </button>
      <button
        type="button"
        className="admin-button admin-button--small"
        aria-disabled={index === count - 1 || undefined}
        onClick={() => onMove(index, index + 1)}
      >
        Move down<span className="visually-hidden"> {label}</span>
      </button>
    </>
  )
}

export function DragHandle(props: ReturnType<ReturnType<typeof useReorder>['handleProps']>) {
  return (
    <span className="admin-drag-handle" title="Drag to reorder" aria-hidden="true" {...props}>
      ⠿
    </span>
  )
}

export function MoveAnnouncer({ text }: { text: string }) {
  return (
    <p className="visually-hidden" aria-live="polite">
      {text}
    </p>
  )
}
