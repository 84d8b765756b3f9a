// A file's `add` and `change` events held until it has been quiet: an editor's save truncates the
// file, then writes it, and the watcher may report only the truncation, an empty file.
import type { LoaderContext } from 'astro/loaders';

type Watcher = NonNullable<LoaderContext['watcher']>;
type Listener = (path: string, ...rest: unknown[]) => unknown;

const QUIET_MS = 150; // long enough for a save to finish writing, short beside the reload after it

export function settledWatcher(watcher: Watcher): Watcher {
  const held = new Map<string, ReturnType<typeof setTimeout>>();
  const settled =
    (event: string, listener: Listener): Listener =>
    (path, ...rest) => {
      const key = `${event} ${path}`;
      clearTimeout(held.get(key));
      const timer = setTimeout(() => {
        held.delete(key);
        listener(path, ...rest);
      }, QUIET_MS);
      held.set(key, timer);
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
