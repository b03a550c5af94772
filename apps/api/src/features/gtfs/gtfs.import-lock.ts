// One GTFS import (preview or apply) per company at a time, across every instance of the API: a
// second one answers 409 at once instead of doubling the work (issue 18, finding 1).
import type { Database } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';

/** The advisory-lock space of GTFS imports (the seeds use 4242-4244). */
const GTFS_IMPORT_LOCK = 4245;

export async function withImportLock<T>(
  database: Database,
  companyId: number,
  work: () => Promise<T>,
): Promise<T> {
  const release = await database.tryLock(GTFS_IMPORT_LOCK, companyId);
  if (!release)
    throw conflict(
      'Công ty đang có một lần nhập GTFS khác, vui lòng đợi lần đó xong rồi thử lại',
      'GTFS_IMPORT_RUNNING',
    );
  try {
    return await work();
  } finally {
    await release();
  }
}
