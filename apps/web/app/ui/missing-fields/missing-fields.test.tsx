import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inSentence, MissingFields, missingFieldsText } from './missing-fields';

describe('MissingFields', () => {
  it("says 'Completá:' with the labels in lower case, keeping acronyms", () => {
    expect(missingFieldsText(['Nombre y apellido', 'DNI', 'Email'])).toBe(
      'Completá: nombre y apellido, DNI, email',
    );
    expect(inSentence('CBU o alias')).toBe('CBU o alias');
    expect(inSentence('Teléfono')).toBe('teléfono');
    expect(missingFieldsText([])).toBe('');
  });

  it('is a polite live line that a button names in aria-describedby, empty when nothing is missing', () => {
    const { rerender } = render(
      <>
        <button type="submit" disabled aria-describedby="m">
          Enviar
        </button>
        <MissingFields id="m" labels={['Nombre y apellido', 'DNI']} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toHaveAccessibleDescription('Completá: nombre y apellido, DNI');
    const line = screen.getByTestId('missing-fields');
    expect(line).toHaveAttribute('aria-live', 'polite');
    rerender(<MissingFields id="m" labels={[]} />);
    expect(screen.getByTestId('missing-fields')).toBeEmptyDOMElement();
  });
});
