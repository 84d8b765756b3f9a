import { expect, it } from 'vitest';
import { buildShared } from './build-shared';

it('gives every reader the value set, across module graphs, by its registered symbol', () => {
  const written = buildShared<{ day: string }>('test-shared-value', 'Set by the test');
  const value = written.set({ day: '2026-11-23' });
  expect(buildShared('test-shared-value', 'Set by the test').get()).toBe(value);
});

it('says who sets it when it is read before it is set', () => {
  expect(() =>
    buildShared('test-never-set', 'The library is opened by astro.config.mjs').get(),
  ).toThrow('The library is opened by astro.config.mjs before anything reads it.');
});
