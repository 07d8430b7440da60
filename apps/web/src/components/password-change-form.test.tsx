// @vitest-environment jsdom
/** The password change form (spec §5, §8): success and failure toasts, the server's reason on its field. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ERRORS, SUCCESS } from '@bacheca/domain';
import { ApiError } from '../lib/api-client';

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../lib/toast', () => ({ toast: toastMock }));

import { PasswordChangeForm } from './password-change-form';

const GOOD = 'Nuova!Password2026';

async function fillAndSubmit(onSubmit: (v: unknown) => Promise<{ message?: string } | void>) {
  render(<PasswordChangeForm username="mrossi" data-testid="pw-form" withOldPassword onSubmit={onSubmit} />);
  fireEvent.change(screen.getByTestId('password-old'), { target: { value: 'Vecchia!Password2025' } });
  fireEvent.change(screen.getByTestId('password-new'), { target: { value: GOOD } });
  fireEvent.change(screen.getByTestId('password-confirm'), { target: { value: GOOD } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('password-submit'));
  });
}

describe('PasswordChangeForm', () => {
  beforeEach(() => {
    toastMock.error.mockReset();
    toastMock.success.mockReset();
  });
  afterEach(() => cleanup());

  it('changed: the server message, else "Password modificata"', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await fillAndSubmit(onSubmit);
    await vi.waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(SUCCESS.PASSWORD_CHANGED));
    expect(onSubmit).toHaveBeenCalledWith({
      oldPassword: 'Vecchia!Password2025',
      newPassword: GOOD,
      confirmPassword: GOOD,
    });
  });

  it('refused by the server: its reason', async () => {
    await fillAndSubmit(async () => {
      throw new ApiError(422, 'PASSWORD_ALREADY_USED', ERRORS.PASSWORD_ALREADY_USED, {
        newPassword: ERRORS.PASSWORD_ALREADY_USED,
      });
    });
    await vi.waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(ERRORS.PASSWORD_ALREADY_USED));
    expect(screen.getAllByText(ERRORS.PASSWORD_ALREADY_USED).length).toBeGreaterThan(0);
  });

  it('any other failure: the generic password change error', async () => {
    await fillAndSubmit(async () => {
      throw new SyntaxError('Unexpected token < in JSON');
    });
    await vi.waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(ERRORS.PASSWORD_CHANGE_ERROR));
    expect(ERRORS.PASSWORD_CHANGE_ERROR).toBe('Errore durante il cambio password, riprovare più tardi.');
    expect(toastMock.success).not.toHaveBeenCalled();
  });
});
