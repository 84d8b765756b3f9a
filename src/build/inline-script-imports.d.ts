/** See `inline-scripts.ts`: the bundled, minified script, as a string. */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
