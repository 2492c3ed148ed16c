import { DEFAULT_META, type RouteEntry } from '../config/routes';

/** Everything the document head says about a page. */
interface PageMeta {
	title: string;
	description: string;
	keywords: string;
	canonical: string;
	image: string;
	siteName: string;
	robots: string;
}

/** Social preview image, relative to the site. */
const DEFAULT_SOCIAL_IMAGE = '/og-image.png';

/**
 * Builds a page's meta from its route entry: the title followed by the site suffix, and the
 * defaults where the route has no description or keywords of its own.
 */
export function buildPageMeta(
	route: RouteEntry,
	pathname: string,
	site: URL,
	siteName: string,
): PageMeta {
	const keywords = route.keywords?.length ? route.keywords : DEFAULT_META.keywords;
	const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
	return {
		title: `${route.title} | ${siteName}`,
		description: route.description ?? DEFAULT_META.description,
		keywords: keywords.join(', '),
		canonical: new URL(path, site).href,
		image: new URL(DEFAULT_SOCIAL_IMAGE, site).href,
		siteName,
		robots: route.noindex ? 'noindex, nofollow' : 'index, follow',
	};
}
