// CI's size budget: the first visit to `/` may download at most 200 KB of JS and 40 KB of CSS (gzip).
import { kb, measureFirstVisit, SIZE_BUDGET } from './first-visit-size';
import { startServer } from './server-process';

const server = await startServer();
try {
  const size = await measureFirstVisit(server.url);
  console.log(
    `JS  (gzip) primera visita a /: ${kb(size.jsGzipBytes)} (límite ${kb(SIZE_BUDGET.jsGzipBytes)})`,
  );
  console.log(
    `CSS (gzip) primera visita a /: ${kb(size.cssGzipBytes)} (límite ${kb(SIZE_BUDGET.cssGzipBytes)})`,
  );
  const over =
    size.jsGzipBytes > SIZE_BUDGET.jsGzipBytes || size.cssGzipBytes > SIZE_BUDGET.cssGzipBytes;
  if (size.files.length === 0) {
    console.error('No se descargó ningún JS ni CSS: la medición no es válida.');
    process.exitCode = 1;
  } else if (over) {
    for (const f of size.files) console.error(`  ${f.type} ${kb(f.gzipBytes)} ${f.url}`);
    console.error('Presupuesto de tamaño superado.');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
