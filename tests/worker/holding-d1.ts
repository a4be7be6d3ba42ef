// Issue 18 §9: holds a webhook handler between its reads and its write, so another event can be handled meanwhile.

/** D1 as the handler sees it, except that its first batch waits until `meanwhile` has run to the end. */
export function holdingFirstBatch(db: D1Database, meanwhile: () => Promise<unknown>): D1Database {
  let held = false
  return new Proxy(db, {
    get(target, property) {
      if (property === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          if (!held) {
            held = true
            await meanwhile()
          }
          return target.batch(statements)
        }
      }
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
