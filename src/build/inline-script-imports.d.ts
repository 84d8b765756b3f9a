declare module '*?inline-script' {
  const code: string;
  export default code;
}
