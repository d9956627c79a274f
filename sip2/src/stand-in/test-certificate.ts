import { generate } from 'selfsigned';

export type TestCertificate = { readonly key: string; readonly cert: string };

/**
 * A fresh self-signed certificate for 127.0.0.1 and localhost, valid for a day: the stand-in's
 * TLS identity, which a client trusts by taking `cert` as its authority.
 */
export async function generateTestCertificate(): Promise<TestCertificate> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: 'sip2-stand-in.localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
