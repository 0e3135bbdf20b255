// Peak memory and CPU of a build, child processes included: runs the command, samples the
// resident memory (RSS) of its whole process tree every 100 ms, and prints the peak of the sum,
// when it happened (seconds from start, with the build's last log line at that moment), and
// the CPU time of the tree. `/usr/bin/time -v` alone reports the largest single process.
// Usage: node bench/build-memory.mjs [command...]   (default: npx docusaurus build)
// MEMORY_TIMELINE=1 also prints the tree's RSS every second with the log line of the moment
// (DOCUSAURUS_PERF_LOGGER=true makes Docusaurus log each build phase).
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';

const command = process.argv.length > 2 ? process.argv.slice(2) : ['npx', 'docusaurus', 'build'];
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

const start = Date.now();
const child = spawn(command[0], command.slice(1), {stdio: ['ignore', 'pipe', 'pipe']});
let lastLine = '';
const onData = (chunk) => {
  const lines = String(chunk)
    .split('\n')
    .filter((l) => l.trim());
  if (lines.length) lastLine = lines[lines.length - 1].slice(0, 100);
};
child.stdout.on('data', onData);
child.stderr.on('data', onData);

let peak = {totalKb: 0, at: 0, line: '', processes: 0};
let peakSingleKb = 0;
const cpuByPid = new Map();
let lastPrinted = -1;
const timer = setInterval(() => {
  const procs = snapshot();
  const pids = tree(procs, child.pid);
  let totalKb = 0;
  for (const pid of pids) {
    const p = procs.get(pid);
    totalKb += p.rssKb;
    peakSingleKb = Math.max(peakSingleKb, p.rssKb);
    cpuByPid.set(pid, p.cpuTicks);
  }
  const second = Math.floor((Date.now() - start) / 1000);
  if (process.env.MEMORY_TIMELINE && second > lastPrinted) {
    lastPrinted = second;
    console.log(
      `${String(second).padStart(4)} s ${String(Math.round(totalKb / 1024)).padStart(5)} MB  ${lastLine}`,
    );
  }
  if (totalKb > peak.totalKb) {
    peak = {totalKb, at: (Date.now() - start) / 1000, line: lastLine, processes: pids.length};
  }
}, 100);

const code = await new Promise((resolve) => child.on('exit', resolve));
clearInterval(timer);
const cpuSeconds = [...cpuByPid.values()].reduce((a, b) => a + b, 0) / TICKS_PER_SECOND;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
console.log(
  JSON.stringify(
    {
      command: command.join(' '),
      exitCode: code,
      wallSeconds: (Date.now() - start) / 1000,
      cpuSeconds: Number(cpuSeconds.toFixed(1)),
      peakTreeRss: mb(peak.totalKb),
      peakAtSeconds: peak.at,
      peakDuring: peak.line,
      processesAtPeak: peak.processes,
      peakSingleProcessRss: mb(peakSingleKb),
    },
    null,
    2,
  ),
);
process.exit(code ?? 1);
