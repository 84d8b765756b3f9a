// The W3C validator, minus the messages where it lags behind CSS and HTML.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Matched exactly, so any other mistake still fails the gate. */
const checkerGaps = [
  // Tailwind registers its variables with `@property`.
  'CSS: Unrecognized at-rule “@property”',
  // Inside Tailwind's `@supports (not (margin-trim: inline))` feature test.
  "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
  // Custom properties are valid `transition-property` values; `transition-colors` lists them.
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value\.$/,
  // Anchor positioning places a term's definition beside it.
  "CSS: “position-area”: Property “position-area” doesn't exist.",
  "CSS: “position-try-fallbacks”: Property “position-try-fallbacks” doesn't exist.",
  // Interest invokers show a term's definition on hover and focus without script.
  'Attribute “interestfor” not allowed on element “a” at this point.',
];

const isCheckerGap = (message: string) =>
  checkerGaps.some((gap) => (typeof gap === 'string' ? message === gap : gap.test(message)));

export function reportableErrors(messages: readonly NuMessage[]): NuMessage[] {
  return messages.filter((message) => message.type !== 'info' && !isCheckerGap(message.message));
}

export function formatMessage({ url = '', lastLine, message }: NuMessage): string {
  return `${url.replace(/^file:/, '')}:${lastLine ?? '?'}: ${message}`;
}

/** One Java run for all the files: the JVM's start-up is the slow part. */
export async function checkHtmlFiles(files: readonly string[]): Promise<NuMessage[]> {
  const args = ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files];
  // The checker exits 1 when it finds errors; its JSON report is on stderr either way.
  const { stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (failure: { code?: unknown; stderr?: string }) => {
      if (failure.code === 1 && failure.stderr) return { stderr: failure.stderr };
      throw failure;
    },
  );
  return (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
}
