import { EventEmitter } from 'node:events';
import { afterEach, expect, it, vi } from 'vitest';
import { settledWatcher } from './collections';

afterEach(() => {
  vi.useRealTimers();
});

/** A watcher as chokidar is one: events, and methods that need their own `this`. */
class FakeWatcher extends EventEmitter {
  watched: string[] = [];
  add(path: string) {
    this.watched.push(path);
    return this;
  }
}

it('passes on a file’s changes once it has been quiet, once, with the last arguments', () => {
  vi.useFakeTimers();
  const watcher = new FakeWatcher();
  const seen: string[] = [];
  settledWatcher(watcher as never).on('change', (path: string) => seen.push(path));
  watcher.emit('change', '/legal/terms.mdx');
  vi.advanceTimersByTime(100);
  watcher.emit('change', '/legal/terms.mdx');
  watcher.emit('change', '/legal/privacy.mdx');
  vi.advanceTimersByTime(100);
  expect(seen).toEqual([]);
  vi.advanceTimersByTime(100);
  expect(seen).toEqual(['/legal/terms.mdx', '/legal/privacy.mdx']);
});

it('passes on a deletion at once, and lends the watcher’s own methods', () => {
  vi.useFakeTimers();
  const watcher = new FakeWatcher();
  const seen: string[] = [];
  const settled = settledWatcher(watcher as never);
  settled.on('unlink', (path: string) => seen.push(path));
  watcher.emit('unlink', '/legal/terms.mdx');
  expect(seen).toEqual(['/legal/terms.mdx']);
  // Taken off the proxy, as glob() might hold it: it must still act on the watcher.
  const add = Reflect.get(settled, 'add') as (path: string) => unknown;
  add('/legal/es');
  expect(watcher.watched).toEqual(['/legal/es']);
});
