import { addDays, saigonToday } from '@busops/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay, VehicleDocumentTag } from './vehicle-document-tag';

describe('VehicleDocumentTag', () => {
  it('writes the day dd/MM/yyyy', () => expect(formatDay('2026-03-05')).toBe('05/03/2026'));

  it('is red once expired, orange within 30 days, plain text after', () => {
    const today = saigonToday();
    const tag = (day: string) => render(<VehicleDocumentTag value={day} />).container.firstElementChild!;
    expect(tag(addDays(today, -1)).className).toMatch(/intent-danger/);
    expect(tag(addDays(today, 30)).className).toMatch(/intent-warning/);
    const later = tag(addDays(today, 31));
    expect(later.tagName).toBe('SPAN');
    expect(later.className).toBe('');
    expect(later.textContent).toBe(formatDay(addDays(today, 31)));
  });
});
