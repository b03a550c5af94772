// The price form chooses the routes of a multi-route price (issue 19: it could not): route_ids is a
// multi-select over the company's routes, its value the ids joined by commas, sent as numbers.
import { describe, expect, it } from 'vitest';
import { priceFields, priceInitialValues, toPriceInput } from './price-form';

const routes = [
  { id: 3, number: '01', name: 'Bến Thành - Chợ Lớn' },
  { id: 9, number: '19', name: 'Bến Thành - Linh Trung' },
];

describe('price form: the routes of a multi-route price', () => {
  it('offers every route in a multi-select', () => {
    const field = priceFields(routes as never, []).find((f) => f.name === 'route_ids');
    expect(field).toMatchObject({ type: 'multi-select' });
    expect(field?.options).toEqual([
      { value: '3', label: '01 · Bến Thành - Chợ Lớn' },
      { value: '9', label: '19 · Bến Thành - Linh Trung' },
    ]);
  });

  it('sends the chosen routes (none: every route) and shows a saved price’s routes', () => {
    const values = {
      scope: 'multi',
      multiple_routes_name: ' Liên tuyến 01-19 ',
      route_ids: '3,9',
      price: '200000',
    };
    expect(toPriceInput(values)).toMatchObject({
      multiple_routes_name: 'Liên tuyến 01-19',
      route_ids: [3, 9],
    });
    expect(toPriceInput({ ...values, route_ids: '' })).toMatchObject({ route_ids: [] });
    expect(priceInitialValues({ route_ids: [9, 3], scope: 'multi' } as never).route_ids).toBe('9,3');
  });
});
