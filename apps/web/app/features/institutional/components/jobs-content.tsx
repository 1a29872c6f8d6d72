export interface JobsContentProps {
  /** Office address from the company config; null when the API did not answer. */
  address: string | null;
}

/** How to apply. The config has no recruiting email, so the page asks for CVs at the office, honestly. */
export function JobsContent({ address }: JobsContentProps) {
  return (
    <>
      <p>
        Buscamos personas de Tierra del Fuego con ganas de aprender: técnicos instaladores, atención al
        cliente, ventas y administración.
      </p>
      <section aria-labelledby="empleo-como">
        <h2 id="empleo-como">Cómo postularte</h2>
        <ol>
          <li>Prepará tu currículum actualizado, con un teléfono y un correo de contacto.</li>
          <li>
            Acercalo en persona a nuestra oficina{address ? ` de ${address}` : ''}, de lunes a viernes de 9 a
            14 h o los sábados de 10 a 13 h, indicando el área que te interesa.
          </li>
          <li>Si tu perfil coincide con una búsqueda abierta, te llamamos para una entrevista.</li>
        </ol>
        <p>
          Por ahora no recibimos currículums por este sitio. Si preferís enviarlo por correo, consultanos por
          teléfono a qué dirección hacerlo.
        </p>
      </section>
    </>
  );
}
