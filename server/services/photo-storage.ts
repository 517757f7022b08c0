import { join } from 'node:path';
import type { Config } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { diskStorage, type Storage } from './storage.ts';

/** The storage the settings name: a bucket when S3_BUCKET is set, else files under DATA_DIR/uploads (`npm start` needs nothing else). */
export function photoStorage(config: Config): Storage {
  return config.photos.kind === 's3' ? s3Storage(config.photos) : diskStorage(join(config.dataDir, 'uploads'));
}
