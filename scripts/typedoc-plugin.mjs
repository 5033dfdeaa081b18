// The docs site's own additions to typedoc (loaded by typedoc.json's "plugin"):
//
// - headings keep their inline code in the "On this page" list and in their anchors
//   ("Rules sheets: `describeRules`" was listed as "Rules sheets: "), as GitHub writes them;
// - a Playground link at the top of the site menu on every page, and an "Open the playground"
//   line under the title of the front page and of the Guides page (the playground is built into
//   playground/ beside the API reference by scripts/build-playground.mjs, after typedoc: the
//   Markdown cannot link to it, since typedoc checks relative links against files that exist);
// - favicon.ico at the site's root, a die drawn here, for the pages and tools that ask there
//   (typedoc's `favicon` option links docs/images/favicon.svg from every page).
import { writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { JSX, PageEvent, RendererEvent } from 'typedoc';

const PLAYGROUND = 'playground/index.html';
export const PLAYGROUND_MARK = 'data-playground-link';

/** @param {import('typedoc').Application} app */
export function load(app) {
  // After typedoc's Markdown plugin has made its parser (priority 0), before any page renders.
  app.renderer.on(RendererEvent.BEGIN, () => keepCodeInHeadings(app.renderer.markedPlugin.parser), -100);

  app.renderer.hooks.on('sidebar.begin', (context) =>
    JSX.createElement('nav', { class: 'tsd-navigation', 'aria-label': 'Playground' }, JSX.createElement('a', { href: context.relativeURL(PLAYGROUND), [PLAYGROUND_MARK]: '' }, 'Playground')),
  );

  app.renderer.on(PageEvent.END, (page) => {
    const front = page.url === 'index.html' || (page.model.isDocument?.() === true && page.model.name === 'Guides');
    if (front && page.contents !== undefined) page.contents = linkUnderTitle(page.contents, posix.relative(posix.dirname(page.url), PLAYGROUND));
  });

  app.renderer.on(RendererEvent.END, (event) => writeFileSync(join(event.outputDirectory, 'favicon.ico'), favicon()));
}

/**
 * typedoc names a heading (its anchor and its entry in "On this page") by the text of its
 * inline tokens and skips code spans; giving each code span of a heading its text as a child
 * makes it count, while the heading itself still renders the span as code.
 */
function keepCodeInHeadings(parser) {
  parser.core.ruler.push('heading-code-text', (state) => {
    state.tokens.forEach((token, i) => {
      if (token.type !== 'heading_open') return;
      for (const child of state.tokens[i + 1]?.children ?? []) {
        if (child.type !== 'code_inline' || child.children !== null) continue;
        const text = new state.Token('text', '', 0);
        text.content = child.content;
        child.children = [text];
      }
    });
  });
}

/** `html` with a line linking the playground right after its first `</h1>`. */
function linkUnderTitle(html, href) {
  const title = html.indexOf('</h1>');
  if (title < 0 || html.includes(`<p ${PLAYGROUND_MARK}>`)) return html;
  const link = `<p ${PLAYGROUND_MARK}><a href="${href}"><strong>Open the playground</strong></a>: score rolls, edit house rules, play against bots and chart optimal play, in your browser.</p>`;
  const at = title + '</h1>'.length;
  return html.slice(0, at) + link + html.slice(at);
}

/**
 * A 32x32 icon of a die showing five (white, rounded, dark pips), as an ICO file holding one
 * 32-bit bitmap: the icon directory, the bitmap header, the pixels bottom-up, the mask.
 */
export function favicon(size = 32) {
  const pips = [
    [0.28, 0.28],
    [0.72, 0.28],
    [0.5, 0.5],
    [0.28, 0.72],
    [0.72, 0.72],
  ];
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [u, v] = [(x + 0.5) / size, (y + 0.5) / size];
      // A rounded square from 0.06 to 0.94, a border 0.05 wide, pips of radius 0.1.
      const corner = Math.hypot(Math.max(Math.abs(u - 0.5) - 0.3, 0), Math.max(Math.abs(v - 0.5) - 0.3, 0));
      const inside = corner <= 0.14;
      const border = inside && corner > 0.09;
      const pip = pips.some(([px, py]) => Math.hypot(u - px, v - py) <= 0.1);
      const [r, g, b, a] = !inside ? [0, 0, 0, 0] : border || pip ? [0x22, 0x2b, 0x38, 255] : [255, 255, 255, 255];
      const at = ((size - 1 - y) * size + x) * 4;
      pixels.set([b, g, r, a], at);
    }
  }
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // the bitmap and its mask
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(pixels.length, 20);
  const mask = Buffer.alloc((size / 8) * size); // all 0: the alpha channel says what shows
  const image = Buffer.concat([header, pixels, mask]);
  const directory = Buffer.alloc(22);
  directory.writeUInt16LE(1, 2); // an icon
  directory.writeUInt16LE(1, 4); // one image
  directory.writeUInt8(size, 6);
  directory.writeUInt8(size, 7);
  directory.writeUInt16LE(1, 10);
  directory.writeUInt16LE(32, 12);
  directory.writeUInt32LE(image.length, 14);
  directory.writeUInt32LE(22, 18);
  return Buffer.concat([directory, image]);
}
