import { localitiesSentence } from '@portal/domain';
import { useCoveredLocalities } from '~/lib/config/use-public-config';

/** Terms for an Argentine TV, internet and telephony provider; telephony wording only where it is sold. */
export function TermsContent({ telephony }: { telephony: boolean }) {
  const services = telephony ? 'televisión, internet y telefonía fija' : 'televisión e internet';
  const localities = localitiesSentence(useCoveredLocalities());
  return (
    <>
      <section aria-labelledby="tyc-servicio">
        <h2 id="tyc-servicio">1. El servicio</h2>
        <p>
          Prestamos servicios de {services} en Tierra del Fuego ({localities}), dentro de las zonas con
          cobertura de nuestra red. Las características de cada plan (velocidad, canales y servicios
          incluidos) son las publicadas en este sitio al momento de contratar.
        </p>
        <p>
          La velocidad de internet informada es la máxima del plan; la velocidad real puede variar según el
          equipo, la red WiFi del domicilio y el uso de la red en cada momento. Los equipos entregados en
          comodato (módem, ONT, decodificadores) son propiedad de la empresa y se devuelven al terminar el
          servicio.
        </p>
      </section>
      <section aria-labelledby="tyc-facturacion">
        <h2 id="tyc-facturacion">2. Facturación y pagos</h2>
        <p>
          El abono mensual se factura y se paga por mes adelantado. El costo de conexión depende de la
          cantidad de bocas; para más de 4 televisores se evalúa en cada caso. La falta de pago habilita la
          suspensión y luego el corte del servicio, previo aviso; la reconexión puede tener un cargo.
        </p>
        <p>
          Los cambios de precio se informan con anticipación por los medios de contacto registrados y en la
          factura, conforme a la normativa vigente.
        </p>
      </section>
      <section aria-labelledby="tyc-baja">
        <h2 id="tyc-baja">3. Baja del servicio y botón de arrepentimiento</h2>
        <p>
          El titular puede pedir la baja en cualquier momento por el mismo medio por el que contrató, incluido
          este sitio (enlace «Baja de servicio»). La baja voluntaria requiere un aviso con 30 días de
          anticipación y te enviamos un número de gestión.
        </p>
        <p>
          Según la Ley 24.240 de Defensa del Consumidor, cuando la contratación se hizo a distancia o fuera de
          nuestras oficinas podés revocar la aceptación dentro de los 10 días corridos desde la contratación o
          la entrega del servicio, sin costo ni responsabilidad, con el botón de arrepentimiento que está en
          el encabezado de este sitio.
        </p>
      </section>
      <section aria-labelledby="tyc-uso">
        <h2 id="tyc-uso">4. Uso del servicio</h2>
        <p>
          El servicio es para uso en el domicilio contratado. Está prohibido derivar la señal a terceros: la
          conexión clandestina produce el corte del servicio, la eventual reconexión y acciones legales.
        </p>
      </section>
      <section aria-labelledby="tyc-datos">
        <h2 id="tyc-datos">5. Protección de datos personales</h2>
        <p>
          Tratamos tus datos personales solo para prestar y facturar el servicio y para comunicarnos con vos,
          según la Ley 25.326 de Protección de los Datos Personales. Podés pedir el acceso, la rectificación o
          la supresión de tus datos en forma gratuita. La Agencia de Acceso a la Información Pública, órgano
          de control de la Ley 25.326, atiende las denuncias y reclamos por incumplimiento de la normativa.
        </p>
      </section>
      <section aria-labelledby="tyc-contacto">
        <h2 id="tyc-contacto">6. Contacto y reclamos</h2>
        <p>
          Podés hacer consultas y reclamos por teléfono, por WhatsApp, desde el formulario de contacto o en
          nuestras oficinas de lunes a viernes de 9 a 14 h y sábados de 10 a 13 h. Si no quedás conforme con
          la respuesta, podés acudir a Defensa del Consumidor de Tierra del Fuego o al ENACOM.
        </p>
        <p>
          <a href="/documentos/resumen-contrato-de-servicio.pdf">
            Descargá el resumen del contrato de servicio (PDF)
          </a>
        </p>
      </section>
    </>
  );
}
