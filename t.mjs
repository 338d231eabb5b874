import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
let t=Date.now();
const db = await PGlite.create({ extensions: { pgcrypto } });
console.log('create', Date.now()-t); t=Date.now();
await db.exec(require_fs());
function require_fs(){return ''}
const fs = await import('node:fs');
for (const f of ['tests/postgres/supabase-platform.sql','supabase/migrations/20261123090000_schema.sql']) { await db.exec(fs.readFileSync(f,'utf8')); console.log(f, Date.now()-t); t=Date.now(); }
const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size); t=Date.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pgcrypto } }); console.log('load', Date.now()-t);
