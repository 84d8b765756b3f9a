/**
 * The dev server's file watcher as the legal loaders listen to it: a file's `add` and `change`
 * events are held until it has been quiet for a moment, then passed on once. An editor's save
 * truncates the file and then writes it, and the watcher may report only the first of the two;
 * read at once, the file would be empty, and the page would show a mistake the editor never made.
 */
import type { LoaderContext } from 'astro/loaders';

type Watcher = NonNullable<LoaderContext['watcher']>;
type Listener = (path: string, ...rest: unknown[]) => unknown;

/** Long enough for a save to finish writing, short beside the reload that follows it. */
const QUIET_MS = 150;

export function settledWatcher(watcher: Watcher): Watcher {
  const held = new Map<string, ReturnType<typeof setTimeout>>();
  const settled =
    (event: string, listener: Listener): Listener =>
    (path, ...rest) => {
      const key = `${event} ${path}`;
      clearTimeout(held.get(key));
      held.set(
        key,
        setTimeout(() => {
          held.delete(key);
          listener(path, ...rest);
        }, QUIET_MS),
      );
    };
  return new Proxy(watcher, {
    get(target, key) {
      if (key === 'on')
        return (event: string, listener: Listener) =>
          target.on(
            event as 'change',
            event === 'change' || event === 'add' ? settled(event, listener) : listener,
          );
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
