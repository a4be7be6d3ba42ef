/**
 * JSON for an inline <script>: `<` and the two JS line separators are
 * escaped so content can never close the script or break the parser.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
