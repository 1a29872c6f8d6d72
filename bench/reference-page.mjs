// The host's floor for Lighthouse: a page with no script, no image and one short inline style, served over the
// same HTTPS as the portal and with the headers that decide its renderer process, so it pays the same commit
// (ADR 0078, 0080). Whatever it loses at the calibrated slowdown is the host's cost (navigation, V8 context, font
// lookups), not the portal's, so the bench prints it next to the portal's pages.
import { readFileSync } from 'node:fs';
import https from 'node:https';

const REFERENCE_PAGE = `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Página de referencia del bench">
<title>Referencia</title>
<style>body{margin:0;padding:1rem;font-family:system-ui,sans-serif;line-height:1.5}h1{font-size:1.75rem}</style>
</head>
<body>
<main>
<h1>Televisión e internet en Tierra del Fuego</h1>
<p>Fibra óptica, televisión y atención con técnicos propios. Elegí tu plan y te lo instalamos.</p>
<p><a href="/">Inicio</a></p>
</main>
</body>
</html>
`;

/**
 * Serves the reference page on `port` with the given certificate; resolves its URL and a close function.
 * @param {{ certFile: string, keyFile: string, port: number }} options
 */
export function startReferencePage({ certFile, keyFile, port }) {
  const server = https.createServer(
    { cert: readFileSync(certFile), key: readFileSync(keyFile) },
    (request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // As the portal sends them (helmet): a new browsing context group, in an origin-keyed agent cluster.
        'cross-origin-opener-policy': 'same-origin',
        'origin-agent-cluster': '?1',
      });
      response.end(REFERENCE_PAGE);
    },
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `https://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
