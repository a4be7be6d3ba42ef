import { useState } from 'react'
import { get, useFieldArray, useFormContext } from 'react-hook-form'
import type { PageFieldsInput } from '../../../shared/schemas/admin-pages'
import { BlockFieldInput } from './block-field-input'
import { BLOCK_FIELDS, BLOCK_LABELS, type BlockType, newBlock } from './block-fields'
import { DragHandle, MoveAnnouncer, MoveButtons, useReorder } from './reorder'

const TYPES = Object.keys(BLOCK_LABELS) as BlockType[]

/**
 * Issue 19 §3: the page's blocks in order: add one of the known widget types, edit its fields,
 * remove it, and move it by drag or with Move up / Move down (announced). The list is saved with the
 * page, as one ordered list.
 */
export function BlockListEditor() {
  const { control, formState, watch } = useFormContext<PageFieldsInput>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'blocks' })
  const [adding, setAdding] = useState<BlockType>('heading')
  const blocks = watch('blocks')
  const labelOf = (index: number) => {
    const type = blocks[index]?.type as BlockType | undefined
    return `${type ? BLOCK_LABELS[type] : 'Block'} block ${index + 1}`
  }
  const reorder = useReorder(labelOf, fields.length, move)
  const listError = (get(formState.errors, 'blocks') as { message?: string } | undefined)?.message

  return (
    <fieldset className="admin-fieldset admin-blocks">
      <legend>Blocks</legend>
      <p className="admin-hint">Shown below the body, in this order. Drag a block by its handle, or use Move up and Move down.</p>
      {listError ? <p className="admin-error">{listError}</p> : null}
      <ol className="admin-blocks__list">
        {fields.map((item, index) => {
          const type = item.type as BlockType
          const label = labelOf(index)
          return (
            <li key={item.id} className="admin-blocks__item" {...reorder.itemProps(index)}>
              <div className="admin-blocks__bar">
                <DragHandle {...reorder.handleProps(index)} />
                <h2 className="admin-blocks__title">
                  {index + 1}. {BLOCK_LABELS[type] ?? type}
                </h2>
                <div className="admin-actions">
                  <MoveButtons index={index} count={fields.length} label={label} onMove={reorder.move} />
                  <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={() => remove(index)}>
                    Remove<span className="visually-hidden"> {label}</span>
                  </button>
                </div>
              </div>
              {(BLOCK_FIELDS[type] ?? []).map((field) => (
                <BlockFieldInput key={field.name} index={index} field={field} blockKey={item.id} />
              ))}
            </li>
          )
        })}
      </ol>
      <MoveAnnouncer text={reorder.announcement} />
      <div className="admin-inline">
        <label htmlFor="block-new-type">New block</label>
        <select id="block-new-type" value={adding} onChange={(event) => setAdding(event.target.value as BlockType)}>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {BLOCK_LABELS[type]}
            </option>
          ))}
        </select>
        <button type="button" className="admin-button" onClick={() => append(newBlock(adding))}>
          Add block
        </button>
      </div>
    </fieldset>
  )
}
