/** The diagram's measures in pixels, shared by the layout and its arrows. */
export const ROW = 18;
export const HEADER = 20;
export const PAD = 6;
export const GAP = 12;
/** Space between the columns for the arrows that leave the frames. */
export const GUTTER = 56;
/** Between the columns of objects, for the arrows from what holds to what is held. */
export const COLUMN_GAP = 40;
/** Room on the right for arrows between objects, which bow out of the column and back. */
export const MARGIN = 72;
export const MAX_BOX = 230;
export const MIN_BOX = 70;
/** An unchanged object the frames hold opens onto at most this many objects; more read as ids. */
export const CROWD = 4;
