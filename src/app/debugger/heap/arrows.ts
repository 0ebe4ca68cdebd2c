/**
 * The diagram's arrows, one per reference drawn: from a frame's local out of the frames' column into the object's
 * left edge; from an object's entry rightwards into what it holds, or, to an object in its column or one to the left,
 * bowing out of the right edge and back into the target's right edge.
 */

import { GUTTER, HEADER, MARGIN, ROW } from './metrics.ts';
import type { Arrow, FrameBox, ObjectBox } from './shapes.ts';

const rowY = (boxY: number, index: number) => boxY + HEADER + index * ROW + ROW / 2;

export function arrowsOf(frames: FrameBox[], byId: Map<number, ObjectBox>): Arrow[] {
  const arrows: Arrow[] = [];
  for (const frame of frames) {
    frame.rows.forEach((r, index) => {
      const target = r.ref === null ? undefined : byId.get(r.ref);
      if (!target) return;
      const sx = frame.x + frame.width - 8;
      const sy = rowY(frame.y, index);
      const tx = target.x;
      const ty = target.y + HEADER / 2;
      const pull = Math.min(GUTTER, (tx - sx) / 2 + 16);
      arrows.push({
        from: `frame-${frame.index}.${r.key}`,
        to: target.id,
        d: `M${sx},${sy} C${sx + pull},${sy} ${tx - pull},${ty} ${tx},${ty}`,
      });
    });
  }
  for (const box of byId.values()) {
    box.rows.forEach((r, index) => {
      const target = r.ref === null ? undefined : byId.get(r.ref);
      if (!target) return;
      const sx = box.x + box.width - 8;
      const sy = rowY(box.y, index);
      const ty = target.y + HEADER / 2;
      if (target.x > sx) {
        // Rightwards into the target's left edge: to what the object holds, in a column further right.
        const tx = target.x;
        const pull = Math.max(16, (tx - sx) / 2);
        arrows.push({
          from: `${box.id}.${r.key}`,
          to: target.id,
          d: `M${sx},${sy} C${sx + pull},${sy} ${tx - pull},${ty} ${tx},${ty}`,
        });
        return;
      }
      // Back to an object in this column or one to the left: out of the box's right edge, bowing right by the
      // distance, into the target's right edge.
      const tx = target.x + target.width;
      const bow = Math.min(MARGIN - 8, 18 + Math.abs(ty - sy) / 10);
      const out = Math.max(sx, tx) + bow;
      arrows.push({
        from: `${box.id}.${r.key}`,
        to: target.id,
        d: `M${sx},${sy} C${out},${sy} ${out},${ty} ${tx},${ty}`,
      });
    });
  }
  return arrows;
}
