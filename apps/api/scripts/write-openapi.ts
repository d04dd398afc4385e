// Writes the OpenAPI document the server serves at /api/v1/openapi.json, for
// `npm run lint:openapi` (redocly) and for integrators who want the file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installFrenchMessages } from '@qc/shared/validation/messages';
import { getOpenApiDocument } from '../src/openapi.ts';

installFrenchMessages();
const target = path.resolve(process.argv[2] ?? 'openapi.json');
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(await getOpenApiDocument(), null, 2)}\n`);
console.log(`Document OpenAPI écrit dans ${target}`);
