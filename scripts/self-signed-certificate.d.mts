/** Writes cert.pem and key.pem (P-256, valid 2 days, for 127.0.0.1 and localhost) into `directory`. */
export function createSelfSignedCertificate(directory: string): { certFile: string; keyFile: string };
