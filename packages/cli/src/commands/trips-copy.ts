// `busops trips copy`: a day of trips copied to another day or a range of days (copyRouteTrips for one
// route, copyTrips for every route of the company), with the API's preview (`--dry-run`) and its
// refusals (409 with the conflicts' message) as they are.
import type { OperationData } from '@busops/sdk';
import { openProfile } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { usageError } from '../exit-codes.ts';
import { printJson } from '../output.ts';

interface CopyOptions {
  route?: string;
  from: string;
  to: string;
  until?: string;
  mode: 'times' | 'times_and_people';
  onExisting?: 'skip_served' | 'replace' | 'add';
  dryRun?: boolean;
  acceptWarnings?: boolean;
}

export const run: CommandRun<CopyOptions> = async ({ options }) => {
  const body = {
    from_date: options.from,
    ...(options.until ? { to_from: options.to, to_until: options.until } : { to_date: options.to }),
    mode: options.mode,
    ...(options.onExisting ? { on_existing: options.onExisting } : {}),
    ...(options.dryRun ? { dry_run: true } : {}),
    ...(options.acceptWarnings ? { accept_warnings: true } : {}),
  };
  const { api } = await openProfile(options.profile);
  let result: OperationData<'copyTrips'>;
  if (options.route !== undefined) {
    const routeId = Number(options.route);
    if (!Number.isInteger(routeId) || routeId < 1)
      throw usageError(`--route phải là mã tuyến (số): ${options.route}`);
    ({ data: result } = await api.call('copyRouteTrips', { params: { path: { routeId } }, body }));
  } else {
    ({ data: result } = await api.call('copyTrips', { body }));
  }
  if (options.json) return void (await printJson(result));
  const verb = result.written ? 'Đã chép' : 'Sẽ chép (xem trước)';
  process.stdout.write(
    `${result.message}\n${verb}: ${result.added_count} chuyến; đã có: ${result.existing_count}; ` +
      `bỏ qua vì đã có chuyến chạy: ${result.served_count}; xoá: ${result.removed_count}; ${result.days.length} ngày\n`,
  );
};
