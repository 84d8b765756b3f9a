// Each page's CSS holds the utilities of the files its template's stylesheet names (`@source`):
// a component a page renders that its template does not name would reach the page unstyled.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, matchesGlob, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve('src');
const templatesDir = join(src, 'styles/templates');

/** What a page is built from, for this purpose: templates, components, islands and scripts. */
const sourceFile = /\.(astro|tsx?)$/;
/** A file that may write a class on an element; the others need no scanning. */
const writesClasses = (file: string) => /\bclass(Name)?\b|class:list/.test(read(file));

const read = (file: string) => readFileSync(file, 'utf8');

/** `import … from './x'`, `import './x.css'`, `export … from './x'`, in frontmatter or scripts. */
function relativeImports(file: string): string[] {
  const statement = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
  const specifiers = [...read(file).matchAll(statement)];
  return specifiers.map(([, specifier]) => {
    const path = resolve(dirname(file), specifier!.replace(/\?.*$/, ''));
    const candidate = ['', '.ts', '.tsx', '.astro'].map((ext) => path + ext).find(existsSync);
    if (!candidate)
      throw new Error(`${relative(src, file)} imports ${specifier}, which is not a file`);
    return candidate;
  });
}

/** Every file a route file reaches through relative imports, itself included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (sourceFile.test(file)) for (const next of relativeImports(file)) reachable(next, seen);
  return seen;
}

/** A stylesheet's `@source` globs and those of the stylesheets it imports, from `from`. */
function sources(css: string): { from: string; glob: string }[] {
  const text = read(css);
  const own = [...text.matchAll(/^@source '([^']+)';/gm)].map(([, glob]) => ({
    from: dirname(css),
    glob: glob!,
  }));
  const imported = [...text.matchAll(/^@import '(\.[^']+\.css)'/gm)].flatMap(([, path]) =>
    sources(resolve(dirname(css), path!)),
  );
  return [...own, ...imported];
}

const covers = (globs: { from: string; glob: string }[], file: string) =>
  globs.some(({ from, glob }) => matchesGlob(relative(from, file), glob));

const routes = readdirSync(join(src, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.astro'))
  .map((file) => join(src, 'pages', file));
const templates = readdirSync(templatesDir)
  .filter((file) => file.endsWith('.css'))
  .map((file) => join(templatesDir, file));

describe.each(routes.map((route) => [relative(src, route), route]))('%s', (_name, route) => {
  const files = reachable(route);
  const own = templates.filter((template) => files.has(template));

  it("imports one template's stylesheet: each holds the site's whole base CSS", () => {
    expect(own.map((template) => relative(src, template))).toHaveLength(1);
  });

  it('renders no file with classes that its template does not scan', () => {
    const globs = sources(own[0]!);
    const unscanned = [...files]
      .filter((file) => /\.(astro|tsx)$/.test(file) && writesClasses(file))
      .filter((file) => !covers(globs, file))
      .map((file) => relative(src, file));
    expect(unscanned).toEqual([]);
  });
});

/** `a{b,c}d{e,f}` → `abde`, `abdf`, `acde`, `acdf`: each name a glob lists must still exist. */
function alternatives(glob: string): string[] {
  const group = /\{([^{}]*)\}/.exec(glob);
  if (!group) return [glob];
  const [whole, inner] = group;
  return inner!.split(',').flatMap((choice) => alternatives(glob.replace(whole, choice)));
}

it('names no file that does not exist: a renamed component would be left unscanned', () => {
  const everyFile = readdirSync(src, { recursive: true, encoding: 'utf8' }).map((file) =>
    join(src, file),
  );
  const missing = templates.flatMap((template) =>
    sources(template).flatMap(({ from, glob }) =>
      alternatives(glob)
        .filter((one) => !everyFile.some((file) => matchesGlob(relative(from, file), one)))
        .map((one) => `${relative(src, template)}: ${one}`),
    ),
  );
  expect(missing).toEqual([]);
});

it('is imported by some page, each template', () => {
  const used = new Set(routes.flatMap((route) => [...reachable(route)]));
  expect(templates.filter((template) => !used.has(template))).toEqual([]);
});
