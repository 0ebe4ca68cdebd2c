/**
 * A manifest checked against the ADL schemas shipped in the package, with Debian's xmllint (libxml2-utils): the
 * schemas name three to five namespaces, which xmllint takes only through one schema that imports them all.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScormEdition } from './manifest.ts';

const NAMESPACES: Record<ScormEdition, [string, string][]> = {
  '1.2': [
    ['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'imscp_rootv1p1p2.xsd'],
    ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'adlcp_rootv1p2.xsd'],
    ['http://www.imsglobal.org/xsd/imsmd_rootv1p2p1', 'imsmd_rootv1p2p1.xsd'],
  ],
  '2004': [
    ['http://www.imsglobal.org/xsd/imscp_v1p1', 'imscp_v1p1.xsd'],
    ['http://www.adlnet.org/xsd/adlcp_v1p3', 'adlcp_v1p3.xsd'],
    ['http://www.adlnet.org/xsd/adlseq_v1p3', 'adlseq_v1p3.xsd'],
    ['http://www.adlnet.org/xsd/adlnav_v1p3', 'adlnav_v1p3.xsd'],
    ['http://www.imsglobal.org/xsd/imsss', 'imsss_v1p0.xsd'],
  ],
};

/** xmllint's verdict on `dir`/imsmanifest.xml against the schema files beside it: ok, or what it said. */
export function lintManifest(dir: string, edition: ScormEdition): { ok: boolean; said: string } {
  const imports = NAMESPACES[edition]
    .map(([namespace, file]) => `  <xsd:import namespace="${namespace}" schemaLocation="${file}"/>`)
    .join('\n');
  writeFileSync(
    join(dir, 'all-namespaces.xsd'),
    `<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x-mcp-playground:all">\n${imports}\n</xsd:schema>\n`,
  );
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', 'all-namespaces.xsd', 'imsmanifest.xml'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.error) throw new Error(`xmllint did not run (${run.error.message}): install Debian's libxml2-utils`);
  return { ok: run.status === 0, said: `${run.stdout}${run.stderr}`.trim() };
}
