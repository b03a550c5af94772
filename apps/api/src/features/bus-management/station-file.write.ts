// Generating and downloading the on-board stop files of the caller's current company. A generation
// is recorded in history (entity station_file, the company's id, action generate) with its summary:
// what was built, when and by whom. Downloads build the same document from the current stops.
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../access/principal.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { SuccessOf } from '../../http/operation.ts';
import { contentDisposition, fileDateStamp } from '../../http/xlsx-stream.ts';
import { recordedMutation } from '../../kit/recorded.ts';
import { asciiName, STATION_FORMAT, STATION_VERSION, type StationFile } from './station-file.format.ts';
import { type LineSelection, readStationLines } from './station-file.query.ts';

export async function buildStationFile(executor: Executor, selection: LineSelection): Promise<StationFile> {
  const lines = await readStationLines(executor, selection);
  return {
    format: STATION_FORMAT,
    version: STATION_VERSION,
    generated_at: new Date().toISOString(),
    company_id: selection.companyId,
    lines,
  };
}

export function generateStationFiles(
  db: Db,
  principal: Principal,
  lineIds: number[] | undefined,
): Promise<SuccessOf<'createStationFiles'>> {
  const companyId = targetCompanyId(principal, undefined);
  return recordedMutation(db, principal, async (tx) => {
    const file = await buildStationFile(tx, { companyId, lineIds });
    const answer = {
      version: file.version,
      generated_at: file.generated_at,
      line_count: file.lines.length,
      stop_count: file.lines.reduce((n, l) => n + l.stops.length, 0),
      lines: file.lines.map((l) => ({
        line_id: l.line_id,
        route_number: l.route_number,
        direction: l.direction,
        stop_count: l.stops.length,
      })),
    };
    return {
      answer,
      history: { entity: 'station_file', entityId: companyId, action: 'generate', companyId, after: answer },
    };
  });
}

/** The file as an attachment (JSON, UTF-8), named like the other downloads: prefix-YYYYMMDD.json. */
export function sendStationFile(reply: FastifyReply, file: StationFile, prefix: string): FastifyReply {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', contentDisposition(`${prefix}-${fileDateStamp()}.json`))
    .header('cache-control', 'no-store')
    .send(JSON.stringify(file));
}

export async function exportStationFiles(
  db: Db,
  principal: Principal,
  lineIds: number[] | undefined,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const companyId = targetCompanyId(principal, undefined);
  return sendStationFile(reply, await buildStationFile(db, { companyId, lineIds }), 'diem-dung-thiet-bi');
}

export async function exportLineStationFile(
  db: Db,
  principal: Principal,
  routeId: number,
  lineId: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const file = await buildStationFile(db, {
    companyId: targetCompanyId(principal, undefined),
    lineIds: [lineId],
    routeId,
  });
  const line = file.lines[0]!;
  const direction = line.direction === 1 ? 'luot-ve' : 'luot-di';
  return sendStationFile(reply, file, `diem-dung-tuyen-${asciiName(line.route_number)}-${direction}`);
}
