// gtfs-utils ships no types: read-csv parses one GTFS file (BOM stripped) into row objects.
declare module 'gtfs-utils/read-csv.js' {
  import type { Readable } from 'node:stream';

  function readCsv(source: string | Readable): Promise<AsyncIterable<Record<string, string>>>;
  export default readCsv;
}
