import { useState } from 'react';
import { Accordion } from '~/ui/accordion/accordion';
import { Badge } from '~/ui/badge/badge';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { CardGrid } from '~/ui/card-grid/card-grid';
import { EmptyState } from '~/ui/empty-state/empty-state';
import { FileSlot } from '~/ui/file-slot/file-slot';
import { PageSection } from '~/ui/page-section/page-section';
import { Price } from '~/ui/price/price';
import { MissingFields } from '~/ui/missing-fields/missing-fields';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { Stepper } from '~/ui/stepper/stepper';
import { BrandLogo } from '~/ui/brand/brand-logo';
import { ServiceIllustration } from '~/ui/illustrations/service-illustration';
import { TokenSheet } from './ui-tokens';
import styles from './ui.module.css';

// Only in development builds: routes.ts leaves this route out of production (ADR 0014, 0061).
export const meta = () => [
  { title: 'Sistema de diseño (desarrollo)' },
  { name: 'robots', content: 'noindex' },
];

const STATES = ['Recibido', 'En curso', 'Resuelto', 'PAGA', 'IMPAGA', 'ENVIADA', 'PARCIAL', 'ANULADA'];
const STEPS = ['Código', 'Contraseña', 'Tus datos', 'Listo'];

export default function DevUi() {
  const [cards, setCards] = useState(4);
  const [openSection, setOpenSection] = useState<string | null>('uno');
  const [file, setFile] = useState<File | null>(null);
  return (
    <main className={styles.page}>
      <h1>Sistema de diseño</h1>
      <p>Cada componente de app/ui en cada estado, y los tokens de styles/tokens.css. Solo en desarrollo.</p>

      <PageSection title="Marca" intro="Logo y nombre; el nombre sale de la configuración.">
        <div className={styles.row}>
          <BrandLogo name="Portal" tagline="Tierra del Fuego" />
          <span className={styles.onBrand}>
            <BrandLogo name="Portal" tagline="Tierra del Fuego" inverse />
          </span>
        </div>
        <div className={styles.row}>
          {(['internet', 'tv', 'clicktv', 'telefonia'] as const).map((service) => (
            <ServiceIllustration key={service} service={service} />
          ))}
        </div>
      </PageSection>

      <PageSection
        title="Sección de página"
        background="alt"
        intro="Fondo 'alt' de lado a lado."
        actions={<Button variant="secondary">Acción</Button>}
      >
        <p>Contenido de la sección.</p>
      </PageSection>
      <PageSection title="Sección con fondo de marca" background="brand" headingLevel={3}>
        <p>Fondo 'brand', título h3.</p>
      </PageSection>

      <PageSection
        title="Grilla de tarjetas"
        intro="Cambiá la cantidad: nunca queda una sola tarjeta en una fila si se puede evitar."
      >
        <div className={styles.row}>
          {[1, 2, 3, 4, 5, 6, 7].map((n) => (
            <Button
              key={n}
              variant={n === cards ? 'primary' : 'ghost'}
              onClick={() => setCards(n)}
              aria-pressed={n === cards}
            >
              {n}
            </Button>
          ))}
        </div>
        <CardGrid aria-label="Tarjetas de ejemplo">
          {Array.from({ length: cards }, (_, i) => (
            <li key={i} className={styles.card}>
              <strong>Plan {i + 1}</strong>
              <Price cents={(i + 3) * 1_000_000} regularCents={i % 2 ? (i + 4) * 1_000_000 : undefined} />
            </li>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection title="Precio">
        <Price cents={5_290_000} />
        <Price cents={3_990_000} regularCents={5_290_000} size="lg" />
        <Price cents={150_000} monthly={false} />
      </PageSection>

      <PageSection title="Insignias y estados">
        <div className={styles.row}>
          {(['info', 'success', 'warning', 'danger', 'neutral', 'promo'] as const).map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </div>
        <div className={styles.row}>
          {STATES.map((state) => (
            <StatusPill key={state} status={state} />
          ))}
        </div>
      </PageSection>

      <PageSection title="Avisos">
        <Callout title="Información">Los cambios se ven en tu próxima factura.</Callout>
        <Callout tone="success" title="Listo">
          Guardamos tus datos.
        </Callout>
        <Callout tone="warning">Tu dirección de correo rebotó: revisala.</Callout>
        <Callout tone="error" title="No pudimos guardar">
          Error en el servidor, intentá más tarde.
        </Callout>
      </PageSection>

      <PageSection title="Pasos">
        {[0, 1, 2, 3, 4].map((current) => (
          <Stepper
            key={current}
            steps={STEPS}
            current={current}
            label={`Ejemplo en el paso ${current + 1}`}
          />
        ))}
      </PageSection>

      <PageSection title="Estado vacío">
        <EmptyState
          title="Todavía no tenés gestiones"
          icon="formalities"
          action={<Button>Solicitar asistencia</Button>}
        >
          <p>Cuando nos pidas algo, lo vas a ver acá con su número de gestión.</p>
        </EmptyState>
        <EmptyState title="No tenés cupones" icon="coupon" />
      </PageSection>

      <PageSection title="Botones">
        <div className={styles.row}>
          <Button>Primario</Button>
          <Button variant="secondary">Secundario</Button>
          <Button variant="ghost">Fantasma</Button>
          <Button disabled>Deshabilitado</Button>
        </div>
        <div>
          <Button type="submit" disabled aria-describedby="dev-missing-fields">
            Enviar
          </Button>
          <MissingFields id="dev-missing-fields" labels={['Nombre y apellido', 'DNI']} />
        </div>
      </PageSection>

      <PageSection title="Acordeón">
        <Accordion
          openId={openSection}
          onToggle={setOpenSection}
          items={[
            { id: 'uno', title: 'Sección abierta', content: <p>Una sola sección abierta a la vez.</p> },
            { id: 'dos', title: 'Otra sección', content: <p>Tocar la abierta la cierra.</p> },
          ]}
        />
      </PageSection>

      <PageSection title="Documento PDF">
        <FileSlot
          name="dni_frente"
          label="DNI (frente)"
          file={file}
          onPick={setFile}
          onRemove={() => setFile(null)}
        />
      </PageSection>

      <PageSection title="Tokens">
        <TokenSheet />
      </PageSection>
    </main>
  );
}
