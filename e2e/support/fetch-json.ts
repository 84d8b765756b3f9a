import type { APIRequestContext } from '@playwright/test';
import { expect } from './built-site';

export type JsonSchemaId = { $id: string };

/** Checks the file answers 200 as JSON without a redirect; the spec's schema check proves `T`. */
export async function fetchJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(/json/);
  return (await response.json()) as T;
}
