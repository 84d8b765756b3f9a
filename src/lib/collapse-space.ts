/** Collapses runs of whitespace, as a browser does when it lays out text. */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
