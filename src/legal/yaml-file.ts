/**
 * A YAML text the build reads (a legal file's frontmatter, the consent wording, a programme's
 * terms), parsed with the line of each field; or its syntax error, at its line, as the one
 * problem to fix: nothing after it can be read.
 */
import { LineCounter, parseDocument } from 'yaml';
import { fieldLineFinder, syntaxErrorLine } from './yaml-lines.ts';
import type { Finding } from './problems.ts';

/** A YAML syntax error as an editor reads it; `what` names the text: "the frontmatter", "the file". */
function yamlProblem(message: string, what: string): Finding {
  if (/^Missing closing "?quote/.test(message))
    return {
      problem: 'a quote opened on this line is never closed',
      fix: 'add the closing quote, or remove the opening one',
    };
  if (/^Nested mappings are not allowed|^Implicit map keys need to be/.test(message)) {
    return {
      problem: 'a ": " inside this value reads as the start of another field',
      fix: 'put the whole value in double quotes',
    };
  }
  return {
    problem: `${what} is not valid YAML (${message.split('\n')[0]!.replace(/ at line \d+.*$/, '')})`,
    fix: 'check the quotes and the "field: value" form on this line',
  };
}

/** `text`, parsed; or its syntax error, at its line of `text`, in `what`. */
export function parseYaml(text: string, what: string) {
  const counter = new LineCounter();
  const yaml = parseDocument(text, { prettyErrors: false, lineCounter: counter });
  const [syntaxError] = yaml.errors;
  if (syntaxError)
    return {
      syntaxError: {
        line: syntaxErrorLine(text, syntaxError, counter),
        ...yamlProblem(syntaxError.message, what),
      },
    };
  return { yaml, counter, lineOf: fieldLineFinder(yaml, counter) };
}
