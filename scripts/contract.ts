/** `npm run contract`: writes docs/api/openapi.json from the declarations in src/shared/contract. */
import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from '../mock/contract/openapi';

writeFileSync(OPENAPI_FILE, renderOpenApi());
console.log(`wrote ${OPENAPI_FILE}`);
