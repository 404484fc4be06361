import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Every process the bench starts, so that none outlives it: the app, the bare server and the load
 * generators are killed on a normal end, on an exception and on Ctrl-C. Only these pids are ever
 * signalled (the machine is shared; never kill by name).
 */
const children = new Set<ChildProcess>();
/** Children started as leaders of their own process group (they start processes of their own). */
const leaders = new WeakSet<ChildProcess>();

/**
 * `group`: the child leads a new process group and is signalled with it, so what it started
 * (Lighthouse's Chromium) goes too, even when the child itself is killed before it can clean up.
 */
export function spawnTracked(
  command: string,
  args: string[],
  options: SpawnOptions,
  group = false,
): ChildProcess {
  const child = spawn(command, args, { ...options, detached: group });
  children.add(child);
  if (group) leaders.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (leaders.has(child) && child.pid) {
    try {
      process.kill(-child.pid, name);
      return;
    } catch {
      // the group is gone already; fall through to the child itself
    }
  }
  child.kill(name);
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signal(child, 'SIGTERM');
  const timer = setTimeout(() => signal(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Synchronous, so it also works from the 'exit' handler. */
export function killAllChildren(): void {
  for (const child of children) if (isRunning(child)) signal(child, 'SIGKILL');
}

let installed = false;

/** Kill every child when the bench ends for any reason. */
export function killChildrenOnExit(): void {
  if (installed) return;
  installed = true;
  process.once('exit', killAllChildren);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAllChildren();
      process.exit(130);
    });
  }
}

/** Rejects when `promise` takes longer than `ms`: every step of the bench is bounded in time. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
