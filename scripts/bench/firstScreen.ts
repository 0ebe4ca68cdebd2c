/**
 * The first screens: cold loads of the page (plain, throttled, with Debug clicked by the page the moment it is
 * live) and of a course frame, each beside a blank page's first paint and its own HTML without scripts, in turns;
 * and their rows. How one page load is timed is pageLoads.ts.
 */
import type { Bench } from './context.ts';
import { goalText } from './goals.ts';
import { EMBED_FRAME, firstPaint, type Load, load, outputPaintWithoutScripts } from './pageLoads.ts';
import { row, type Stats, stats } from './stats.ts';

/** One build's first screens: its page and its course frame, each beside its own HTML without scripts. */
export type BuildScreen = {
  name: string;
  cold: Load[];
  slow: Load[];
  debugging: Load[];
  embed: Load[];
  htmlOnly: number[];
  embedHtmlOnly: number[];
};

export type FirstScreen = { builds: BuildScreen[]; blank: number[]; blankSlow: number[] };

/**
 * Cold loads (plain, throttled, with a Debug click) of each build, the same pages without their scripts, and the
 * blank page's, in turns on the same machine: every figure of a round is measured within seconds of the others.
 */
export async function measureFirstScreen(bench: Bench): Promise<FirstScreen> {
  const screen: FirstScreen = {
    blank: [],
    blankSlow: [],
    builds: bench.builds.map(({ name }) => ({
      name,
      cold: [],
      slow: [],
      debugging: [],
      embed: [],
      htmlOnly: [],
      embedHtmlOnly: [],
    })),
  };
  /** Two loads side by side, in the order of the round: the machine's drift falls on each alike. */
  const pair = async <A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> => {
    if (round % 2 === 0) return [await a(), await b()];
    const second = await b();
    return [await a(), second];
  };
  for (let i = 0; i < bench.runs; i++) {
    screen.blank.push(await firstPaint(bench, false));
    // The builds in turns, the first of them alternating from round to round.
    const order = [...bench.builds.entries()];
    if (i % 2 === 1) order.reverse();
    for (const [at, built] of order) {
      const measured = screen.builds[at] as BuildScreen;
      const [bare, page] = await pair(
        i,
        () => outputPaintWithoutScripts(bench, built.htmlOnly),
        () => load(bench, false, false, '', built.base),
      );
      measured.htmlOnly.push(bare);
      measured.cold.push(page);
      const [bareFrame, frame] = await pair(
        i,
        () => outputPaintWithoutScripts(bench, `${built.htmlOnly}${EMBED_FRAME}`),
        () => load(bench, false, false, EMBED_FRAME, built.base),
      );
      measured.embedHtmlOnly.push(bareFrame);
      measured.embed.push(frame);
      measured.debugging.push(await load(bench, false, true, '', built.base));
    }
    screen.blankSlow.push(await firstPaint(bench, true));
    for (const [at, built] of bench.builds.entries())
      (screen.builds[at] as BuildScreen).slow.push(await load(bench, true, false, '', built.base));
  }
  return screen;
}

/** The first-screen rows of each build: each figure beside its own HTML without scripts and the blank page. */
export function printFirstScreen({ builds, blank, blankSlow }: FirstScreen) {
  const blankFirst = stats(blank);
  const blankSlowFirst = stats(blankSlow);
  const ratio = (a: Stats, b: Stats) => a.median / b.median;
  console.log(`${''.padEnd(50)} ${'min'.padStart(10)} ${'median'.padStart(10)} ${'max'.padStart(10)}`);
  row('blank page (same host) → first paint', blankFirst, '(the baseline)');
  let figures: ReturnType<typeof figuresOf> | null = null;
  for (const build of builds) {
    if (builds.length > 1)
      console.log(`
${build.name}`);
    figures = figuresOf(build, blankFirst, blankSlowFirst, ratio);
  }
  return { ...(figures as ReturnType<typeof figuresOf>), blankFirst, blankSlowFirst, ratio };
}

function figuresOf(
  { cold, slow, debugging, embed, htmlOnly, embedHtmlOnly }: BuildScreen,
  blankFirst: Stats,
  blankSlowFirst: Stats,
  ratio: (a: Stats, b: Stats) => number,
) {
  const first = stats(cold.map((l) => l.output));
  const htmlFirst = stats(htmlOnly);
  // Each load against its own script-free load of the same round (the median of those ratios): the machine's drift
  // between rounds, as large as the difference measured, cancels out.
  const paired = (loads: Load[], bare: number[]) =>
    stats(loads.map((l, i) => l.output / (bare[i] ?? Number.NaN))).median;
  row(
    '  its own HTML without scripts → output painted',
    htmlFirst,
    `${ratio(htmlFirst, blankFirst).toFixed(2)} × the blank page (the page's content alone, no script)`,
  );
  const firstOverHtml = paired(cold, htmlOnly);
  row(
    'navigation → first output',
    first,
    `${firstOverHtml.toFixed(2)} × its HTML without scripts (median of the rounds); ${goalText('firstOutput', firstOverHtml)} (${ratio(first, blankFirst).toFixed(2)} × the blank page)`,
  );
  row('navigation → page live (hydrated)', stats(cold.map((l) => l.live)));
  const framedHtml = stats(embedHtmlOnly);
  const framed = stats(embed.map((l) => l.output));
  row("  a course frame's HTML without scripts → output painted", framedHtml);
  const framedOverHtml = paired(embed, embedHtmlOnly);
  row(
    'a course frame (embed.html) → first output',
    framed,
    `${framedOverHtml.toFixed(2)} × its HTML without scripts (median of the rounds); ${goalText('frameFirstOutput', framedOverHtml)} (${ratio(framed, blankFirst).toFixed(2)} × the blank page)`,
  );
  row('a course frame (embed.html) → live (hydrated)', stats(embed.map((l) => l.live)));
  row('navigation → editor ready (the code reached once live)', stats(cold.map((l) => l.editor)));
  const works = stats(debugging.map((l) => l.paused ?? Number.NaN));
  row(
    'navigation → Debug works (step 1 shown)',
    works,
    `${ratio(works, blankFirst).toFixed(2)} × the blank page; ${goalText('debugWorks', works.median)}`,
  );
  row('  of which navigation → the click (page live)', stats(debugging.map((l) => l.click ?? Number.NaN)));
  const slowFirst = stats(slow.map((l) => l.output));
  row('throttled (1.6 Mbps, 150 ms RTT) blank page', blankSlowFirst, '(the baseline)');
  row(
    'throttled (1.6 Mbps, 150 ms RTT) → first output',
    slowFirst,
    `${ratio(slowFirst, blankSlowFirst).toFixed(2)} × the blank page; ${goalText('throttledFirstOutput', slowFirst.median)}`,
  );
  row('throttled (1.6 Mbps, 150 ms RTT) → editor ready', stats(slow.map((l) => l.editor)));
  return { first, slowFirst, works, htmlFirst, firstOverHtml };
}
