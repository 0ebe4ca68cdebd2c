/**
 * What a SCORM package's launch file says of itself (scripts/package/scorm.ts writes it): the checkpoints it grades
 * (`mcp-lms-checkpoints`, ids of the path) and its mastery score (`mcp-lms-mastery`, 0–100). Anything that is not
 * one of those is ignored: the whole path, no mastery.
 */
import { CHECKPOINTS } from '../../predict/bank.ts';

export type PackageOptions = { scope: string[] | null; mastery: number | null };

const content = (doc: Document, name: string) =>
  doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';

export function packageOptions(doc: Document): PackageOptions {
  const known = new Set(CHECKPOINTS.map((checkpoint) => checkpoint.id));
  const ids = content(doc, 'mcp-lms-checkpoints')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => known.has(id));
  const masteryText = content(doc, 'mcp-lms-mastery');
  const mastery = /^\d{1,3}$/.test(masteryText) && Number(masteryText) <= 100 ? Number(masteryText) : null;
  return { scope: ids.length > 0 ? [...new Set(ids)] : null, mastery };
}
