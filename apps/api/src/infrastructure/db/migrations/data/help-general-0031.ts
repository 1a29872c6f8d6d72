// Frozen copy of the help texts the site showed before issue #31; migration 0031 stores them.
import type { Faq } from './help-article-seed.js';

export const GENERAL_FAQ: Faq[] = [
  {
    id: 'gen-contratar',
    question: '¿Cómo contrato un servicio?',
    answer: [
      'Elegí el plan en el sitio y agregalo a «Mis compras», o llamanos. Un asesor se comunica con vos dentro de los 3 días hábiles para coordinar la instalación.',
    ],
  },
  {
    id: 'gen-pagar',
    question: '¿Cómo pago mi factura?',
    answer: [
      'Podés pagar en línea desde Mi cuenta, adherirte al débito automático con tarjeta o CBU, pagar con tarjeta de crédito en nuestras oficinas o en las redes de cobranza externas. Todos los medios están en Medios de pago.',
      'El abono se paga por mes adelantado; la falta de pago habilita el corte del servicio.',
    ],
  },
  {
    id: 'gen-wifi-lento',
    question: 'Mi WiFi anda lento, ¿qué puedo hacer?',
    answer: [
      'Ubicá el módem en un lugar alto y central, lejos de microondas y paredes gruesas. Los dispositivos cercanos rinden más en la red de 5 GHz; los lejanos, en la de 2,4 GHz.',
      'Reiniciá el módem y, para medir la velocidad contratada, conectá una computadora por cable de red.',
    ],
  },
  {
    id: 'gen-wifi-clave',
    question: '¿Cómo cambio el nombre o la clave de mi WiFi?',
    answer: [
      'Podés pedirlo por teléfono o WhatsApp y lo cambiamos a distancia. Los cambios en la red tardan hasta 5 minutos en aplicarse.',
    ],
  },
  {
    id: 'gen-mudanza',
    question: 'Me mudo, ¿puedo llevarme el servicio?',
    answer: [
      'Sí, si el nuevo domicilio está dentro de la zona de cobertura. El titular lo pide desde Trámites en Mi cuenta con el formulario de mudanza de servicio; coordinamos la desconexión y la nueva instalación.',
    ],
  },
  {
    id: 'gen-titular',
    question: '¿Cómo cambio el titular del servicio?',
    answer: [
      'El titular actual y el nuevo completan el formulario de cambio de titularidad en Trámites, con copia de los documentos de ambos. Si alquilás, sumá el contrato de alquiler o la autorización del propietario.',
    ],
  },
  {
    id: 'gen-baja',
    question: '¿Cómo doy de baja el servicio?',
    answer: [
      'El titular puede pedir la baja desde el enlace «Baja de servicio» del pie de página, con la sesión iniciada. La baja voluntaria requiere un aviso con 30 días de anticipación y te enviamos un número de gestión por correo electrónico.',
    ],
  },
  {
    id: 'gen-arrepentimiento',
    question: 'Contraté hace pocos días y me arrepentí, ¿qué hago?',
    answer: [
      'Usá el botón de arrepentimiento del encabezado. Según la Ley 24.240 de Defensa del Consumidor, tenés 10 días corridos desde la contratación o la instalación para revocar la aceptación sin costo.',
    ],
  },
  {
    id: 'gen-telefono-guia',
    question: '¿Puedo tener más de un teléfono de contacto registrado?',
    answer: ['Sí, hasta dos teléfonos. Los cargás o modificás desde Mi cuenta.'],
  },
  {
    id: 'gen-telefonia-contratar',
    question: '¿Puedo sumar telefonía fija a mi servicio de internet?',
    answer: [
      'Sí. Pedilo desde Trámites en Mi cuenta o por teléfono; la línea funciona a través de tu módem.',
    ],
    telephony: true,
  },
];
