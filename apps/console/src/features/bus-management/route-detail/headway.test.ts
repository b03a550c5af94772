import { describe, expect, it } from 'vitest';
import { headwayPreview } from './headway';

describe('headwayPreview', () => {
  it('counts the departures the API will try to create', () => {
    expect(headwayPreview('05:00', '22:00', 15)).toBe(
      '69 lượt xuất bến: 05:00 → 22:00 (giờ đã có sẽ bỏ qua)',
    );
    expect(headwayPreview('05:00', '06:00', 25)).toBe('3 lượt xuất bến: 05:00 → 05:50 (giờ đã có sẽ bỏ qua)');
  });

  it('says when the input gives nothing', () => {
    expect(headwayPreview('22:00', '05:00', 15)).toBe('Khoảng giờ hoặc giãn cách không hợp lệ');
  });
});
