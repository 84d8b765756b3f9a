// Where two texts part: the words that differ, with a little context, not the whole document.

const CONTEXT = 3;
const SHOWN = 12;

/** `from word 57: saved "… must be …", this build "… shall be …"`; the texts must differ. */
export function wordDifference(saved: string, built: string): string {
  const a = saved.split(' ');
  const b = built.split(' ');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end += 1;
  const quote = (words: string[]) => {
    const from = Math.max(0, start - CONTEXT);
    const to = Math.min(words.length, words.length - end + CONTEXT, from + SHOWN);
    return `"${from > 0 ? '… ' : ''}${words.slice(from, to).join(' ')}${to < words.length ? ' …' : ''}"`;
  };
  return `from word ${start + 1}: saved ${quote(a)}, this build ${quote(b)}`;
}
