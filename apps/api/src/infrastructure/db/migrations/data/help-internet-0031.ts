// The Internet tab of the help centre (issue #31 §2): internet is the main product and had no articles.
import type { Faq } from './help-article-seed.js';

export const INTERNET_FAQ: Faq[] = [
  {
    id: 'int-sin-conexion',
    question: 'No tengo internet, ¿qué reviso antes de llamar?',
    answer: [
      'Mirá las luces del módem: si la luz PON o LOS está roja o titilando, la fibra no llega bien al equipo; no lo desconectes y llamanos. Si está apagada la luz de encendido, revisá el enchufe y la fuente.',
      'Probá con otro dispositivo y, si podés, con una computadora conectada por cable: si por cable anda, el problema es del WiFi y no de la línea.',
      'Revisá en Mi cuenta que no tengas facturas vencidas: la falta de pago suspende el servicio.',
      'Si nada de esto lo resuelve, reiniciá el módem (ver «¿Cómo reinicio el módem?») y, si sigue sin andar, comunicate con soporte técnico. En el sitio avisamos cuando hay un corte en tu localidad.',
    ],
  },
  {
    id: 'int-reiniciar-modem',
    question: '¿Cómo reinicio el módem?',
    answer: [
      'Desenchufá la fuente del módem, esperá 30 segundos y volvé a enchufarla. El equipo tarda entre 2 y 3 minutos en volver a conectarse: esperá a que la luz de internet quede fija.',
      'No uses el botón «Reset» del equipo (el que se aprieta con un clip): borra la configuración, incluidos el nombre y la contraseña de tu WiFi, y el módem queda con los valores de fábrica.',
    ],
  },
  {
    id: 'int-test-velocidad',
    question: '¿Cómo mido la velocidad de mi conexión?',
    answer: [
      'Para medir la velocidad contratada conectá una computadora al módem con un cable de red, cerrá descargas, actualizaciones y otros programas, y desconectá los demás dispositivos del WiFi.',
      'Entrá a un medidor como fast.com o speedtest.net y hacé tres mediciones en distintos momentos del día. Por WiFi el resultado siempre es menor: depende de la distancia, las paredes y el dispositivo.',
      'Si por cable medís de forma repetida mucho menos que lo contratado, anotá los resultados con día y hora y comunicate con soporte técnico.',
    ],
  },
  {
    id: 'int-wifi-bandas',
    question: '¿Qué diferencia hay entre las redes WiFi de 2,4 GHz y 5 GHz?',
    answer: [
      'El módem emite dos redes. La de 5 GHz es más rápida y tiene menos interferencias, pero llega menos lejos y atraviesa peor las paredes: usala cerca del módem para televisores, consolas y computadoras.',
      'La de 2,4 GHz llega más lejos pero es más lenta y se satura con las redes de los vecinos y con aparatos como el microondas: conviene para dispositivos lejanos o que no tienen 5 GHz, como algunas cámaras y enchufes inteligentes.',
      'Ubicá el módem en un lugar alto y central de la casa, fuera de muebles cerrados y lejos de espejos, peceras y electrodomésticos.',
    ],
  },
  {
    id: 'int-cambiar-clave-wifi',
    question: '¿Cómo cambio el nombre o la contraseña de mi WiFi desde Mi cuenta?',
    answer: [
      'Ingresá a Mi cuenta, abrí Mis servicios y, en el servicio de internet, elegí «Cambiar nombre y contraseña» de la sección Tu red WiFi.',
      'La contraseña tiene que tener entre 8 y 63 caracteres; usá una que no se adivine, con letras, números y algún símbolo. El cambio se aplica a distancia en unos minutos y todos los dispositivos se desconectan: volvé a conectarlos con la contraseña nueva.',
    ],
  },
  {
    id: 'int-dispositivos-lentos',
    question: 'Internet anda lento en algunos dispositivos, ¿qué puedo hacer?',
    answer: [
      'Cuantos más dispositivos usan la conexión a la vez (videos en alta definición, juegos en línea, copias de seguridad en la nube), menos velocidad queda para cada uno. Pausá las descargas grandes mientras hacés una videollamada.',
      'Actualizá el sistema y el navegador del dispositivo lento, y probá conectarlo a la red de 5 GHz si está cerca del módem. En una casa grande, un repetidor o un sistema mesh bien ubicado lleva la señal a los ambientes alejados.',
    ],
  },
  {
    id: 'int-ip-puertos',
    question: '¿Puedo abrir puertos o tener una IP fija?',
    answer: [
      'Las conexiones hogareñas comparten direcciones IP, por lo que no siempre se pueden abrir puertos para cámaras, servidores o juegos. Si lo necesitás, consultanos por los planes con IP fija y te indicamos cómo configurarlo.',
    ],
  },
];
