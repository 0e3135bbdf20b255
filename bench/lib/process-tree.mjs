// Runs a command and measures its whole process tree (child processes and threads included):
// wall time, CPU time and the peak of the tree's memory, sampled every 100 ms from /proc.
// `/usr/bin/time -v` reports only the largest single process.
//
// The tree's memory is the sum of each process's proportional set size (PSS: a page shared by n
// processes counts 1/n to each), not of their resident sizes. A process that spawns a command
// forks first, and until the child runs the command it shares all of its parent's pages: summed
// RSS counted a 1 GB build twice for those milliseconds (Tinypool runs `cat /proc/cpuinfo` that
// way as page rendering starts), a peak no page of memory ever reached.
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';

const PAGE_SIZE_KB = 4;
const TICKS_PER_SECOND = 100;

/** pid -> {ppid, rssKb, cpuTicks} for every process, from /proc. */
function snapshot() {
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const statm = readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ');
      procs.set(Number(entry), {
        ppid: Number(fields[1]),
        cpuTicks: Number(fields[11]) + Number(fields[12]),
        rssKb: Number(statm[1]) * PAGE_SIZE_KB,
      });
    } catch {
      // the process ended while we read it
    }
  }
  return procs;
}

/** A process's proportional set size in KB (its RSS where the kernel does not give it). */
function pssKb(pid, rssKb) {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) : rssKb;
  } catch {
    return rssKb;
  }
}

function tree(procs, root) {
  const pids = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of procs) {
      if (!pids.has(pid) && pids.has(p.ppid)) {
        pids.add(pid);
        grew = true;
      }
    }
  }
  return [...pids].filter((pid) => procs.has(pid));
}

/**
 * The tree's CPU time between marks: each phase runs from the previous mark (or the start) to
 * the first output line its pattern matches; `rest` is what follows the last mark. A phase whose
 * line never came gets no entry.
 * @typedef {{name: string, cpuSeconds: number}[]} Phases
 */

// eslint-disable-next-line no-control-regex -- colour codes in a command's output
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * @param {string[]} command
 * @param {{env?: NodeJS.ProcessEnv, cwd?: string, onLine?: (line: string, second: number, rssMb: number) => void, echo?: boolean, marks?: [string, RegExp][]}} [options]
 */
export async function measure(
  command,
  {env = process.env, cwd, onLine, echo = false, marks = []} = {},
) {
  const start = Date.now();
  const child = spawn(command[0], command.slice(1), {env, cwd, stdio: ['ignore', 'pipe', 'pipe']});
  let lastLine = '';
  let output = '';
  let peak = {totalKb: 0, at: 0, line: '', processes: 0};
  let peakSingleKb = 0;
  const cpuByPid = new Map();
  const totalTicks = () => [...cpuByPid.values()].reduce((a, b) => a + b, 0);
  let lastSecond = -1;
  const sample = () => {
    const procs = snapshot();
    const pids = tree(procs, child.pid);
    let totalKb = 0;
    for (const pid of pids) {
      const p = procs.get(pid);
      totalKb += pssKb(pid, p.rssKb);
      peakSingleKb = Math.max(peakSingleKb, p.rssKb);
      cpuByPid.set(pid, p.cpuTicks);
    }
    const second = Math.floor((Date.now() - start) / 1000);
    if (onLine && second > lastSecond) {
      lastSecond = second;
      onLine(lastLine, second, totalKb / 1024);
    }
    if (totalKb > peak.totalKb) {
      peak = {totalKb, at: (Date.now() - start) / 1000, line: lastLine, processes: pids.length};
    }
  };
  let pending = '';
  /** @type {Phases} */
  const phases = [];
  let markedTicks = 0;
  const onData = (chunk) => {
    const text = String(chunk);
    output += text;
    if (echo) process.stdout.write(text);
    const lines = text.split('\n').filter((l) => l.trim());
    if (lines.length) lastLine = lines[lines.length - 1].slice(0, 100);
    if (!marks.length) return;
    pending += text;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) {
      const plain = line.replace(ANSI, '');
      const mark = marks.find(
        ([name, re]) => re.test(plain) && !phases.some((p) => p.name === name),
      );
      if (!mark) continue;
      sample();
      const ticks = totalTicks();
      phases.push({name: mark[0], cpuSeconds: (ticks - markedTicks) / TICKS_PER_SECOND});
      markedTicks = ticks;
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  const timer = setInterval(sample, 100);

  const exitCode = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  const cpuSeconds = totalTicks() / TICKS_PER_SECOND;
  if (phases.length)
    phases.push({name: 'rest', cpuSeconds: cpuSeconds - markedTicks / TICKS_PER_SECOND});
  return {
    phases,
    command: command.join(' '),
    exitCode,
    output,
    wallSeconds: (Date.now() - start) / 1000,
    cpuSeconds,
    peakMemoryMb: peak.totalKb / 1024,
    peakAtSeconds: peak.at,
    peakDuring: peak.line,
    processesAtPeak: peak.processes,
    peakSingleProcessMb: peakSingleKb / 1024,
  };
}
