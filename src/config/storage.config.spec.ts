import { loadStorageConfig } from './storage.config';

describe('loadStorageConfig', () => {
  it('keeps images in the upload folder unless S3_BUCKET is set', () => {
    expect(loadStorageConfig({}, true)).toEqual({ kind: 'volume' });
    expect(loadStorageConfig({ S3_BUCKET: ' ', S3_ENDPOINT: 'nonsense' }, true)).toEqual({
      kind: 'volume',
    });
  });

  it('reads a bucket on AWS with the SDK’s own credentials chain', () => {
    expect(
      loadStorageConfig({ S3_BUCKET: 'maeum-images', S3_REGION: 'ap-northeast-2' }, true),
    ).toEqual({
      kind: 's3',
      bucket: 'maeum-images',
      region: 'ap-northeast-2',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
  });

  it('reads an S3-compatible service: path style by default, keys, prefix', () => {
    const config = loadStorageConfig(
      {
        S3_BUCKET: 'images',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: 'a-real-secret-key',
        S3_PREFIX: 'maeum/',
      },
      true,
    );
    expect(config).toMatchObject({
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'a-real-secret-key' },
      prefix: 'maeum/',
    });
    expect(
      loadStorageConfig(
        { S3_BUCKET: 'images', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' },
        true,
      ),
    ).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    [{ S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'images', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be/],
    [{ S3_BUCKET: 'images', S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT must be http/],
    [{ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'AKIA' }, /Set both S3_ACCESS_KEY_ID/],
    [{ S3_BUCKET: 'images', S3_SECRET_ACCESS_KEY: 'x' }, /Set both S3_ACCESS_KEY_ID/],
    [{ S3_BUCKET: 'images', S3_PREFIX: 'maeum' }, /S3_PREFIX must be/],
    [{ S3_BUCKET: 'images', S3_PREFIX: '../x/' }, /S3_PREFIX must be/],
    [{ S3_BUCKET: 'images', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE/],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => loadStorageConfig(env, false)).toThrow(message);
  });

  it('refuses an example secret key in production only', () => {
    const env = {
      S3_BUCKET: 'images',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'change-me',
    };
    expect(() => loadStorageConfig(env, true)).toThrow(/S3_SECRET_ACCESS_KEY is an example/);
    expect(loadStorageConfig(env, false).kind).toBe('s3');
  });
});
