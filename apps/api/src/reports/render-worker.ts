import { move } from 'piscina';
import { renderReport } from './render.tsx';
import type { ReportModel } from './model.ts';

/**
 * Entry of a render worker thread (piscina). Importing render.tsx registers the
 * fonts once per worker (styles.ts → fonts.ts); each task then only lays out and
 * writes its PDF. The bytes are moved back to the main thread, not copied.
 */
export default async function render(model: ReportModel) {
  const bytes = await renderReport(model);
  return move(bytes);
}
