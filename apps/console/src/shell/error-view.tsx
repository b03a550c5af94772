// spec §2/§8: the full-page error. CHECK_ROLE shows the server's own message; anything else an apology
// with retry and contact-support text. The home link may be hidden.
import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { MESSAGES } from '@busops/domain';

export const ERROR_TITLE = 'Đã có lỗi xảy ra';
export const GENERIC_APOLOGY =
  'Rất tiếc, trang này không hiển thị được. Vui lòng thử lại; nếu lỗi vẫn tiếp diễn, hãy liên hệ bộ phận hỗ trợ.';

function errorCodeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as { errorCode?: unknown; body?: { errorCode?: unknown } };
  const code = candidate.errorCode ?? candidate.body?.errorCode;
  return typeof code === 'string' ? code : undefined;
}

/** CHECK_ROLE: the server's message is meant for the user ('Bạn không có quyền ...'). */
export function errorPageMessage(error: unknown): { message: string; canRetry: boolean } {
  if (errorCodeOf(error) === 'CHECK_ROLE') {
    const message = (error as { message?: unknown }).message;
    return { message: typeof message === 'string' && message ? message : ERROR_TITLE, canRetry: false };
  }
  return { message: GENERIC_APOLOGY, canRetry: true };
}

export interface ErrorViewProps {
  error: unknown;
  showHomeLink?: boolean;
  onRetry?: () => void;
}

export function ErrorView({ error, showHomeLink = true, onRetry }: ErrorViewProps) {
  const { message, canRetry } = errorPageMessage(error);
  return (
    <div className="busops-full-page" role="alert">
      <NonIdealState
        icon="error"
        title={ERROR_TITLE}
        description={<p>{message}</p>}
        action={
          <div style={{ display: 'flex', gap: 8 }}>
            {canRetry && (
              <Button intent="primary" icon="refresh" onClick={onRetry ?? (() => window.location.reload())}>
                Thử lại
              </Button>
            )}
            {showHomeLink && (
              // A full reload on purpose: the broken state stays behind.
              <a className={Classes.BUTTON} href="/menu">
                {MESSAGES.backToHome.text}
              </a>
            )}
          </div>
        }
      />
    </div>
  );
}
