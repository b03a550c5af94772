import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_TITLE, ErrorView, GENERIC_APOLOGY } from './error-view';

describe('ErrorView (spec §2/§8)', () => {
  it('CHECK_ROLE shows the server message, no retry', () => {
    const error = Object.assign(new Error('Bạn không có quyền truy cập chức năng này'), {
      errorCode: 'CHECK_ROLE',
    });
    render(<ErrorView error={error} />);
    expect(screen.getByText(ERROR_TITLE)).toBeTruthy();
    expect(screen.getByText('Bạn không có quyền truy cập chức năng này')).toBeTruthy();
    expect(screen.queryByText('Thử lại')).toBeNull();
    expect(screen.getByText('Quay lại màn hình chính').getAttribute('href')).toBe('/menu');
  });

  it('any other error shows the apology with retry and support text', () => {
    render(<ErrorView error={new TypeError('x is undefined')} />);
    expect(screen.getByText(GENERIC_APOLOGY)).toBeTruthy();
    expect(screen.getByText('Thử lại')).toBeTruthy();
    expect(screen.queryByText('x is undefined')).toBeNull();
  });

  it('the home link may be hidden', () => {
    render(<ErrorView error={new Error('x')} showHomeLink={false} />);
    expect(screen.queryByText('Quay lại màn hình chính')).toBeNull();
  });
});
