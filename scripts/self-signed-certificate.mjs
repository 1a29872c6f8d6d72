// A throw-away certificate for 127.0.0.1 and localhost, for the HTTPS and HTTP/2 checks of the tests and the
// bench (browsers there are told to accept it). Needs the openssl command (Debian's openssl package).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Writes cert.pem and key.pem (P-256, valid 2 days) into `directory`.
 * @param {string} directory
 * @returns {{ certFile: string, keyFile: string }}
 */
export function createSelfSignedCertificate(directory) {
  const certFile = path.join(directory, 'cert.pem');
  const keyFile = path.join(directory, 'key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`openssl could not create a certificate: ${result.error?.message ?? result.stderr}`);
  }
  return { certFile, keyFile };
}
