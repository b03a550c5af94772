// Ready = not stopping, the database answers, and it has every migration of this build
// (docs/deployment.md "Health and metrics"). Each refusal is a 503 with its own code.
import { migrationState } from '../../db/migration-state.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

export async function readiness(services: Pick<Services, 'database' | 'lifecycle'>) {
  if (services.lifecycle.stopping) {
    throw new AppError(503, 'SHUTTING_DOWN', 'Máy chủ đang dừng, yêu cầu sẽ được chuyển sang máy chủ khác');
  }
  let state: Awaited<ReturnType<typeof migrationState>>;
  try {
    state = await migrationState(services.database.db);
  } catch {
    throw new AppError(503, 'DATABASE_DOWN', 'Cơ sở dữ liệu không phản hồi');
  }
  if (!state.current) {
    throw new AppError(
      503,
      'MIGRATIONS_PENDING',
      `Cơ sở dữ liệu chưa được cập nhật cấu trúc (cần ${state.expected}, đang có ${state.applied ?? 'chưa có'})`,
    );
  }
  return { status: 'ready' as const, database: services.database.kind, migration: state.applied ?? '' };
}
