import { localitiesSentence } from '@portal/domain';
import { useCoveredLocalities } from '~/lib/config/use-public-config';

/** Community work in Tierra del Fuego, described without figures we cannot back up. */
export function RseContent() {
  const localities = localitiesSentence(useCoveredLocalities());
  return (
    <>
      <p>
        Somos una empresa fueguina: trabajamos, vivimos y crecemos en {localities}, en Tierra del Fuego. Por
        eso entendemos la responsabilidad social como parte de nuestro trabajo diario.
      </p>
      <section aria-labelledby="rse-conectividad">
        <h2 id="rse-conectividad">Conectividad para instituciones</h2>
        <p>
          Acompañamos a escuelas, bibliotecas populares, centros de salud y organizaciones comunitarias con
          conexión a internet y asesoramiento técnico, para que la distancia no sea un obstáculo para
          estudiar, atenderse o participar.
        </p>
      </section>
      <section aria-labelledby="rse-cultura">
        <h2 id="rse-cultura">Cultura y deporte locales</h2>
        <p>
          Damos espacio en nuestra programación a la producción local y apoyamos eventos culturales y
          deportivos de la provincia.
        </p>
      </section>
      <section aria-labelledby="rse-ambiente">
        <h2 id="rse-ambiente">Cuidado del ambiente</h2>
        <p>
          Reacondicionamos y reutilizamos equipos siempre que es posible y gestionamos los residuos
          electrónicos con operadores habilitados, cuidando el ambiente único de la isla.
        </p>
      </section>
      <section aria-labelledby="rse-equipo">
        <h2 id="rse-equipo">Empleo local</h2>
        <p>
          Nuestro equipo técnico y de atención es de la provincia, y capacitamos a cada persona que se suma.
        </p>
      </section>
      <p>
        ¿Tu institución necesita conectividad o querés proponernos una acción conjunta? Escribinos desde el
        formulario de contacto.
      </p>
    </>
  );
}
