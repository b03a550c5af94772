// The palette's statement records: "thanh toan nhan vien thang 10" opens the staff payment statement
// for October as a link; a route number in the words is not one of a statement's criteria.
import { describe, expect, it } from 'vitest';
import { statementSearchers } from './statements.commands';

const search = (query: string) => statementSearchers[0]!.search(query, new AbortController().signal);

describe('statement records in the palette', () => {
  it('opens the staff payment statement for a month', async () => {
    const [item] = await search('thanh toan nhan vien thang 10');
    expect(item?.path).toMatch(
      /^\/statement\/staff-payment-statistics\?date_from=\d{4}-10-01&date_to=\d{4}-10-31$/,
    );
    expect(item?.title).toContain('tháng 10/');
  });

  it('leaves a route out of a statement', async () => {
    const [item] = await search('bang ke the ve thang tuyen 19 thang 9');
    expect(item?.path).toMatch(
      /^\/statement\/subscription-card-statistics\?date_from=\d{4}-09-01&date_to=\d{4}-09-30$/,
    );
    expect(item?.title).not.toContain('tuyến');
  });
});
