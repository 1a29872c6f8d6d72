// Frozen copy of the help texts the site showed before issue #31; migration 0031 stores them.
import type { Faq } from './help-article-seed.js';

export const TELEVISION_FAQ: Faq[] = [
  {
    id: 'tv-sin-senal',
    question: 'No veo ningún canal, ¿qué reviso antes de llamar?',
    answer: [
      'Verificá que el televisor y el decodificador estén enchufados y encendidos, y que el cable coaxil esté bien ajustado en la pared y en el equipo.',
      'Comprobá que el televisor esté en la entrada correcta (HDMI o TV) y desenchufá el decodificador durante 30 segundos antes de volver a encenderlo.',
      'Si el problema sigue, llamanos: podemos revisar la señal de tu domicilio a distancia y, si hace falta, coordinar una visita técnica.',
    ],
  },
  {
    id: 'tv-sintonizar',
    question: '¿Cómo vuelvo a sintonizar los canales en un televisor nuevo?',
    answer: [
      'Con el servicio analógico, entrá al menú del televisor, elegí la búsqueda automática de canales y seleccioná la opción «Cable» (no «Antena»).',
      'Si usás decodificador, no hace falta sintonizar el televisor: dejalo en la entrada HDMI donde está conectado el equipo.',
    ],
  },
  {
    id: 'tv-grilla',
    question: '¿Dónde consulto la grilla de canales?',
    answer: [
      'En las páginas de TV y Click TV del sitio encontrás el botón para ver la grilla vigente. La grilla puede cambiar por decisión de las señales; avisamos los cambios con anticipación.',
    ],
  },
  {
    id: 'tv-clicktv-equipos',
    question: '¿En qué dispositivos puedo ver Click TV?',
    answer: [
      'Click TV funciona en televisores inteligentes, celulares y tabletas con la aplicación, y en la computadora desde el navegador.',
      'Necesitás una conexión a internet estable; para ver en alta definición recomendamos conectar el televisor por cable de red o a la red WiFi de 5 GHz.',
    ],
  },
  {
    id: 'tv-clicktv-usuario',
    question: '¿Cómo obtengo mi usuario de Click TV?',
    answer: [
      'Al contratar el servicio te enviamos los datos de acceso por correo electrónico. Si no los encontrás, escribinos o llamanos y te los reenviamos a la dirección registrada a nombre del titular.',
    ],
  },
  {
    id: 'tv-bocas',
    question: 'Quiero agregar un televisor en otra habitación, ¿cómo lo pido?',
    answer: [
      'Pedí una boca adicional desde Trámites en Mi cuenta o por teléfono. El costo de conexión depende de la cantidad de bocas; para más de 4 televisores se evalúa cada caso.',
      'Las modificaciones de la instalación solo las puede pedir el titular del servicio.',
    ],
  },
  {
    id: 'tv-codificados',
    question: '¿Cómo agrego o doy de baja un canal codificado o un pack?',
    answer: [
      'Solo el titular puede agregar o quitar canales codificados. Hacelo en nuestras oficinas, presentando tu documento.',
    ],
  },
  {
    id: 'tv-clima',
    question: '¿El viento o la nieve afectan la señal?',
    answer: [
      'Los temporales de viento y nieve de Tierra del Fuego pueden dañar el tendido o cortar la energía en algunos sectores. Si ves el aviso de corte en tu zona, el equipo técnico ya está trabajando; si no, llamanos para reportarlo.',
    ],
  },
];
