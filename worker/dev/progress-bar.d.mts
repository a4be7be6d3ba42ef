/** Types for ./progress-bar.mjs (its unit test imports it). */
export declare function progressSeconds(line: string): number | null
export declare function progressLine(label: string, done: number, total: number, width?: number): string
export declare function countLine(label: string, done: number, total: number, width?: number): string
export declare function progressReporter(
  label: string,
  total: number,
  stream?: { isTTY?: boolean; write(text: string): unknown },
  unit?: 'time' | 'count',
): { update(done: number): void; finish(): void }
