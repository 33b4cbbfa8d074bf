import { X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { generate } from 'selfsigned';

export interface TlsCredentials {
  key: string;
  cert: string;
  /** Where the credentials came from, for the start-up log. */
  source: string;
}

/**
 * The configured certificate and key, or a self-signed certificate for the portal host,
 * localhost and 127.0.0.1 that is generated once into the data folder and reused.
 */
export async function loadTlsCredentials(options: {
  tls: { certFile: string; keyFile: string } | undefined;
  dataDir: string;
  portalHost: string;
}): Promise<TlsCredentials> {
  if (options.tls) {
    const [cert, key] = await Promise.all([
      readFile(options.tls.certFile, 'utf8'),
      readFile(options.tls.keyFile, 'utf8'),
    ]);
    return { cert, key, source: options.tls.certFile };
  }

  const directory = resolve(options.dataDir, 'tls');
  const certFile = resolve(directory, 'localhost-cert.pem');
  const keyFile = resolve(directory, 'localhost-key.pem');
  try {
    const [cert, key] = await Promise.all([readFile(certFile, 'utf8'), readFile(keyFile, 'utf8')]);
    if (stillValidFor(cert, options.portalHost)) return { cert, key, source: certFile };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  const hostNames = [...new Set([options.portalHost, 'localhost', '127.0.0.1'])];
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setFullYear(notAfterDate.getFullYear() + 2);
  const generated = await generate([{ name: 'commonName', value: options.portalHost }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: hostNames.map((host) =>
          isIP(host) ? { type: 7 as const, ip: host } : { type: 2 as const, value: host },
        ),
      },
    ],
  });
  await mkdir(directory, { recursive: true });
  await writeFile(keyFile, generated.private, { mode: 0o600 });
  await writeFile(certFile, generated.cert);
  return { cert: generated.cert, key: generated.private, source: `${certFile} (generated, self-signed)` };
}

/** A generated certificate is replaced once it nears expiry or no longer names the portal host. */
function stillValidFor(pem: string, host: string): boolean {
  const certificate = new X509Certificate(pem);
  const oneDay = 24 * 60 * 60 * 1000;
  const names = isIP(host) ? certificate.checkIP(host) : certificate.checkHost(host);
  return Date.parse(certificate.validTo) - Date.now() > oneDay && names !== undefined;
}
