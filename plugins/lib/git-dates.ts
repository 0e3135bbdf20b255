/**
 * Last commit date of each file under a folder, from one `git log` call (a call per file costs
 * seconds across a thousand data files). Generated pages use it as their "Last updated" date, the
 * same date Docusaurus shows for hand-written pages. Files git does not know get no date.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

export function lastCommitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let log = '';
  try {
    const quiet = {
      cwd: dir,
      encoding: 'utf8' as const,
      stdio: ['ignore', 'pipe', 'ignore'] as ('ignore' | 'pipe')[],
    };
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], quiet).trim();
    log = execFileSync('git', ['log', '--format=@%cs', '--name-only', '--', '.'], {
      ...quiet,
      maxBuffer: 64 * 1024 * 1024,
    });
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) date = line.slice(1);
      else if (line && date) {
        const abs = path.join(top, line);
        if (!dates.has(abs)) dates.set(abs, date);
      }
    }
  } catch {
    // Not a git checkout (an export of the site): pages go without a date.
  }
  return dates;
}
