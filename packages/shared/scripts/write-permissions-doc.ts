// Writes docs/permissions.md from the one permission table (issue 31 item 1).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderPermissionsDoc } from '../src/procedure-permissions-doc.ts';

const target = fileURLToPath(new URL('../../../docs/permissions.md', import.meta.url));
writeFileSync(target, renderPermissionsDoc());
console.log(`Table des permissions écrite dans ${target}`);
