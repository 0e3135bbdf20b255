import {describe, expect, it} from 'vitest';

import {medianPhases} from '../../bench/lib/build-phases.mjs';
import {measure} from '../../bench/lib/process-tree.mjs';

/**
 * A command that burns CPU, prints a line, burns more, prints another, then exits. It burns CPU
 * time, not wall time: on a loaded machine 400 ms of wall time may hold far less CPU.
 */
const BURN = `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const burn = (ms) => { const end = cpu() + ms; while (cpu() < end); };
burn(400); console.log('\\x1b[2m[PERF] first - done\\x1b[0m');
burn(400); console.log('[PERF] second - done');
burn(100);
`;

describe('measure with marks', () => {
  it("splits the tree's CPU at the lines the marks match, the rest after the last", async () => {
    const result = await measure([process.execPath, '-e', BURN], {
      marks: [
        ['second', /\[PERF\] second - /],
        ['first', /\[PERF\] first - /],
      ],
    });
    expect(result.exitCode).toBe(0);
    // In the order the lines came, whatever the order of the marks; colour codes ignored.
    expect(result.phases.map((p: {name: string}) => p.name)).toEqual(['first', 'second', 'rest']);
    const [first, second] = result.phases;
    expect(first?.cpuSeconds).toBeGreaterThan(0.25);
    expect(second?.cpuSeconds).toBeGreaterThan(0.25);
    const sum = result.phases.reduce((a: number, p: {cpuSeconds: number}) => a + p.cpuSeconds, 0);
    expect(sum).toBeCloseTo(result.cpuSeconds, 5);
  });

  it('reports no phases without marks', async () => {
    const result = await measure([process.execPath, '-e', 'console.log("[PERF] first - ")']);
    expect(result.phases).toEqual([]);
  });
});

describe('medianPhases', () => {
  it('takes the median of each phase over the runs that have it', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const runs = [
      {
        phases: [
          {name: 'load', cpuSeconds: 3},
          {name: 'bundle', cpuSeconds: 30},
        ],
      },
      {
        phases: [
          {name: 'load', cpuSeconds: 5},
          {name: 'bundle', cpuSeconds: 10},
        ],
      },
      {phases: [{name: 'load', cpuSeconds: 4}]},
      {},
    ];
    expect(medianPhases(runs, median)).toEqual([
      {name: 'load', cpuSeconds: 4},
      {name: 'bundle', cpuSeconds: 30},
    ]);
  });
});
