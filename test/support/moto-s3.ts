import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../src/config/storage.config';
import { freePort } from './app-process';

/** moto's S3-compatible server (Debian's Python with moto[server]) is on this machine. */
export function hasMotoServer(): boolean {
  return spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).status === 0;
}

/**
 * A real S3-compatible HTTP server on a loopback port, holding its buckets in memory: moto, the
 * test double AWS's own SDK projects use. The app talks to it through the AWS SDK exactly as it
 * would to S3, MinIO or R2.
 */
export class MotoS3 {
  private constructor(
    private readonly process: ChildProcess,
    readonly endpoint: string,
  ) {}

  static async start(): Promise<MotoS3> {
    const port = await freePort();
    const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
      stdio: 'ignore',
    });
    const server = new MotoS3(child, `http://127.0.0.1:${port}`);
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        if ((await fetch(`${server.endpoint}/moto-api/`)).status < 500) return server;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`moto_server did not start on port ${port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The storage configuration of a new, empty bucket. */
  async bucket(name: string, prefix = ''): Promise<S3StorageConfig> {
    const config: S3StorageConfig = {
      kind: 's3',
      bucket: name,
      region: 'ap-northeast-2',
      endpoint: this.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' },
      prefix,
    };
    const client = this.client(config);
    await client.send(
      new CreateBucketCommand({
        Bucket: name,
        CreateBucketConfiguration: { LocationConstraint: 'ap-northeast-2' },
      }),
    );
    client.destroy();
    return config;
  }

  /** An SDK client of its own, to look into the bucket behind the app's back. */
  client(config: S3StorageConfig): S3Client {
    return new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: true,
      credentials: config.credentials,
    });
  }

  stop(): Promise<void> {
    if (this.process.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.process.once('exit', () => resolve());
      this.process.kill('SIGTERM');
    });
  }
}
