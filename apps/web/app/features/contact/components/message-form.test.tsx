import { AAIP_LEGEND } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageForm } from './message-form';

describe('MessageForm', () => {
  it('carries the Ley 25.326 legend under every contact form (Disp. 10/2008)', () => {
    const state = {
      form: { formState: { isValid: false, isSubmitting: false } },
      onSubmit: vi.fn(),
      missing: [],
      verifying: false,
      alert: null,
    };
    render(
      <MessageForm state={state}>
        <input aria-label="Nombre" />
      </MessageForm>,
    );
    expect(screen.getByTestId('aaip-legend')).toHaveTextContent(AAIP_LEGEND);
  });
});
