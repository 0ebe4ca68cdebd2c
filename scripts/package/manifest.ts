/**
 * A SCORM package's imsmanifest.xml: one organization, one item, one SCO (Open edX launches only the first
 * resource; single-SCO packages are what every platform plays), every file listed, valid against the ADL schemas
 * shipped beside it (scripts/package/scorm.test.ts checks it with xmllint).
 */
import { escapeXml } from './xml.ts';

export type ScormEdition = '1.2' | '2004';

export type ManifestInput = {
  edition: ScormEdition;
  /** Unique per build and scope: a platform tells uploads apart by it. */
  identifier: string;
  title: string;
  /** 0–100, or none. */
  mastery: number | null;
  launch: string;
  files: readonly string[];
};

/** The schema files each edition's manifest names (copied into the package, as authoring tools ship them). */
export const SCHEMA_FILES: Record<ScormEdition, readonly string[]> = {
  '1.2': ['imscp_rootv1p1p2.xsd', 'adlcp_rootv1p2.xsd', 'imsmd_rootv1p2p1.xsd', 'ims_xml.xsd'],
  '2004': [
    'imscp_v1p1.xsd',
    'adlcp_v1p3.xsd',
    'adlseq_v1p3.xsd',
    'adlnav_v1p3.xsd',
    'imsss_v1p0.xsd',
    'imsss_v1p0auxresource.xsd',
    'imsss_v1p0control.xsd',
    'imsss_v1p0delivery.xsd',
    'imsss_v1p0limit.xsd',
    'imsss_v1p0objective.xsd',
    'imsss_v1p0random.xsd',
    'imsss_v1p0rollup.xsd',
    'imsss_v1p0seqrule.xsd',
    'imsss_v1p0util.xsd',
    'xml.xsd',
    'XMLSchema.dtd',
    'datatypes.dtd',
  ],
};

export function manifestXml(input: ManifestInput): string {
  const files = input.files.map((file) => `      <file href="${escapeXml(file)}"/>`).join('\n');
  const title = escapeXml(input.title);
  if (input.edition === '1.2') {
    const mastery = input.mastery === null ? '' : `\n        <adlcp:masteryscore>${input.mastery}</adlcp:masteryscore>`;
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${escapeXml(input.identifier)}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="playground">
    <organization identifier="playground">
      <title>${title}</title>
      <item identifier="lesson" identifierref="sco" isvisible="true">
        <title>${title}</title>${mastery}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="${escapeXml(input.launch)}">
${files}
    </resource>
  </resources>
</manifest>
`;
  }
  // 2004: complete at a progress of 1. Without a threshold, Moodle's player (scorm_13.js StoreData) compares the
  // progress measure with '' at Terminate and stores completed after any launch, which also makes every later
  // launch review-only (docs/lms.md). Moodle reads the value as the threshold (scormlib.php; '1.0' by default).
  const threshold = '\n        <adlcp:completionThreshold>1.0</adlcp:completionThreshold>';
  // The mastery is the primary objective's minimum measure, which the platform gives back as
  // cmi.scaled_passing_score; no other sequencing (Moodle supports none).
  const sequencing =
    input.mastery === null
      ? ''
      : `
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="path" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${(input.mastery / 100).toFixed(2)}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${escapeXml(input.identifier)}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 3rd Edition</schemaversion>
  </metadata>
  <organizations default="playground">
    <organization identifier="playground">
      <title>${title}</title>
      <item identifier="lesson" identifierref="sco" isvisible="true">
        <title>${title}</title>${threshold}${sequencing}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="${escapeXml(input.launch)}">
${files}
    </resource>
  </resources>
</manifest>
`;
}
