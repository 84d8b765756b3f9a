declare module 'virtual:legal/build' {
  const build: import('./build-module').LegalBuild;
  export default build;
}
