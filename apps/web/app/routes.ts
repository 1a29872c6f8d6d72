import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Development surfaces (ADR 0014, 0061): `react-router build` runs with NODE_ENV=production, so a production
 * build has neither the route nor its code; the API also answers every /dev/ path itself in production.
 */
export function devRoutes(nodeEnv: string | undefined): RouteConfigEntry[] {
  return nodeEnv === 'production' ? [] : [route('dev/ui', 'routes/dev/ui.tsx')];
}

// Every route of spec §2. Public pages render on the server; /mi-cuenta and /gestion render on the client.
export default [
  ...devRoutes(process.env.NODE_ENV),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
  // The staff desk (issue #30): outside the public layout, rendered on the client, its own bundle.
  route('gestion/ingresar', 'routes/gestion/ingresar.tsx'),
  route('gestion', 'routes/gestion/layout.tsx', [
    index('routes/gestion/index.tsx'),
    route('personal', 'routes/gestion/personal.tsx'),
    route('auditoria', 'routes/gestion/auditoria.tsx'),
    route('contrasena', 'routes/gestion/contrasena.tsx'),
    route('gestiones/:numero', 'routes/gestion/gestion-detalle.tsx'),
    route('respuestas', 'routes/gestion/respuestas.tsx'),
    route('informe', 'routes/gestion/informe.tsx'),
    route('catalogo', 'routes/gestion/catalogo.tsx'),
    route('facturacion', 'routes/gestion/facturacion.tsx'),
    route('pagos', 'routes/gestion/pagos.tsx'),
    route('clientes', 'routes/gestion/clientes.tsx'),
    route('clientes/:numero', 'routes/gestion/cliente-detalle.tsx'),
    route('altas', 'routes/gestion/altas.tsx'),
    route('incidentes', 'routes/gestion/incidentes.tsx'),
    route('grillas', 'routes/gestion/grillas.tsx'),
    route('medios-de-pago', 'routes/gestion/medios-de-pago.tsx'),
    route('contenido', 'routes/gestion/contenido.tsx'),
    route('contenido/popups', 'routes/gestion/contenido-popups.tsx'),
    route('contenido/empresa', 'routes/gestion/contenido-empresa.tsx'),
    route('contenido/ayuda', 'routes/gestion/contenido-ayuda.tsx'),
    route('bajas', 'routes/gestion/bajas.tsx'),
  ]),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('clicktv', 'routes/clicktv.tsx'),
    route('tv', 'routes/tv.tsx'),
    route('internet', 'routes/internet.tsx'),
    route('telefonia', 'routes/telefonia.tsx'),
    route('nosotros', 'routes/nosotros.tsx'),
    route('nosotros/rse', 'routes/nosotros-rse.tsx'),
    route('nosotros/trabaja-con-nosotros', 'routes/trabaja-con-nosotros.tsx'),
    route('ayuda/centro-de-ayuda/:section', 'routes/centro-de-ayuda.tsx'),
    route('ayuda/medios-de-pago', 'routes/medios-de-pago.tsx'),
    route('terminos-y-condiciones', 'routes/terminos-y-condiciones.tsx'),
    route('cupones', 'routes/cupones.tsx'),
    route('seguimiento', 'routes/seguimiento.tsx'),
    route('informacion-al-cliente', 'routes/informacion-al-cliente.tsx'),
    // Public, outside the account layout (which asks for a session): the email change notice's link (ADR 0084).
    route('mi-cuenta/no-fui-yo', 'routes/no-fui-yo.tsx'),
    route('mi-cuenta', 'routes/mi-cuenta/layout.tsx', [
      index('routes/mi-cuenta/index.tsx'),
      route('mis-servicios', 'routes/mi-cuenta/mis-servicios.tsx'),
      route('mis-gestiones', 'routes/mi-cuenta/mis-gestiones.tsx'),
      route('mis-facturas', 'routes/mi-cuenta/mis-facturas.tsx'),
      route('mis-datos', 'routes/mi-cuenta/mis-datos.tsx'),
      route('pagos/regreso', 'routes/mi-cuenta/pagos-regreso.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
