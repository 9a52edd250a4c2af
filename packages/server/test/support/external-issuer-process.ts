/**
 * The test OpenID issuer (external-issuer.ts) as a process of its own, as a real issuer runs beside the
 * portal: started with its options as JSON in the first argument, it prints one line of JSON with its
 * issuer URL on standard output and serves until it is killed.
 */
import { startExternalIssuer, type ExternalIssuerOptions } from './external-issuer.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as ExternalIssuerOptions;
const issuer = await startExternalIssuer(options);
process.stdout.write(`${JSON.stringify({ issuer: issuer.issuer })}\n`);
process.on('SIGTERM', () => {
  void issuer.close().then(() => process.exit(0));
});
