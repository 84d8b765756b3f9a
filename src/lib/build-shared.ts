/**
 * One value for the whole build, set by `astro.config.mjs` and read by the pages. Astro evaluates
 * the config, the content config and the pages as separate module graphs in one process, so a
 * module-level variable would be three variables: the value is kept on `globalThis` under a
 * registered symbol, where all three reach the same one.
 */
export interface BuildShared<T> {
  set(value: T): T;
  /** The value; throws, naming who sets it, when it is read before it is set. */
  get(): T;
}

const slot = <T>(key: string) => {
  const symbol = Symbol.for(`pollfly.${key}`);
  return { symbol, store: globalThis as unknown as Record<symbol, T | undefined> };
};

export function buildShared<T>(key: string, setBy: string): BuildShared<T> {
  const { symbol, store } = slot<T>(key);
  return {
    set: (value) => (store[symbol] = value),
    get() {
      const value = store[symbol];
      if (value === undefined) throw new Error(`${setBy} before anything reads it.`);
      return value;
    },
  };
}

/** A cache for the whole build, made by its first reader: what one page computes, the next reuses. */
export function buildCache<K, V>(key: string): Map<K, V> {
  const { symbol, store } = slot<Map<K, V>>(key);
  return (store[symbol] ??= new Map<K, V>());
}
