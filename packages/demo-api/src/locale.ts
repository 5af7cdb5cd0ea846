import { delay, http, HttpResponse } from 'msw';

/**
 * `GET /router_loc` (spec §7): `{country_code}`. The demo picks the country, in this order, from
 * the request's `?country=` (a story's data-router-url), its `x-demo-country` header (a browser
 * test's extra headers), the `demo_country` query parameter of the page that asks (its Referer:
 * `/locale.html?demo_country=CA` shows a Canadian visitor), else US. Besides country codes, the
 * failure cases of the bad input.
 */
export const ROUTER_LOC_FIXTURES = {
  US: '{"country_code":"US"} (the default)',
  CA: '{"country_code":"CA"}',
  GB: '{"country_code":"GB"}',
  FR: '{"country_code":"FR"}: a country outside the suggestion',
  'server-error': 'HTTP 500',
  'not-json': 'HTTP 200 with an HTML body',
  unknown: '{"country_code":"ZZ"}: an unknown code',
  'no-country': '{}',
  slow: '{"country_code":"CA"} after 3 s',
} as const;

function choice(request: Request): string {
  const own = new URL(request.url).searchParams.get('country') ?? request.headers.get('x-demo-country');
  if (own) return own;
  const referer = request.headers.get('referer') ?? (request.referrer && request.referrer !== 'about:client' ? request.referrer : '');
  try {
    return new URL(referer).searchParams.get('demo_country') ?? 'US';
  } catch {
    return 'US';
  }
}

export const localeHandlers = [
  http.get('*/router_loc', async ({ request }) => {
    const country = choice(request);
    switch (country) {
      case 'server-error':
        return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
      case 'not-json':
        return HttpResponse.html('<html><body>Bad gateway page</body></html>');
      case 'unknown':
        return HttpResponse.json({ country_code: 'ZZ' });
      case 'no-country':
        return HttpResponse.json({});
      case 'slow':
        await delay(3000);
        return HttpResponse.json({ country_code: 'CA' });
      default:
        return HttpResponse.json({ country_code: country.slice(0, 2).toUpperCase() });
    }
  }),
];
