import { test, expect, readMailbox } from '../support/fixtures';

const pages = [
  { path: '/ayuda/centro-de-ayuda/television', title: 'Centro de ayuda: Televisión', text: 'Click TV' },
  { path: '/ayuda/centro-de-ayuda/multiplay', title: 'Centro de ayuda: Multiplay', text: 'portabilidad' },
  { path: '/ayuda/centro-de-ayuda/general', title: 'Centro de ayuda: General', text: 'mudanza' },
  { path: '/ayuda/medios-de-pago', title: 'Medios de pago', text: 'Rapipago' },
  { path: '/terminos-y-condiciones', title: 'Términos y condiciones', text: 'Ley 25.326' },
  { path: '/nosotros/rse', title: 'Responsabilidad social empresaria', text: 'Tierra del Fuego' },
  { path: '/nosotros/trabaja-con-nosotros', title: 'Trabajá con nosotros', text: 'currículum' },
];

for (const { path, title, text } of pages) {
  test(`${path} has its content and passes axe`, async ({ page, checkA11y }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main')).toContainText(text);
    await checkA11y(page);
  });
}

test('careers: apply online as a job application, confirmed with its número de gestión by mail', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/nosotros/trabaja-con-nosotros');
  await expect(page.locator('main')).toContainText('no se puede adjuntar el currículum en línea');
  await expect(page.getByRole('region', { name: 'En nuestra oficina' })).toContainText('San Martín 1234');
  const apply = page.getByRole('button', { name: 'Postularme en línea' });
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Postulación laboral' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('te respondemos por teléfono o por correo electrónico');
  await checkA11y(page, 'careers contact form');

  await dialog.getByLabel('Nombre y apellido').fill('Lucía Postulante');
  await dialog.getByLabel('Email').fill('lucia.postulante@example.com');
  await dialog.getByLabel('Teléfono').fill('2901431234');
  await dialog.getByLabel('DNI').fill('30123456');
  await dialog.getByLabel('Dirección').fill('San Martín 100');
  const experience = 'Técnica instaladora de fibra, 3 años de experiencia.';
  await dialog.getByLabel('Tu experiencia y el área que te interesa').fill(experience);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  const sent = page.getByRole('dialog', { name: 'Formulario enviado' });
  await expect(sent).toBeVisible({ timeout: 20_000 });
  await expect(sent).toContainText('Recibimos tu postulación.');
  const number = (await sent.getByTestId('form-sent-info').textContent())?.match(/G-\d{4}-\d{6}/)?.[0];
  expect(number).toBeTruthy();
  await expect
    .poll(async () => (await readMailbox(request)).some((mail) => mail.text.includes(experience)))
    .toBe(true);
  const mails = (await readMailbox(request)).filter((mail) => mail.text.includes(number!));
  expect(mails.find((mail) => mail.subject.startsWith('Postulación laboral'))).toBeTruthy();
  const personal = mails.find((mail) => mail.to === 'lucia.postulante@example.com');
  expect(personal?.text).toContain('Hola, Lucía Postulante:');
  expect(personal?.text).toContain(`Número de gestión: ${number}`);
});

test('the help search filters the questions as you type', async ({ page }) => {
  await page.goto('/ayuda/centro-de-ayuda/general');
  const list = page.getByTestId('faq-list');
  const all = await list.getByRole('listitem').count();
  expect(all).toBeGreaterThanOrEqual(6);
  await page.getByRole('searchbox', { name: 'Buscá tu consulta' }).fill('mudo');
  const results = page.getByTestId('help-results');
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByText('Me mudo, ¿puedo llevarme el servicio?').click();
  await expect(results.getByText(/formulario de mudanza/)).toBeVisible();
});

test("from the header's Ayuda (Televisión), a search for 'factura' finds the general answer", async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await page.getByTestId('header-ayuda').click();
  await expect(page).toHaveURL(/\/ayuda\/centro-de-ayuda\/television$/);
  await page.getByRole('searchbox', { name: 'Buscá tu consulta' }).fill('factura');
  const general = page.getByRole('region', { name: /^General/ });
  await expect(general.getByText('¿Cómo pago mi factura?')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Multiplay/ })).toBeVisible();
  await expect(page.getByText(/para «factura» en todas las secciones/)).toBeVisible();
  await general.getByText('¿Cómo pago mi factura?').click();
  await expect(general.getByText(/débito automático/)).toBeVisible();
  await checkA11y(page, 'help search results');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search is a GET form the server answers', async ({ page }) => {
    await page.goto('/ayuda/centro-de-ayuda/general');
    await page.getByRole('searchbox', { name: 'Buscá tu consulta' }).fill('clave wifi');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\?q=clave\+wifi/);
    await expect(page.getByTestId('help-results').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('¿Cómo cambio el nombre o la clave de mi WiFi?')).toBeVisible();
  });
});
