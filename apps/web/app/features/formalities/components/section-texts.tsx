import { Link } from 'react-router';
import { ACCOUNT_INVOICES, PAY_INVOICES_PARAM } from '~/lib/paths';
import { Button } from '~/ui/button/button';
import type { FormalityType } from '../config/formality-forms';
import type { ContactFacts } from '../hooks/use-contact-facts';
import { ContactFactsList } from './contact-facts';
import styles from './formalities.module.css';

export interface SectionProps {
  facts: ContactFacts;
  openForm: (type: FormalityType) => void;
  /** Closes Trámites: a link leaves for an account page, or another modal takes over. */
  close: () => void;
}

const MIS_GESTIONES = '/mi-cuenta/mis-gestiones';

function FormButton({
  type,
  openForm,
  children,
}: {
  type: FormalityType;
  openForm: SectionProps['openForm'];
  children: string;
}) {
  return (
    <div className={styles.sectionActions}>
      <Button onClick={() => openForm(type)} data-form-opener={type}>
        {children}
      </Button>
    </div>
  );
}

export function ClaimSection({ facts, close }: SectionProps) {
  return (
    <>
      <ol className={styles.steps}>
        <li>
          Entrá a Mis gestiones:{' '}
          <Link to={MIS_GESTIONES} onClick={close}>
            Ir a mis gestiones
          </Link>
          .
        </li>
        <li>Tocá «Solicitar asistencia».</li>
        <li>
          Elegí las opciones que describen el problema y enviá el reclamo. Te damos un número de gestión.
        </li>
      </ol>
      <p className={styles.text}>Si preferís hablar con nosotros:</p>
      <ContactFactsList facts={facts} />
    </>
  );
}

export function AcquireSection({ openForm }: SectionProps) {
  return (
    <>
      <h4 className={styles.subheading}>Requisitos</h4>
      <ul className={styles.list}>
        <li>DNI de la persona titular.</li>
        <li>Una factura de un servicio (luz, gas o agua) del domicilio donde instalamos.</li>
        <li>Constancia de CBU o tarjeta de crédito para adherir el débito automático.</li>
        <li>Si alquilás: contrato de alquiler o declaración de domicilio.</li>
      </ul>
      <p className={styles.text}>
        Inquilinos: contrato de alquiler o autorización del propietario, con copia del DNI de ambos y una
        factura de servicio a nombre del propietario. Propietarios: DNI y escritura, impuesto inmobiliario o
        factura de gas.
      </p>
      <FormButton type={9} openForm={openForm}>
        Completar el formulario
      </FormButton>
    </>
  );
}

export function PlanChangeSection({ facts, openForm }: SectionProps) {
  return (
    <>
      <p className={styles.text}>
        Conocé los planes y las promociones del mes en nuestras redes
        {facts.social.length > 0 ? ': ' : '.'}
        {facts.social.map((network, index) => (
          <span key={network.href}>
            {index > 0 ? ', ' : ''}
            <a href={network.href} target="_blank" rel="noopener noreferrer">
              {network.label}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </span>
        ))}
        {facts.social.length > 0 ? '.' : ''} Si tenés dudas, escribinos
        {facts.email ? (
          <>
            {' '}
            a <a href={`mailto:${facts.email}`}>{facts.email}</a>
          </>
        ) : (
          ' desde Mis gestiones'
        )}{' '}
        o llamanos.
      </p>
      <ContactFactsList facts={facts} office={false} />
      <p className={styles.text}>El cambio de plan lo pide la persona titular del servicio.</p>
      <FormButton type={10} openForm={openForm}>
        Completar el formulario
      </FormButton>
    </>
  );
}

export function HolderChangeSection({ openForm }: SectionProps) {
  return (
    <>
      <h4 className={styles.subheading}>Requisitos</h4>
      <ul className={styles.list}>
        <li>Lo pide la persona titular actual, desde su cuenta.</li>
        <li>
          Datos de la nueva persona titular: nombre, DNI, fecha de nacimiento (mayor de 18), email, teléfono y
          domicilio.
        </li>
        <li>DNI de la nueva persona titular, frente y dorso, en PDF, JPG o PNG.</li>
      </ul>
      <FormButton type={11} openForm={openForm}>
        Completar el formulario
      </FormButton>
    </>
  );
}

export function MoveSection({ openForm }: SectionProps) {
  return (
    <>
      <h4 className={styles.subheading}>Requisitos</h4>
      <ul className={styles.list}>
        <li>Lo pide la persona titular, desde su cuenta.</li>
        <li>El domicilio nuevo, dentro de Tierra del Fuego, y cuántas bocas de TV necesitás.</li>
        <li>
          Si alquilás: contrato de alquiler o autorización del propietario, con copia del DNI de ambos y una
          factura de servicio a nombre del propietario. Si sos propietario: DNI y escritura, impuesto
          inmobiliario o factura de gas.
        </li>
      </ul>
      <FormButton type={12} openForm={openForm}>
        Completar el formulario
      </FormButton>
    </>
  );
}

export function AuthorisationSection({ openForm }: SectionProps) {
  return (
    <>
      <p className={styles.text}>
        Autorizá a otra persona a hacer trámites en tu nombre. Solo la persona titular puede cambiar el
        domicilio, sumar o quitar canales codificados o pagar con tarjeta de crédito (con su DNI, según la Ley
        de Tarjetas de Crédito 25.065).
      </p>
      <h4 className={styles.subheading}>Requisitos</h4>
      <ul className={styles.list}>
        <li>Nombre y DNI de la persona autorizada.</li>
        <li>Tu DNI, frente y dorso, en PDF, JPG o PNG.</li>
        <li>Una factura del servicio, frente y dorso, en PDF, JPG o PNG.</li>
      </ul>
      <FormButton type={13} openForm={openForm}>
        Completar el formulario
      </FormButton>
    </>
  );
}

export function PayBillSection({ facts, close }: SectionProps) {
  const payOnline = `${ACCOUNT_INVOICES}?${PAY_INVOICES_PARAM.name}=${PAY_INVOICES_PARAM.value}`;
  return (
    <>
      <ul className={styles.list}>
        <li>
          En línea con tarjeta, desde tu cuenta:{' '}
          <Link to={payOnline} onClick={close}>
            Pagar mis facturas
          </Link>
          .
        </li>
        <li>Con el código de pago Link de tu factura, desde tu home banking.</li>
        <li>Con el código de pago Banelco de tu factura, desde tu home banking o un cajero.</li>
        <li>En Pago Fácil o Rapipago, con tu factura.</li>
        <li>
          En la oficina comercial{facts.officeAddress ? ` (${facts.officeAddress})` : ''}: {facts.officeHours}
          .
        </li>
      </ul>
      <p className={styles.text}>
        <strong>Una factura vencida</strong> solo se puede pagar en la oficina comercial o por teléfono con
        tarjeta de crédito
        {facts.phone ? (
          <>
            {' '}
            al <a href={facts.phone.href}>{facts.phone.text}</a>
          </>
        ) : null}
        .
      </p>
    </>
  );
}

export function CancelSection({ cancel }: { cancel: () => void }) {
  return (
    <>
      <p className={styles.text}>
        La baja voluntaria se pide con 30 días de anticipación y te enviamos el número de gestión por correo.
      </p>
      <div className={styles.sectionActions}>
        <Button variant="secondary" onClick={cancel}>
          Dar de baja
        </Button>
      </div>
    </>
  );
}
