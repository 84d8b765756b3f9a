import { expect, it } from 'vitest';
import { fileSize } from './file-size';

it('states a size in bytes, whole kilobytes or megabytes to one decimal', () => {
  expect(fileSize(900)).toBe('900 bytes');
  expect(fileSize(86_016)).toBe('84 KB');
  expect(fileSize(86_600)).toBe('85 KB');
  expect(fileSize(1_300_000)).toBe('1.2 MB');
});
