import { describe, expect, it } from 'vitest';
import { compareVi, fold, matchesFolded, singleLine } from './text.ts';

describe('fold', () => {
  it.each([
    ['Đường Lê Lợi', 'duong le loi'],
    ['đĐ', 'dd'],
    ['Nguyễn Thị Ánh', 'nguyen thi anh'],
    ['Bến xe Mỹ Đình', 'ben xe my dinh'],
    ['Tuyến 09 - Trần Khánh Dư', 'tuyen 09 - tran khanh du'],
    ['Xoá', 'xoa'],
    ['Xóa', 'xoa'],
    ['ABC', 'abc'],
    ['', ''],
  ])('%s -> %s', (s, folded) => {
    expect(fold(s)).toBe(folded);
  });

  it('folds precomposed and decomposed input alike', () => {
    expect(fold('Hà Nội'.normalize('NFD'))).toBe(fold('Hà Nội'.normalize('NFC')));
  });
});

describe('matchesFolded', () => {
  it.each([
    ['Bến xe Mỹ Đình', 'my dinh', true],
    ['Bến xe Mỹ Đình', 'MỸ ĐÌNH', true],
    ['Bến xe Mỹ Đình', '  đình ', true],
    ['Bến xe Mỹ Đình', 'giap bat', false],
    ['Nguyễn Văn A', '', true],
    ['Nguyễn Văn A', null, true],
    [null, 'a', false],
    [undefined, '', true],
  ])('%s contains %s: %s', (haystack, needle, expected) => {
    expect(matchesFolded(haystack, needle)).toBe(expected);
  });
});

describe('compareVi', () => {
  it('sorts numbers inside text numerically', () => {
    expect(['Tuyến 10', 'Tuyến 2', 'Tuyến 1'].sort(compareVi)).toEqual(['Tuyến 1', 'Tuyến 2', 'Tuyến 10']);
  });

  it('ignores case and tone marks, but ô/ơ/ă/â/ê/ư/đ are letters of their own', () => {
    expect(compareVi('HÀ NỘI', 'hà nội')).toBe(0);
    expect(compareVi('Hà', 'ha')).toBe(0);
    expect(compareVi('Nội', 'Nôi')).toBe(0);
    expect(compareVi('Nôi', 'Noi')).not.toBe(0);
  });

  it('orders by Vietnamese alphabet (d before đ before e)', () => {
    expect(['Em', 'Đông', 'Dương', 'An'].sort(compareVi)).toEqual(['An', 'Dương', 'Đông', 'Em']);
  });
});

describe('singleLine', () => {
  it.each([
    ['a\r\nb.pdf', 'a b.pdf'],
    ['  Giấy\txác   nhận.pdf ', 'Giấy xác nhận.pdf'],
    ['bill\u202Efdp.exe', 'bill fdp.exe'],
    ['a\u0000\u001Bb', 'a b'],
    ['Hà Nội'.normalize('NFD'), 'Hà Nội'.normalize('NFC')],
    ['\r\n', ''],
  ])('%j -> %j', (text, clean) => {
    expect(singleLine(text)).toBe(clean);
  });
});
