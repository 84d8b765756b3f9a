/**
 * A YAML data file the build reads (the consent wording, a programme's terms), parsed with the
 * line of each field; or its syntax error, at its line, as the one problem to fix: nothing after
 * it can be read.
 */
import { LineCounter, parseDocument, type Document } from 'yaml';
import { yamlProblem } from './source/frontmatter.ts';
import { fieldLineFinder, syntaxErrorLine, type FieldPath } from './source/yaml-lines.ts';
import type { LegalProblem } from './problems.ts';

interface YamlFile {
  yaml: Document;
  counter: LineCounter;
  /** The line of a field, or of the nearest field around it that the file has. */
  lineOf: (path: FieldPath) => number;
}

export function readYamlFile(file: string, text: string): YamlFile | { syntaxError: LegalProblem } {
  const counter = new LineCounter();
  const yaml = parseDocument(text, { prettyErrors: false, lineCounter: counter });
  const [syntaxError] = yaml.errors;
  if (syntaxError)
    return {
      syntaxError: {
        file,
        line: syntaxErrorLine(text, syntaxError, counter),
        ...yamlProblem(syntaxError.message, 'the file'),
      },
    };
  return { yaml, counter, lineOf: fieldLineFinder(yaml, counter) };
}
