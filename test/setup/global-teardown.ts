import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const root = process.env.TEST_TMP_ROOT;
  if (root) rmSync(root, { recursive: true, force: true });
}
