import type { ReactNode } from 'react';
import styles from './jobs-content.module.css';

const AREAS = [
  { name: 'Técnica e instalaciones', text: 'instalación y mantenimiento de fibra óptica y televisión.' },
  { name: 'Atención al cliente', text: 'consultas y gestiones en la oficina, por teléfono y en línea.' },
  { name: 'Ventas', text: 'asesoramiento comercial a hogares y empresas.' },
  { name: 'Administración', text: 'facturación, cobranzas y tareas administrativas.' },
];

export interface JobsContentProps {
  /** Office address from the company config; null when the API did not answer. */
  address: string | null;
  /** Office hours from the company config; null when unknown. */
  hours: string | null;
  /** Opens the contact form for the application: given by the route, which composes the features. */
  applyAction: ReactNode;
}

/** Careers page: the areas, an online application through the contact form, and the office option. */
export function JobsContent({ address, hours, applyAction }: JobsContentProps) {
  return (
    <>
      <section aria-labelledby="empleo-areas">
        <h2 id="empleo-areas">Áreas en las que sumamos gente</h2>
        <ul className={styles.areas}>
          {AREAS.map((area) => (
            <li key={area.name}>
              <strong>{area.name}:</strong> {area.text}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="empleo-online" className={styles.online}>
        <h2 id="empleo-online">Postulate en línea</h2>
        <p>
          Completá el formulario con tus datos, contanos tu experiencia y el área que te interesa. Si tu
          perfil coincide con una búsqueda abierta, te respondemos por teléfono o por correo electrónico para
          coordinar una entrevista.
        </p>
        <p>
          <strong>Por ahora no se puede adjuntar el currículum en línea.</strong> Si avanzamos con tu
          postulación, te lo pedimos cuando te contactemos.
        </p>
        <div className={styles.action}>{applyAction}</div>
      </section>
      <section aria-labelledby="empleo-oficina">
        <h2 id="empleo-oficina">En nuestra oficina</h2>
        <p>
          También podés acercar tu currículum impreso a nuestra oficina comercial
          {address ? ` de ${address}` : ''}
          {hours ? ` (${hours.charAt(0).toLowerCase()}${hours.slice(1)})` : ''}, indicando el área que te
          interesa.
        </p>
      </section>
    </>
  );
}
