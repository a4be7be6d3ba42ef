import type { SeedTable } from './sql'

/** An SVG to store in R2 at 'images/' + key (the DB keeps the bare key). */
export interface SeedImage {
  key: string
  svg: string
}

/** What one seed module contributes: rows (in foreign-key order) and images. */
export interface SeedPart {
  tables: SeedTable[]
  images: SeedImage[]
}
