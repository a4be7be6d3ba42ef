import type { SeedTable } from './sql'

/** A drawing to store in R2 at 'images/' + key (the DB keeps the bare key): as SVG, or as a JPEG photograph when the key ends in .jpg (photos.ts). */
export interface SeedImage {
  key: string
  svg: string
}

/** What one seed module contributes: rows (in foreign-key order) and images. */
export interface SeedPart {
  tables: SeedTable[]
  images: SeedImage[]
}
