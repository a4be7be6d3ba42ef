// Vite's ?raw import: a text file's content as a string (the XSS payload list).
declare module '*.txt?raw' {
  const text: string
  export default text
}
