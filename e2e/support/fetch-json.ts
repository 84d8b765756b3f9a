/** Fetches a JSON file the built site serves, checking it answers 200 as JSON without a redirect. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './built-site';

/** The JSON Schema fields the specs compare a file's `$schema` with. */
export interface JsonSchemaId {
  $id: string;
}

/**
 * The file at `path`, typed as the caller says it is: a spec names the shape it then checks (the
 * schema validation in the same spec is what proves the shape).
 */
export async function fetchJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(/json/);
  return (await response.json()) as T;
}
