import { isPlaceholder } from './auth.config';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, NCP Object Storage...). */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** The service's URL when it is not AWS (S3_ENDPOINT), e.g. http://minio:9000. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name; most non-AWS need it. */
  forcePathStyle: boolean;
  /** Without keys the SDK's own chain answers (a role of the pod or instance). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key, so that one bucket can hold several sites: `maeum/`. */
  prefix: string;
}

/** Images in `<uploadDir>/<folder>`: the data folder, or a volume every replica mounts. */
export type StorageConfig = { kind: 'volume' } | S3StorageConfig;

type Env = Record<string, string | undefined>;

/**
 * S3_BUCKET switches images to a bucket; without it they stay in the upload folder. Every other
 * S3_* variable is checked only then, and a half-given key pair is refused rather than guessed.
 */
export function loadStorageConfig(env: Env, production: boolean): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'volume' };
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, . and -), got "${bucket}"`);
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new Error(
        `S3_ENDPOINT must be a URL such as https://s3.example.com, got "${endpoint}"`,
      );
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error('S3_ENDPOINT must be http(s)');
    }
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  if (production && secretAccessKey && isPlaceholder(secretAccessKey)) {
    throw new Error('S3_SECRET_ACCESS_KEY is an example value; set the real secret key.');
  }
  const prefix = env.S3_PREFIX?.trim() ?? '';
  const segments = prefix.split('/').slice(0, -1);
  if (
    prefix &&
    (!prefix.endsWith('/') ||
      !segments.every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.+$/.test(segment)))
  ) {
    throw new Error(
      `S3_PREFIX must be path segments ending with "/", such as "maeum/", got "${prefix}"`,
    );
  }
  const forcePathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (forcePathStyle && !['true', 'false'].includes(forcePathStyle)) {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  }
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: forcePathStyle ? forcePathStyle === 'true' : Boolean(endpoint),
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
    prefix,
  };
}
