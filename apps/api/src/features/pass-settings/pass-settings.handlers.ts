// Card types and monthly pass prices (/monthly-ticket/setting, spec §7 "Monthly tickets": cards,
// route-subscription and the counter's two price lookups). This map only unpacks the request; `db` is
// scoped to the caller's companies (ADR 0009). The work is in card-type.* and price.*.
import { canSeeCompany, targetCompanyId } from '../../access/tenancy.ts';
import { notFound } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';
import { assertRealDay } from '../real-day.ts';
import { toCardTypeBody } from './card-type.fields.ts';
import { exportCardTypes, listCardTypesPage, loadVisibleCardType } from './card-type.query.ts';
import { createCardType, deleteCardType, updateCardType } from './card-type.write.ts';
import { toPriceBody } from './price.fields.ts';
import { multiRoutePricesToday, routePricesToday } from './price.lookup.ts';
import { exportPrices, listPricesPage, loadVisiblePrice } from './price.query.ts';
import { createPrice, updatePrice } from './price.write.ts';

export const passSettingsHandlers = defineHandlers({
  async listCardTypes({ query, db, reply }) {
    if (query.export) return exportCardTypes(db, query, reply);
    return listCardTypesPage(db, query);
  },

  async createCardType({ body, principal, db }) {
    return createCardType(db, principal, body);
  },

  async getCardType({ params, db }) {
    return toCardTypeBody(await loadVisibleCardType(db, params.id));
  },

  async updateCardType({ params, body, principal, db }) {
    return updateCardType(db, principal, params.id, body);
  },

  async deleteCardType({ params, principal, db }) {
    await deleteCardType(db, principal, params.id);
    return { message: 'OK' };
  },

  async listSubscriptionPrices({ query, db, reply }) {
    assertRealDay(query.valid_on, 'valid_on', 'Ngày hiệu lực');
    if (query.export) return exportPrices(db, query, reply);
    return listPricesPage(db, query);
  },

  async createSubscriptionPrice({ body, principal, db }) {
    return createPrice(db, principal, body);
  },

  async getSubscriptionPrice({ params, db }) {
    return toPriceBody(await loadVisiblePrice(db, params.id));
  },

  async updateSubscriptionPrice({ params, body, principal, db }) {
    return updatePrice(db, principal, params.id, body);
  },

  async listRouteSubscriptionPrices({ params, query, db }) {
    return routePricesToday(db, params.route_id, query);
  },

  async listMultipleRouteSubscriptionPrices({ query, principal, db }) {
    // org_id: the company whose prices are asked; another company's answers 404.
    if (query.org_id !== undefined && !canSeeCompany(principal, query.org_id))
      throw notFound('Không tìm thấy công ty');
    return multiRoutePricesToday(db, targetCompanyId(principal, query.org_id), query);
  },
});
