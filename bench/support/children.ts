import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Every process the bench starts, so that none outlives it: the app, the bare server and the load
 * generators are killed on a normal end, on an exception and on Ctrl-C. Only these pids are ever
 * signalled (the machine is shared; never kill by name).
 */
const children = new Set<ChildProcess>();

export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Synchronous, so it also works from the 'exit' handler. */
export function killAllChildren(): void {
  for (const child of children) if (isRunning(child)) child.kill('SIGKILL');
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
