// One way to write a date, whatever the browser's language: in a Chromium started with --lang=en-US
// (whose native date fields read MM/DD/YYYY), the kit's date input shows and takes dd/MM/yyyy and the
// screen gets the API's yyyy-MM-dd; the month filter shows MM/yyyy. No native date or month field is left.
import { addDays, formatDay, saigonToday } from '@busops/domain';
import { describe, expect, test } from 'vitest';
import { login, useBrowser } from './browser.ts';

const DISPATCHER = '0901000010';
const SALES = '0901000008';

describe('dates in an en-US browser', () => {
  const e2e = useBrowser({ locale: 'en-US' });

  test('the board’s day is typed and stepped as dd/MM/yyyy', async () => {
    const { page } = e2e;
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await login(page, DISPATCHER);
    await page.goto('/routes/trip');
    const day = page.getByRole('textbox', { name: 'Ngày', exact: true });
    await day.waitFor();
    expect(await day.inputValue()).toBe(formatDay(saigonToday()));
    expect(await page.locator('input[type="date"], input[type="month"]').count()).toBe(0);

    await day.focus();
    await page.keyboard.type('17032027');
    await expect.poll(() => day.inputValue()).toBe('17/03/2027');
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2027-03-17');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2027-03-18');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect.poll(() => day.inputValue()).toBe('16/03/2027');
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(addDays('2027-03-18', -2));
  });

  test('the order list’s month filter reads MM/yyyy', async () => {
    const { page } = e2e;
    await login(page, SALES);
    await page.goto('/monthly-ticket/registration-list');
    const month = page.getByLabel('Tháng vé');
    await month.waitFor();
    expect(await month.getAttribute('placeholder')).toBe('mm/yyyy');
    await month.focus();
    await page.keyboard.type('062026');
    await expect.poll(() => month.inputValue()).toBe('06/2026');
    await expect.poll(() => new URL(page.url()).searchParams.get('period_month')).toBe('2026-06');
  });
});
