// The machine a measurement ran on, printed and stored with the figures (page-weight, bench).
import { execSync } from 'node:child_process';
import os from 'node:os';

/** nproc, the CPU model, the load average and the Node version; `chromium` as the browser reports it. */
export function machine(chromium) {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpu = execSync("grep -m1 'model name' /proc/cpuinfo", { encoding: 'utf8' }).split(':')[1].trim();
  } catch {}
  const loadavg = os.loadavg().map((n) => Number(n.toFixed(2)));
  return { nproc: os.availableParallelism(), cpu, loadavg, chromium, node: process.version };
}

/** One line: "2 cores (nproc), AMD EPYC, load average 1.2 0.8 0.5; Chromium 156…; Node v20…". */
export function describeMachine(m) {
  return `${m.nproc} cores (nproc), ${m.cpu}, load average ${m.loadavg.join(' ')}; Chromium ${m.chromium}; Node ${m.node}`;
}
