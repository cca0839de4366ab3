// Vite returns a stylesheet imported with ?inline as a (minified) string.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
