// The build knows a page by its file (`/privacy.html`); links and rules need the served address.
export function pagePath(builtPath: string): string {
  const path = `/${builtPath.replace(/^\/+/, '')}`
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1');
  return path === '/' ? path : path.replace(/\/+$/, '');
}
