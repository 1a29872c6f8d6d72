import { expect, login, test } from '../support/fixtures';

// Mis gestiones (issue #11 §5) and the WiFi network change with account modal 10 (§7), as cliente@example.com.
// Other journeys file requests as the same customer in parallel, so these look for their own rows by number.

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await login(page);
    });

    test('sees past requests and files an assistance request that is listed at once', async ({
      page,
      checkA11y,
    }) => {
      await page.goto('/mi-cuenta/mis-gestiones');
      await expect(page.getByRole('heading', { level: 1, name: 'Mis gestiones' })).toBeVisible();
      const list = page.getByTestId('requests-list');
      // The seeded past requests.
      await expect(list.getByRole('heading', { name: 'Cambio de plan' })).toBeVisible();
      // Sentences in plan names (issue #28 §3.2): never the catalogue's codes nor the staff summary.
      await expect(
        list.getByText('Pediste cambiar Internet 100 Megas por Internet 300 Megas.'),
      ).toBeVisible();
      await expect(
        list.getByText('Internet lento o con cortes. Nos contaste: «Se corta por la noche desde el martes».'),
      ).toBeVisible();
      await expect(list).not.toContainText('GPON');
      await expect(list).not.toContainText(/cliente N°|DNI \d|Mensaje:/);
      await expect(list.getByText('Recibido').first()).toBeVisible();
      await checkA11y(page, `Mis gestiones at ${viewport.width} px`);
      await page.screenshot({ path: `test-results/mis-gestiones-${viewport.width}.png`, fullPage: true });

      const open = page.getByRole('button', { name: 'Solicitar asistencia' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Solicitar asistencia' });
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await expect(dialog.getByText('Elegí una opción de la lista.')).toBeVisible();
      await dialog.getByLabel('Motivo', { exact: true }).selectOption('Sin señal de TV o de Click TV');
      const details = `No hay señal en el canal 5 (${viewport.width})`;
      await dialog.getByLabel('Detalle').fill(details);
      await checkA11y(page, `claim form at ${viewport.width} px`);
      await page.screenshot({ path: `test-results/claim-form-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Enviar' }).click();

      const confirmation = page.getByRole('dialog', { name: 'Reclamo enviado' });
      const number = (await confirmation.getByTestId('claim-number').textContent())?.match(
        /G-\d{4}-\d{6}/,
      )?.[0];
      expect(number).toBeTruthy();
      await confirmation.getByRole('button', { name: 'Aceptar' }).click();
      await expect(confirmation).toHaveCount(0);
      await expect(open).toBeFocused();
      const filed = list.getByTestId('request-item').filter({ hasText: number! });
      await expect(filed).toContainText('Reclamo');
      await expect(filed).toContainText(details);
      await expect(filed).toContainText('Recibido');
    });

    test('changes the WiFi network, sees modal 10 and the change in Mis gestiones', async ({
      page,
      checkA11y,
    }) => {
      await page.getByRole('button', { name: 'Cambiar nombre y contraseña' }).click();
      const form = page.getByRole('form', { name: 'Red WiFi de Internet 300 Megas' });
      await expect(form.getByLabel('Nombre de la red')).toBeFocused();
      await form.getByLabel('Nombre de la red').fill('Casa Martina');
      await form.getByLabel('Contraseña nueva').fill('corta');
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(form.getByText('La contraseña debe tener entre 8 y 63 caracteres.')).toBeVisible();
      await checkA11y(page, `WiFi form at ${viewport.width} px`);
      await page.screenshot({ path: `test-results/wifi-form-${viewport.width}.png`, fullPage: true });

      const password = `Clave segura ${viewport.width}!`;
      await form.getByLabel('Contraseña nueva').fill(password);
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      const modal = page.getByRole('dialog', { name: 'Cambios guardados' });
      await expect(modal).toContainText('Los cambios pueden demorar hasta 5 minutos.');
      await expect(modal).not.toContainText(password);
      await checkA11y(page, `account modal 10 at ${viewport.width} px`);
      await page.screenshot({ path: `test-results/wifi-saved-${viewport.width}.png` });
      const number = (await modal.getByTestId('wifi-request-number').textContent())?.match(
        /G-\d{4}-\d{6}/,
      )?.[0];
      expect(number).toBeTruthy();
      await modal.getByRole('button', { name: 'Aceptar' }).click();
      await expect(form.getByLabel('Contraseña nueva')).toHaveValue('');

      await page.goto('/mi-cuenta/mis-gestiones');
      const change = page.getByTestId('request-item').filter({ hasText: number! });
      await expect(change).toContainText('Cambio de red WiFi');
      await expect(change).toContainText(
        'Pediste cambiar la red WiFi de Internet 300 Megas: nombre «Casa Martina»',
      );
      await expect(page.getByTestId('requests-list')).not.toContainText(password);
    });
  });
}
