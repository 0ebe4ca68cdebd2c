/** What the layout hands the diagram: frames, object boxes, arrows, each placed. */
/** A row of a frame or an object: a key, and either a primitive's text or a reference. */
export type Row = { key: string; text: string; ref: number | null; changed: boolean };

export type FrameBox = {
  index: number;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rows: Row[];
  selected: boolean;
};

export type ObjectBox = {
  id: number;
  /** The kind as TypeScript readers know it: array, object, Set, Map, function, a class name. */
  kind: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rows: Row[];
  /** The locals that point at it, innermost frame first: the box says whose it is where its arrows come from afar. */
  names: string[];
  /** New at this step, or its contents differ from the previous step's. */
  changed: boolean;
  /** Equal when the box draws the same (place, size, contents, marks): a step redraws only boxes that differ. */
  signature: string;
};

/** One reference: from a frame's local (`frame-0.args`) or an object's entry (`23.input`), to an object id. */
export type Arrow = { from: string; to: number; d: string };

export type HeapLayout = {
  width: number;
  height: number;
  frames: FrameBox[];
  boxes: ObjectBox[];
  arrows: Arrow[];
  /** Objects not drawn: folded away (below), or past MAX_BOXES. Their references read `#id`. */
  hidden: number;
  /** Whether the fold left some out (the diagram then offers to show every object). */
  folded: boolean;
};
