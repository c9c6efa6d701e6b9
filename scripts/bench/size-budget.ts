// CI's size budget, on the wire: a new person's first visit to `/` on a phone (document, scripts,
// styles and API answers; then with images) and what the service worker precaches, as Chromium
// received them from `npm start` with nothing in front of it.
import { describeWire, measureFirstVisitWire, wireBudgetFailures } from './first-visit-wire';
import { startServer } from './server-process';

const server = await startServer();
try {
  const result = await measureFirstVisitWire(server.url);
  console.log('Primera visita a / (390×844, bytes en la red):');
  for (const line of describeWire(result)) console.log(line);
  const failures = wireBudgetFailures(result);
  if (failures.length > 0) {
    for (const file of result.page) console.error(`  ${file.kind} ${file.bodyBytes} ${file.url}`);
    for (const failure of failures) console.error(failure);
    console.error('Presupuesto de tamaño superado.');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
