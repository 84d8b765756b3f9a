import { EventEmitter } from 'node:events';
import type { HookParameters } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { rereadOnSave } from './dev-reread';
import type { LegalLibrary } from './source/library';

const root = new URL('file:///project/');
const saved = '/project/legal/privacy.mdx';

/** The dev server as the rereading uses it: a watcher to save into, and the reloads it sends. */
function devServer() {
  const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
  const send = vi.fn();
  const errors: string[] = [];
  // The pages' module, as the client's module graph holds it: each save makes it load again.
  const invalidateModule = vi.fn();
  const environments = {
    client: { moduleGraph: { getModuleById: () => ({}), invalidateModule }, hot: { send } },
  };
  const setup = {
    server: { watcher, environments },
    logger: { error: (message: string) => errors.push(message) },
  } as unknown as HookParameters<'astro:server:setup'>;
  return { setup, watcher, send, errors, invalidateModule };
}

/** A reading that ends when the test says so. */
function readings() {
  const ends: Array<() => void> = [];
  const reread = vi.fn(() => new Promise<[]>((resolve) => ends.push(() => resolve([]))));
  return { reread, end: (index: number) => ends[index]!() };
}

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), 20))]);

const library = { root, dir: 'legal' } as LegalLibrary;

describe('the dev server rereading the legal folder', () => {
  it('keeps the pages waiting from a save until its reading ends, then reloads them once', async () => {
    const { setup, watcher, send, invalidateModule } = devServer();
    const { reread, end } = readings();
    const allRead = rereadOnSave(setup, library, reread);
    expect(await settled(allRead())).toBe(true);

    watcher.emit('change', saved);
    // At once, before the reading: a page requested now loads the module, which waits.
    expect(invalidateModule).toHaveBeenCalledTimes(1);
    const waiting = allRead();
    await vi.waitFor(() => expect(reread).toHaveBeenCalledTimes(1));
    expect(await settled(waiting)).toBe(false);
    expect(send).not.toHaveBeenCalled();

    end(0);
    expect(await settled(waiting)).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'full-reload', path: '*' });
  });

  it('a save made during a reading keeps the pages waiting for the reading after it', async () => {
    const { setup, watcher, send } = devServer();
    const { reread, end } = readings();
    const allRead = rereadOnSave(setup, library, reread);

    watcher.emit('change', saved);
    await vi.waitFor(() => expect(reread).toHaveBeenCalledTimes(1));
    watcher.emit('change', saved);
    const waiting = allRead();
    end(0);
    expect(await settled(waiting)).toBe(false);
    expect(send).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(reread).toHaveBeenCalledTimes(2));
    end(1);
    expect(await settled(waiting)).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a reading that fails is reported, and the pages stop waiting', async () => {
    const { setup, watcher, errors } = devServer();
    const allRead = rereadOnSave(setup, library, () => Promise.reject(new Error('file gone')));
    watcher.emit('unlink', saved);
    await vi.waitFor(async () => expect(await settled(allRead())).toBe(true));
    expect(errors).toEqual(['Could not re-read the legal documents: Error: file gone']);
  });

  it('a file outside the legal folder, or not a legal text, is not read', async () => {
    const { setup, watcher } = devServer();
    const { reread } = readings();
    const allRead = rereadOnSave(setup, library, reread);
    watcher.emit('change', '/project/src/pages/index.astro');
    watcher.emit('change', '/project/legal/notes.txt');
    expect(await settled(allRead())).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reread).not.toHaveBeenCalled();
  });
});
