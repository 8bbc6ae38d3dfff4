// Vite's `?raw` imports (a file's text), as used by the theming stories.
declare module '*?raw' {
  const text: string;
  export default text;
}
