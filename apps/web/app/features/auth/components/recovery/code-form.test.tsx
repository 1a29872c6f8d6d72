import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeForm } from './code-form';

describe('CodeForm', () => {
  it('says under the disabled Continuar that the code is missing, until all six digits are in', async () => {
    const validate = vi.fn(async () => {});
    render(<CodeForm label="Código" validate={validate} secondaryAction={null} />);
    const button = screen.getByRole('button', { name: 'Continuar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Completá: código de 6 números');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código'), '123456');
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('');
    await user.click(button);
    expect(validate).toHaveBeenCalledWith('123456');
  });
});
