import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, PHOTO_CACHE_CONTROL, type Storage } from './storage.ts';

export interface S3Location {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  publicUrl: string;
}

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * Photos in an S3-compatible bucket (AWS S3, R2, Garage, SeaweedFS; s3rver in the cluster tests). Credentials
 * come from the SDK's standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role),
 * never from our settings. Browsers fetch the photos from `publicUrl` (the bucket or a CDN), not through the API.
 */
export function s3Storage(
  location: S3Location,
  client = new S3Client({ region: location.region, endpoint: location.endpoint, forcePathStyle: location.forcePathStyle }),
): Storage {
  const Bucket = location.bucket;
  return {
    localRoot: null,
    publicUrl: location.publicUrl,
    async put(key, data) {
      checkKey(key);
      const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          CacheControl: PHOTO_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH).map((key) => ({ Key: checkKey(key) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
        // S3 answers 200 even when some keys failed; a key that does not exist is not among them.
        const failed = answer.Errors ?? [];
        if (failed.length > 0) throw new Error(`could not remove ${failed.length} photo objects: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`);
      }
    },
    async *list(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const item of page.Contents ?? []) {
          if (item.Key && item.LastModified) yield { key: item.Key, modifiedAt: item.LastModified };
        }
      }
    },
  };
}
