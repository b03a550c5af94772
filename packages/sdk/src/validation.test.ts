import { describe, expect, it } from 'vitest';
import openapi from './gen/openapi.gen.json' with { type: 'json' };
import { validate as createBusStaff } from './gen/validators/createBusStaff.gen.ts';
import { validate as createFeature } from './gen/validators/createFeature.gen.ts';
import { bodyValidators } from './gen/validators/index.gen.ts';
import { validate as saveBillSetting } from './gen/validators/saveBillSetting.gen.ts';
import { checkBody, formErrors } from './validation.ts';

const staff = { full_name: 'Nguyễn Văn An', phone_number: '0912345678', role: 6 };

describe('generated body validators', () => {
  it('exist for every operation with a JSON body, and only for those', () => {
    const withBody = Object.values(openapi.paths as Record<string, Record<string, unknown>>)
      .flatMap((item) => Object.values(item))
      .filter((op) => (op as { requestBody?: { content?: object } }).requestBody?.content)
      .filter((op) => 'application/json' in (op as { requestBody: { content: object } }).requestBody.content)
      .map((op) => (op as { operationId: string }).operationId)
      .sort();
    expect(Object.keys(bodyValidators).sort()).toEqual(withBody);
  });

  it('pass a valid body and change nothing but x-trim text', () => {
    const body = { ...staff, full_name: '  Nguyễn Văn An  ' };
    expect(checkBody(createBusStaff, body)).toEqual([]);
    // Trimmed in place (NonBlankText x-trim); no default filled in (BusStaffInput.status has one).
    expect(body).toEqual(staff);
  });

  it('refuse 10-digit landlines, as Phone.yaml does', () => {
    expect(checkBody(createBusStaff, { ...staff, phone_number: '02838123456' })).toEqual([
      { field: 'phone_number', message: 'Số điện thoại không hợp lệ' },
    ]);
  });

  it("word each field's first failure as the API does", () => {
    expect(checkBody(createFeature, { code: 'bad code', name: '   ', extra: 1 })).toEqual([
      { field: 'extra', message: "Trường 'extra' không được hỗ trợ" },
      { field: 'code', message: 'Trường \'code\' chỉ gồm chữ in hoa không dấu, số và "_"' },
      { field: 'name', message: "Trường 'name' không được để trống" },
    ]);
    expect(checkBody(createBusStaff, { ...staff, full_name: 'x'.repeat(121), role: 3 })).toEqual([
      { field: 'full_name', message: "Trường 'full_name' không được dài quá 120 ký tự" },
      { field: 'role', message: "Trường 'role' phải là một trong: 1, 2, 5, 6, 8, 9, 10" },
    ]);
    expect(checkBody(createBusStaff, {})).toContainEqual({
      field: 'full_name',
      message: "Vui lòng nhập trường 'full_name'",
    });
  });

  it('count characters, not UTF-16 units, against maxLength', () => {
    expect(checkBody(createBusStaff, { ...staff, full_name: '𝒜'.repeat(120) })).toEqual([]);
  });

  it('give a form without labels exactly the messages the API answers', () => {
    const body = { full_name: '   ', phone_number: '02838123456', role: 3, email: 'sai', extra: 1 };
    const api = checkBody(createBusStaff, structuredClone(body));
    expect(formErrors(createBusStaff, structuredClone(body))).toEqual(
      Object.fromEntries(api.map((e) => [e.field, e.message])),
    );
  });

  it("word a form's errors with the field's label, nested ones under their top field", () => {
    expect(
      formErrors(createBusStaff, { ...staff, full_name: '', email: 'sai' }, { full_name: 'Họ và tên' }),
    ).toEqual({ full_name: 'Họ và tên không được để trống', email: 'Email không hợp lệ' });
    expect(
      formErrors(saveBillSetting, { provider: 'none', auto_issue: false, email_cc: ['a@b.vn', 'sai'] }, {}),
    ).toEqual({ email_cc: 'Email không hợp lệ' });
  });
});
