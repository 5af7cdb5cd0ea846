import { http, HttpResponse } from 'msw';
import { demoCatalogue, type CatalogueEntry } from './catalogue';

/**
 * The demo catalogue's own pages, so every link a search answer holds opens a page:
 * `GET /classes/{name}` (a class's details_page) and `GET /topics/{name}` (a topic's page), each
 * the entry as a <vt-course-card>, a topic with its classes. Any other name answers 404.
 * (/classes/search is a file of examples/, served before these.)
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/'/g, '&#39;');

/** The entry whose details_page or topic_page is this path. */
export function entryAt(pathname: string, now: Date = new Date()): CatalogueEntry | null {
  return demoCatalogue(now).find((entry) => entry.details_page === pathname || entry.topic_page === pathname) ?? null;
}

export function classPage(entry: CatalogueEntry): string {
  const title = escapeHtml(entry.title);
  const classes = entry.children?.length
    ? `<h2>Classes in this topic</h2>\n<ul>${entry.children.map((c) => `<li><a href="${escapeAttribute(c.details_page)}">${escapeHtml(c.title)}</a></li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/dist/theme.css">
  <link rel="stylesheet" href="/site.css">
  <link rel="stylesheet" href="/dist/autoload.css">
  <script src="/dist/autoload.js" defer></script>
</head>
<body>
  <header class="site-header"><a class="logo" href="/home">Varsity Tutors</a></header>
  <main>
    <h1>${title}</h1>
    <p>A page of the demo catalogue. <a href="/classes/search?q=">All classes</a></p>
    <vt-course-card data-course='${escapeAttribute(JSON.stringify(entry))}' style="display:block;max-width:20rem"></vt-course-card>
    ${classes}
  </main>
</body>
</html>
`;
}

const page = ({ request }: { request: Request }) => {
  const entry = entryAt(decodeURIComponent(new URL(request.url).pathname));
  return entry
    ? new HttpResponse(classPage(entry), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    : new HttpResponse('No such class in the demo catalogue', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

export const classPageHandlers = [http.get('*/classes/:name', page), http.get('*/topics/:name', page)];
