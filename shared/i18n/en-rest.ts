/**
 * The English messages outside FIRST_RENDER_NAMESPACES (first-render.ts),
 * loaded on demand by loadEnglishRest(). Here, for the server and the tests,
 * it is the whole catalogue; the browser build gives this module and en.ts
 * their halves (client/bundle-options.mjs).
 */
export { en as enRest } from './en'
