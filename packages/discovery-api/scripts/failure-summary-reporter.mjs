// A test reporter (node --test-reporter) that prints nothing while the tests run and, at the end, one line per failed
// test: its suite path, its name, where it failed and the first line of why. scripts/run-tests.mjs writes it to
// stderr after the usual TAP, so the failures are the last lines of a long run's log (CI shows the log's tail).
import { relative } from 'node:path';

const where = (error) => {
  const stack = String(error?.cause?.stack ?? error?.stack ?? '');
  const line = stack.split('\n').find((frame) => /\.test\.ts:\d+/.test(frame));
  const match = line && /\(?(\/[^():]+\.test\.ts):(\d+)/.exec(line);
  return match ? `${relative(process.cwd(), match[1])}:${match[2]}` : '';
};
const why = (error) =>
  String(error?.cause?.message ?? error?.message ?? error)
    .split('\n')[0]
    .slice(0, 300);

export default async function* failureSummary(source) {
  // The names of the suites being run, by file (the events of one file come in order; files run side by side).
  const suites = new Map();
  const failed = [];
  for await (const event of source) {
    const names = suites.get(event.data?.file) ?? [];
    suites.set(event.data?.file, names);
    if (event.type === 'test:start') names[event.data.nesting] = event.data.name;
    if (event.type !== 'test:fail') continue;
    const { error } = event.data.details;
    if (error?.failureType === 'subtestsFailed') continue;
    const path = [...names.slice(0, event.data.nesting), event.data.name].join(' › ');
    failed.push(`✖ ${path}\n    ${where(error)} ${why(error)}`.trimEnd());
  }
  yield failed.length ? `\n${failed.length} failed:\n${failed.join('\n')}\n` : '';
}
