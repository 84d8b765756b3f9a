/**
 * Runs the Nu HTML Checker (the W3C validator, npm `vnu-jar`) with the system Java and returns
 * what it found, minus the few messages where it lags behind CSS and HTML themselves.
 */
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

/**
 * Valid CSS and HTML that the site uses and the checker does not know yet. Each is matched
 * exactly, so any other mistake still fails the gate.
 */
const checkerGaps = [
  // `@property` (CSS Properties and Values API), which Tailwind uses to register its variables.
  'CSS: Unrecognized at-rule “@property”',
  // Inside Tailwind's `@supports (not (margin-trim: inline))` feature test.
  "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
  // Custom properties are valid `transition-property` values; `transition-colors` lists them.
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value\.$/,
  // Anchor positioning (CSS Anchor Positioning, Chromium 125+), which places a term's definition beside it.
  "CSS: “position-area”: Property “position-area” doesn't exist.",
  "CSS: “position-try-fallbacks”: Property “position-try-fallbacks” doesn't exist.",
  // Interest invokers (HTML `interestfor`, Chromium 142+): a term's definition shows on hover and focus without script.
  'Attribute “interestfor” not allowed on element “a” at this point.',
];

function isCheckerGap(message: string): boolean {
  return checkerGaps.some((gap) => (typeof gap === 'string' ? message === gap : gap.test(message)));
}

/** The messages that make a document invalid: errors, and not the checker's CSS gaps. */
export function reportableErrors(messages: readonly NuMessage[]): NuMessage[] {
  return messages.filter((message) => message.type !== 'info' && !isCheckerGap(message.message));
}

export function formatMessage({ url = '', lastLine, message }: NuMessage): string {
  return `${url.replace(/^file:/, '')}:${lastLine ?? '?'}: ${message}`;
}

/** Checks the files in one Java run (the JVM's start-up is the slow part). */
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
